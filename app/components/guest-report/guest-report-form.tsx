// "Stayed here? Tell other travellers": the report form, made for a 360 px phone with no script
// needed. Every question may be skipped; a refused report comes back with everything as typed and
// each message at its field.
import { Form } from "react-router";
import { Honeypot } from "#app/components/visitor-forms/honeypot.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import {
  ADDRESS_KEPT_DAYS,
  FINDING_QUESTIONS,
  monthWords,
  NOTE_MAX,
  PAYMENT_LEGEND,
  PAYMENT_OPTIONS,
} from "#app/domain/facts/guest-report.ts";

export type ReportValues = Record<string, string>;

const LEGEND = "text-base font-semibold text-slate-900";
const BOX = "mt-6 rounded-lg border border-slate-300 p-4";

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-2 text-sm font-medium text-red-800">
      {error}
    </p>
  ) : null;
}

function Question({
  name,
  values,
  errors,
}: {
  name: keyof typeof FINDING_QUESTIONS;
  values: ReportValues;
  errors: Record<string, string>;
}) {
  const { legend, options } = FINDING_QUESTIONS[name];
  const error = errors[name];
  return (
    <fieldset
      className={BOX}
      aria-describedby={error ? `${name}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={LEGEND}>{legend}</legend>
      <div className="mt-2 grid gap-2">
        {[["", "Did not notice / skip"] as const, ...options].map(([value, words]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-slate-900">
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={(values[name] ?? "") === value}
              className="size-5 shrink-0 accent-brand-700"
            />
            {words}
          </label>
        ))}
      </div>
      <ErrorText id={`${name}-error`} error={error} />
    </fieldset>
  );
}

export function GuestReportForm({
  months,
  values,
  errors,
}: {
  /** The months a stay may be reported for, newest first. */
  months: readonly string[];
  values: ReportValues;
  errors: Record<string, string>;
}) {
  const ticked = new Set((values.payment ?? "").split(",").filter(Boolean));
  return (
    <Form method="post" aria-label="Report your stay" noValidate>
      <SelectField
        label="When did you stay?"
        name="stayMonth"
        className="mt-6"
        defaultValue={values.stayMonth ?? ""}
        error={errors.stayMonth}
        required
        options={[
          { value: "", label: "Choose the month" },
          ...months.map((month) => ({ value: month, label: monthWords(month) })),
        ]}
      />
      <Question name="power" values={values} errors={errors} />
      <Question name="water" values={values} errors={errors} />
      <Question name="hotWater" values={values} errors={errors} />
      <fieldset className={BOX}>
        <legend className={LEGEND}>{PAYMENT_LEGEND}</legend>
        <div className="mt-2 grid gap-2">
          {PAYMENT_OPTIONS.map(([way, words]) => (
            <label key={way} className="flex min-h-11 items-center gap-3 text-slate-900">
              <input
                type="checkbox"
                name="payment"
                value={way}
                defaultChecked={ticked.has(way)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {words}
            </label>
          ))}
        </div>
        <ErrorText id="payment-error" error={errors.payment} />
      </fieldset>
      <Question name="pickup" values={values} errors={errors} />
      <Field
        label="Anything else travellers should know? (optional)"
        hint={`Up to ${NOTE_MAX} characters, words only: no links.`}
        name="note"
        multiline
        rows={3}
        maxLength={NOTE_MAX}
        className="mt-6"
        defaultValue={values.note ?? ""}
        error={errors.note}
      />
      <Field
        label="Your e-mail address"
        hint={`We send a link to confirm the report. We keep the address only for that and to stop repeats, and erase it ${ADDRESS_KEPT_DAYS} days after our editors decide.`}
        name="email"
        type="email"
        autoComplete="email"
        required
        className="mt-6"
        defaultValue={values.email ?? ""}
        error={errors.email}
      />
      <Honeypot label="Leave this field empty" />
      <Button className="mt-6 w-full sm:w-auto">Send my report</Button>
    </Form>
  );
}
