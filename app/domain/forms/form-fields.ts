// What the forms and their handlers share that needs no schema: the limits (ours: SPEC.md sets
// none, and unbounded text is an abuse vector), the honeypot's name and reading form fields.

export const CONTACT_LIMITS = { name: 200, email: 320, message: 5_000 } as const;

/** Visually hidden field that only bots fill in; a filled one is answered like success. */
export const HONEYPOT_FIELD = "website";

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Turns FormData into a plain object of its string fields (files are ignored). */
export function formFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}
