// A labelled form field with its error: the label names the control, and an error marks it
// invalid and is read with it (aria-describedby), so every form says what is wrong the same way.
import {
  useId,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

// slate-500 keeps the control's edge at 4.7:1 against white (WCAG's 3:1 for UI components).
const CONTROL =
  "mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-700 disabled:bg-slate-100 disabled:text-slate-500";
const LABEL = "block text-sm font-semibold text-slate-900";

interface FieldOwnProps {
  label: string;
  /** The server's or the browser's message for this field, shown under it. */
  error?: string | null;
  /** Shown under the label; read with the field. */
  hint?: string;
  /** Hides the label visually; it still names the field. */
  isLabelHidden?: boolean;
  /** The wrapper's classes. */
  className?: string;
  /** Added to the control's classes. */
  controlClassName?: string;
}

type InputFieldProps = FieldOwnProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & { multiline?: false };
type TextareaFieldProps = FieldOwnProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & { multiline: true };

export function Field(props: InputFieldProps | TextareaFieldProps) {
  const generatedId = useId();
  const {
    label,
    error,
    hint,
    isLabelHidden = false,
    className = "",
    controlClassName = "",
    ...rest
  } = props;
  const id = rest.id ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    className: `${CONTROL} ${controlClassName}`,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={isLabelHidden ? "sr-only" : LABEL}>
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
      {errorLine(errorId, error)}
    </div>
  );
}

/** A field's message, read with its control through the id; nothing when there is none. */
function errorLine(id: string | undefined, error: string | null | undefined) {
  return error ? (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  ) : null;
}

function omitMultiline<T extends { multiline?: boolean }>({ multiline: _, ...rest }: T) {
  return rest;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> {
  label: string;
  /** Each option's value, shown as itself unless a label is given. */
  options: readonly (string | { value: string; label: string })[];
  className?: string;
  /** The server's message for this choice, shown under it. */
  error?: string | null;
}

/** A labelled list of options. */
export function SelectField({ label, options, className, error, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const id = select.id ?? generatedId;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        className={CONTROL}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [select["aria-describedby"], errorId].filter(Boolean).join(" ") || undefined
        }
      >
        {options.map((option) => {
          const { value, label: text } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {errorLine(errorId, error)}
    </div>
  );
}
