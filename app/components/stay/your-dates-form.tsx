// "Your dates": one stay form for a page of hotel cards, instead of a form per card. It posts to
// /stay, which remembers the stay in a cookie that every Book Now's /go/ link applies on the
// server (decision 024). Without scripts the page comes back at #stay-saved, which shows the
// note below (CSS :target); with scripts it saves in place and the fields show the stay.
import { useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { notifyStayChanged, useRememberedStay } from "#app/browser/remembered-stay.ts";
import { StayFields } from "#app/components/stay/stay-fields.tsx";
import { describeStay } from "#app/domain/stay.ts";

type Outcome = { kind: "saved"; text: string } | { kind: "problem"; text: string } | null;

const BUTTON =
  "rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";

export function YourDatesForm({ className = "" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const remembered = useRememberedStay();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name) {
      form.set(submitter.name, submitter.value);
    }
    try {
      const response = await fetch("/stay", {
        method: "POST",
        body: new URLSearchParams([...form].map(([name, value]) => [name, String(value)])),
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json()) as { text?: string; problem?: string };
      setOutcome(
        answer.problem
          ? { kind: "problem", text: answer.problem }
          : {
              kind: "saved",
              text: answer.text
                ? `Saved: ${answer.text}. Every Book Now now asks for these dates.`
                : "Forgotten: Book Now asks for tonight, one night.",
            },
      );
      notifyStayChanged();
    } catch {
      setOutcome({ kind: "problem", text: "Not saved: check your connection and try again." });
    }
  }

  const summary =
    remembered?.checkin && remembered.checkout
      ? describeStay({ ...remembered, checkin: remembered.checkin, checkout: remembered.checkout })
      : "choose them once for every Book Now";
  return (
    <div id="your-dates" className={className}>
      <details className="rounded-xl border border-slate-200 bg-slate-50">
        <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-800">
          Your dates: <span className="font-normal text-slate-700">{summary}</span>
        </summary>
        <form
          method="post"
          action="/stay"
          onSubmit={save}
          aria-label="Your dates"
          className="px-4 pb-4"
        >
          <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
          <StayFields />
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="submit"
              className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
            >
              Use these dates
            </button>
            <button
              type="submit"
              name="forget"
              value="1"
              formNoValidate
              className={`${BUTTON} border border-slate-400 text-slate-800 hover:bg-white`}
            >
              Forget my dates
            </button>
          </div>
          <p
            aria-live="polite"
            className={`text-sm font-medium empty:hidden ${outcome?.kind === "problem" ? "text-red-800" : "text-brand-800"} mt-3`}
          >
            {outcome?.text}
          </p>
        </form>
      </details>
      <p id="stay-saved" className="mt-2 hidden text-sm font-medium text-brand-800 target:block">
        Your dates are saved: every Book Now on this site now asks our partner for them.
      </p>
    </div>
  );
}
