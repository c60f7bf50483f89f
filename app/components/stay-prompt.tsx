// The closing nudge on culture pages: a short note on where to see it in Ghana, and the hotels.
import { Link } from "react-router";
import { Heading } from "#app/components/ui/heading.tsx";
import { Icon } from "#app/components/icon.tsx";

export function StayPrompt(props: { id: string; title: string; text: string; className: string }) {
  return (
    <aside
      aria-labelledby={props.id}
      className={`rounded-2xl bg-brand-50 p-8 text-center shadow-sm ${props.className}`}
    >
      <Heading level={2} size="subsection" id={props.id}>
        {props.title}
      </Heading>
      <p className="mx-auto mt-3 max-w-2xl leading-7 text-slate-700">{props.text}</p>
      <Link
        to="/hotels"
        className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Explore Ghana Hotels
        <Icon name="arrow-right" className="size-5" />
      </Link>
    </aside>
  );
}
