// A hotel's Book Now as a form: a plain GET to its /go/ path in a new tab, with the stay as query
// fields, so it works without JavaScript; /go/ sends the stay to the partner and remembers it.
import {
  StayInputs,
  type ShownStay,
  type StayInputWords,
} from "#app/components/stay/stay-inputs.tsx";

/** The form's words in another language than English (French pages). */
export interface BookStayWords extends StayInputWords {
  /** The form's name: "Your stay at {name}". */
  form: string;
  bookNow: string;
  newTab: string;
}

export function BookStayForm(props: {
  slug: string;
  name: string;
  placement: string;
  /** The remembered stay, shown in the fields (decision 024, issue 39). */
  stay?: ShownStay;
  words?: BookStayWords;
}) {
  const { words } = props;
  return (
    <form
      method="get"
      action={`/go/hotel/${encodeURIComponent(props.slug)}`}
      target="_blank"
      aria-label={words ? words.form.replace("{name}", props.name) : `Your stay at ${props.name}`}
    >
      <input type="hidden" name="placement" value={props.placement} />
      <StayInputs stay={props.stay} words={words} />
      <button
        type="submit"
        className="mt-4 block w-full rounded-md bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
      >
        {words?.bookNow ?? "Book Now"}
        <span className="sr-only">{words?.newTab ?? " (opens our partner in a new tab)"}</span>
      </button>
    </form>
  );
}
