// Operator form rules, shared by the browser and the server (SPEC.md section 5).
import { z } from "#app/domain/zod.ts";
import { pageNumber } from "#app/domain/page-number.ts";

export const LoginSchema = z.object({
  password: z
    .string({ error: "Please enter the admin password." })
    .max(1000, "The password is too long.")
    .refine((value) => value.trim() !== "", "Please enter the admin password."),
  /** The authenticator app's code or a recovery code, for a person with two-factor sign-in. */
  code: z.string({ error: "Send the code as text." }).max(100, "The code is too long.").optional(),
});

/** A code from the authenticator app, or a recovery code, wherever one is asked for. */
export const SecondFactorCodeSchema = z
  .string({ error: "Enter the 6-digit code from your authenticator app." })
  .trim()
  .min(1, "Enter the 6-digit code from your authenticator app.")
  .max(100, "The code is too long.");

/** The login screen's second step: the code, with the ticket the password step issued. */
export const LoginCodeSchema = z.object({
  ticket: z
    .string({ error: "That sign-in has expired. Enter your password again." })
    .max(200, "That sign-in has expired. Enter your password again."),
  code: SecondFactorCodeSchema,
});

export const REPLY_MAX_LENGTH = 5000;

export const ReplySchema = z.object({
  replyMessage: z
    .string({ error: "Please enter a reply message." })
    .trim()
    .min(1, "Please enter a reply message.")
    .max(REPLY_MAX_LENGTH, `Keep the reply under ${REPLY_MAX_LENGTH} characters.`),
});

/** Admin lists: 100 a page, newest first. */
export const ADMIN_PAGE_SIZE = 100;

export const AdminPageSchema = z.strictObject(
  {
    page: pageNumber,
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown query parameter "${issue.keys[0]}".`
        : undefined,
  },
);
