// "Your dates": one stay form for a page of hotel cards, instead of a form per card. It posts to
// /stay, which remembers the stay in a cookie that every Book Now's /go/ link applies on the
// server (decision 024), and the page comes back at #stay-saved, which shows the note below (CSS
// :target), with or without scripts.
import { StayInputs, type StayInputWords } from "#app/components/stay/stay-inputs.tsx";

/** The form's words in another language than English (French pages). */
export interface YourDatesWords extends StayInputWords {
  yourDates: string;
  yourDatesHint: string;
  use: string;
  forget: string;
  saved: string;
}

const BUTTON =
  "rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";

export function YourDatesForm({ returnTo, words }: { returnTo: string; words?: YourDatesWords }) {
  return (
    <div id="your-dates">
      <details className="rounded-xl border border-slate-200 bg-slate-50">
        <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-800">
          {words?.yourDates ?? "Your dates"}{" "}
          <span className="font-normal text-slate-700">
            {words?.yourDatesHint ?? "for every Book Now on this site"}
          </span>
        </summary>
        <form
          method="post"
          action="/stay"
          aria-label={words?.yourDates ?? "Your dates"}
          className="px-4 pb-4"
        >
          <input type="hidden" name="returnTo" value={returnTo} />
          <StayInputs words={words} />
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="submit"
              className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {words?.use ?? "Use these dates"}
            </button>
            <button
              type="submit"
              name="forget"
              value="1"
              formNoValidate
              className={`${BUTTON} border border-slate-400 text-slate-800 hover:bg-white`}
            >
              {words?.forget ?? "Forget my dates"}
            </button>
          </div>
        </form>
      </details>
      <p id="stay-saved" className="mt-2 hidden text-sm font-medium text-brand-800 target:block">
        {words?.saved ??
          "Your dates are saved: every Book Now on this site now asks our partner for them."}
      </p>
    </div>
  );
}
