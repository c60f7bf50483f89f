// Short titled points shown as cards: a landing page's highlights, the About page's values.

export interface TextCard {
  title: string;
  text: string;
}

export function TextCards({ cards, className }: { cards: readonly TextCard[]; className: string }) {
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 leading-7 text-slate-700">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
