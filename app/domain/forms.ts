// The newsletter and contact schemas, shared by the JSON API, the no-JS route actions and the
// browser (one set of rules everywhere). Limits are ours: SPEC.md sets none, and unbounded text
// is an abuse vector.
import { z } from "#app/domain/zod.ts";

export const CONTACT_LIMITS = { name: 200, email: 320, message: 5_000 } as const;

/** Visually hidden field that only bots fill in; a filled one is answered like success. */
export const HONEYPOT_FIELD = "website";

const email = (max: number) =>
  z
    .string({ error: "Email is required." })
    .trim()
    .min(1, "Email is required.")
    .max(max, `Email must be at most ${max} characters.`)
    .pipe(z.email("Enter a valid email address."));

export const SubscribeSchema = z.object({
  email: email(CONTACT_LIMITS.email).transform((value) => value.toLowerCase()),
});
export type SubscribeInput = z.infer<typeof SubscribeSchema>;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`);

export const ContactSchema = z.object({
  name: required("Name", CONTACT_LIMITS.name),
  email: email(CONTACT_LIMITS.email),
  message: required("Message", CONTACT_LIMITS.message),
  [HONEYPOT_FIELD]: z.string().max(1_000).optional(),
});
export type ContactInput = z.infer<typeof ContactSchema>;

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first message per field, for showing next to the fields. */
export function fieldErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors as FieldErrors<T>;
}

/** Turns FormData into a plain object of its string fields (files are ignored). */
export function formFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}
