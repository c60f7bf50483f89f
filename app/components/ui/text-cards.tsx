// Short titled points shown as cards: a landing page's highlights, the About page's values.

export interface TextCard {
  title: string;
  text: string;
}

const LOOKS = {
  raised: {
    card: "rounded-xl border border-slate-200 bg-white p-6 shadow-sm",
    title: "text-lg font-semibold text-slate-900",
    text: "mt-2 leading-7 text-slate-700",
  },
  compact: {
    card: "rounded-xl border border-slate-200 p-5",
    title: "font-semibold text-slate-900",
    text: "mt-2 text-sm leading-6 text-slate-700",
  },
} as const;

export function TextCards(props: {
  cards: readonly TextCard[];
  className: string;
  look?: keyof typeof LOOKS;
}) {
  const look = LOOKS[props.look ?? "raised"];
  return (
    <ul className={props.className}>
      {props.cards.map((card) => (
        <li key={card.title} className={look.card}>
          <h3 className={look.title}>{card.title}</h3>
          <p className={look.text}>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
