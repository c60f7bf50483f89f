// "Stayed here? Tell other travellers": the report form, made for a 360 px phone with no script
// needed. Every question may be skipped; a refused report comes back with everything as typed and
// each message at its field. Its words come in the page's data in the page's language
// (app/routes/hotel-stayed.server.ts), so its script holds neither language's.
import { Form } from "react-router";
import { Honeypot } from "#app/components/visitor-forms/honeypot.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import {
  CheckboxQuestion,
  RadioQuestion,
  type Choices,
} from "#app/components/visitor-forms/question-boxes.tsx";
import { NOTE_MAX } from "#app/domain/facts/guest-report.ts";

export type ReportValues = Record<string, string>;

export type QuestionName = "power" | "water" | "hotWater" | "pickup";

export interface GuestReportFormWords {
  form: string;
  month: string;
  chooseMonth: string;
  skip: string;
  questions: Record<QuestionName, { legend: string; options: Choices }>;
  payment: { legend: string; options: Choices };
  note: string;
  noteHint: string;
  email: string;
  emailHint: string;
  honeypot: string;
  send: string;
}

function Question({
  name,
  values,
  errors,
  words,
}: {
  name: QuestionName;
  values: ReportValues;
  errors: Record<string, string>;
  words: GuestReportFormWords;
}) {
  return (
    <RadioQuestion
      name={name}
      {...words.questions[name]}
      skip={words.skip}
      value={values[name]}
      error={errors[name]}
    />
  );
}

export function GuestReportForm({
  months,
  values,
  errors,
  words,
}: {
  /** The months a stay may be reported for, newest first, each with its words. */
  months: readonly { value: string; label: string }[];
  values: ReportValues;
  errors: Record<string, string>;
  words: GuestReportFormWords;
}) {
  return (
    <Form method="post" aria-label={words.form} noValidate>
      <SelectField
        label={words.month}
        name="stayMonth"
        className="mt-6"
        defaultValue={values.stayMonth ?? ""}
        error={errors.stayMonth}
        required
        options={[{ value: "", label: words.chooseMonth }, ...months]}
      />
      <Question name="power" values={values} errors={errors} words={words} />
      <Question name="water" values={values} errors={errors} words={words} />
      <Question name="hotWater" values={values} errors={errors} words={words} />
      <CheckboxQuestion
        name="payment"
        {...words.payment}
        value={values.payment}
        error={errors.payment}
      />
      <Question name="pickup" values={values} errors={errors} words={words} />
      <Field
        label={words.note}
        hint={words.noteHint}
        name="note"
        multiline
        rows={3}
        maxLength={NOTE_MAX}
        className="mt-6"
        defaultValue={values.note ?? ""}
        error={errors.note}
      />
      <Field
        label={words.email}
        hint={words.emailHint}
        name="email"
        type="email"
        autoComplete="email"
        required
        className="mt-6"
        defaultValue={values.email ?? ""}
        error={errors.email}
      />
      <Honeypot label={words.honeypot} />
      <Button className="mt-6 w-full sm:w-auto">{words.send}</Button>
    </Form>
  );
}
