import { HONEYPOT_FIELD } from "#app/domain/form-fields.ts";

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order, no autofill); bots that fill every input give themselves away.
 */
export function Honeypot() {
  return (
    <div
      aria-hidden="true"
      lang="en"
      className="absolute -left-[10000px] h-px w-px overflow-hidden"
    >
      <label htmlFor={`${HONEYPOT_FIELD}-field`}>Leave this field empty</label>
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
