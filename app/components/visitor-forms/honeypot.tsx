import { HONEYPOT_FIELD } from "#app/domain/forms/form-fields.ts";

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order, no autofill); bots that fill every input give themselves away. Its label is in the
 * page's language, from the form's words, so a French page holds no English label (and no
 * script shared by both languages carries one).
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-field`}>{label}</label>
      <input
        id={`${HONEYPOT_FIELD}-field`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
