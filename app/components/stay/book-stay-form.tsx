// A hotel's Book Now as a form: a plain GET to its /go/ path in a new tab, with the stay as query
// fields, so it works without JavaScript; /go/ sends the stay to the partner and remembers it.
import { StayInputs, type ShownStay } from "#app/components/stay/stay-inputs.tsx";

export function BookStayForm(props: {
  slug: string;
  name: string;
  placement: string;
  /** The remembered stay, shown in the fields (decision 024, issue 39). */
  stay?: ShownStay;
}) {
  return (
    <form
      method="get"
      action={`/go/hotel/${encodeURIComponent(props.slug)}`}
      target="_blank"
      aria-label={`Your stay at ${props.name}`}
    >
      <input type="hidden" name="placement" value={props.placement} />
      <StayInputs stay={props.stay} />
      <button
        type="submit"
        className="mt-4 block w-full rounded-md bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
      >
        Book Now<span className="sr-only"> (opens our partner in a new tab)</span>
      </button>
    </form>
  );
}
