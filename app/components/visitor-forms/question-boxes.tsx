// The boxed questions of the long forms visitors fill in on a phone (a hotel's fact sheet, a
// guest's report): a fieldset per question, big tap targets, and the field's message under it.
import type { ReactNode } from "react";

/** The classes of a question's box and of its legend, for the questions built by hand. */
export const BOX = "mt-6 rounded-lg border border-slate-300 p-4";
export const LEGEND = "text-base font-semibold text-slate-900";

/** Each choice's value and its words. */
export type Choices = readonly (readonly [value: string, words: string])[];

export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-2 text-sm font-medium text-red-800">
      {error}
    </p>
  ) : null;
}

/** A question answered by one choice, with skipping it first: unknown is an answer too. */
export function RadioQuestion(props: {
  name: string;
  legend: string;
  /** The words of the first choice, which leaves the question unanswered. */
  skip: string;
  options: Choices;
  value: string | undefined;
  error: string | undefined;
  /** Follow-up fields, inside the box. */
  children?: ReactNode;
}) {
  const { name, error } = props;
  return (
    <fieldset
      className={BOX}
      aria-describedby={error ? `${name}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={LEGEND}>{props.legend}</legend>
      <div className="mt-2 grid gap-2">
        {[["", props.skip] as const, ...props.options].map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-slate-900">
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={(props.value ?? "") === value}
              className="size-5 shrink-0 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      <ErrorText id={`${name}-error`} error={error} />
      {props.children}
    </fieldset>
  );
}

/** A question answered by ticking any of its choices; `value` holds the ticked ones, comma-joined. */
export function CheckboxQuestion(props: {
  name: string;
  legend: string;
  options: Choices;
  value: string | undefined;
  error: string | undefined;
}) {
  const ticked = new Set((props.value ?? "").split(",").filter(Boolean));
  return (
    <fieldset className={BOX}>
      <legend className={LEGEND}>{props.legend}</legend>
      <div className="mt-2 grid gap-2">
        {props.options.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-slate-900">
            <input
              type="checkbox"
              name={props.name}
              value={value}
              defaultChecked={ticked.has(value)}
              className="size-5 shrink-0 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      <ErrorText id={`${props.name}-error`} error={props.error} />
    </fieldset>
  );
}
