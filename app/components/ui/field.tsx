// A labelled form field with its error: the label names the control, and an error marks it
// invalid and is read with it (aria-describedby), so every form says what is wrong the same way.
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";

const CONTROL =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-700";

interface FieldOwnProps {
  label: string;
  /** The server's or the browser's message for this field, shown under it. */
  error?: string | null;
  /** Shown under the label; read with the field. */
  hint?: string;
  /** Hides the label visually; it still names the field. */
  isLabelHidden?: boolean;
  className?: string;
}

type InputFieldProps = FieldOwnProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & { multiline?: false };
type TextareaFieldProps = FieldOwnProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & { multiline: true };

export function Field(props: InputFieldProps | TextareaFieldProps) {
  const generatedId = useId();
  const { label, error, hint, isLabelHidden = false, className = "", ...rest } = props;
  const id = rest.id ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    className: CONTROL,
  };
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={isLabelHidden ? "sr-only" : "block text-sm font-semibold text-slate-900"}
      >
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {rest.multiline ? (
        <textarea {...omitMultiline(rest)} {...control} />
      ) : (
        <input {...omitMultiline(rest)} {...control} />
      )}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function omitMultiline<T extends { multiline?: boolean }>({ multiline: _, ...rest }: T) {
  return rest;
}
