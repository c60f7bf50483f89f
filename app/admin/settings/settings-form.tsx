// The settings forms, shared by the Settings and Backups tabs: after a refused save a form's
// fields keep what was typed, each with its message; otherwise they show what is stored, and a
// field is drawn anew when the stored value changes, so a save shows at once.
import type { InputHTMLAttributes, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";

/** What a settings action answered in place: after a refusal, the fields at fault and the values. */
export interface SettingsAnswer {
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  toast?: unknown;
}

export interface ShownSettings {
  value: (name: string) => string;
  error: (name: string) => string | undefined;
}

/**
 * What one form's fields show: typed values after that form was refused (`intent` is the form's
 * hidden intent; "" for a form without one), stored values otherwise.
 */
export function shownSettings(
  answer: SettingsAnswer | undefined,
  stored: Readonly<Record<string, string>>,
  intent: string,
): ShownSettings {
  const errors = answer?.fieldErrors ?? {};
  const values = answer?.values ?? {};
  const isRefused = Object.keys(errors).length > 0 && (values.intent ?? "") === intent;
  return {
    value: (name) => (isRefused ? (values[name] ?? "") : (stored[name] ?? "")),
    error: (name) => errors[name],
  };
}

/** A settings field as a form lists it: its name, label, hint and input attributes. */
export type SettingFieldSpec = { name: string; label: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "className" | "name" | "defaultValue"
>;

type SettingFieldProps = SettingFieldSpec & { shown: ShownSettings };

/** A text field of a settings form, showing what `shown` says. */
export function SettingField({ shown, name, ...field }: SettingFieldProps) {
  const value = shown.value(name);
  return (
    <Field
      {...field}
      key={`${name}-${value}`}
      name={name}
      defaultValue={value}
      error={shown.error(name)}
    />
  );
}

/**
 * One settings form posting its `intent`: a heading, its fields (and any `children`), and a save
 * button that shows "Saving..." while this form is on its way.
 */
export function SettingsForm({
  id,
  title,
  intent,
  fields = [],
  shown,
  submitLabel,
  className = "space-y-5",
  children,
}: {
  id: string;
  title: string;
  intent: string;
  fields?: readonly SettingFieldSpec[];
  shown?: ShownSettings;
  submitLabel: string;
  className?: string;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" className={className} aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <input type="hidden" name="intent" value={intent} />
      {shown
        ? fields.map((field) => <SettingField key={field.name} shown={shown} {...field} />)
        : null}
      {children}
      <Button isPending={navigation.formData?.get("intent") === intent} pendingLabel="Saving...">
        {submitLabel}
      </Button>
    </Form>
  );
}
