// The newsletter and contact schemas, shared by the JSON API and the no-JS route actions (one set
// of rules for both). The browser uses form-fields.ts only, so zod stays out of its bundle.
import { z } from "#app/domain/shared/zod.ts";
import { CONTACT_LIMITS, HONEYPOT_FIELD, type FieldErrors } from "#app/domain/forms/form-fields.ts";
import { LOCALES } from "#app/domain/languages/locale.ts";

const email = (max: number) =>
  z
    .string({ error: "Email is required." })
    .trim()
    .min(1, "Email is required.")
    .max(max, `Email must be at most ${max} characters.`)
    .pipe(z.email("Enter a valid email address."));

export const SubscribeSchema = z.object({
  email: email(CONTACT_LIMITS.email).transform((value) => value.toLowerCase()),
  [HONEYPOT_FIELD]: z.string().max(1_000).optional(),
});
export type SubscribeInput = z.infer<typeof SubscribeSchema>;

/**
 * POST /api/subscribe's body: a sign-up and, optionally, the language its e-mails go in (issue
 * 44), English unless said. The forms take theirs from their page's address instead.
 */
export const SubscribeApiSchema = SubscribeSchema.extend({
  language: z
    .enum(LOCALES, { error: 'Language must be "en" or "fr".' })
    .optional()
    .transform((value) => value ?? "en"),
});
export type SubscribeApiInput = z.infer<typeof SubscribeApiSchema>;

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

/** The first message per field, for showing next to the fields. */
export function fieldErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors as FieldErrors<T>;
}
