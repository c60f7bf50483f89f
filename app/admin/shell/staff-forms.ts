// Operator form rules, shared by the browser and the server (SPEC.md section 5).
import { z } from "#app/domain/shared/zod.ts";
import { pageNumber } from "#app/domain/hotel-lists/page-number.ts";

const staffEmail = z
  .string({ error: "Please enter your e-mail address." })
  .trim()
  .min(1, "Please enter your e-mail address.")
  .max(254, "The e-mail address is too long.")
  .pipe(z.email("Enter an e-mail address such as name@example.com."))
  .transform((value) => value.toLowerCase());

// Named accounts (issue 28): the e-mail, the password, and a second-factor code the two-factor
// sign-in reads (accepted and ignored until then). The password is checked first, so a form
// without one still says the spec's 'Please enter the admin password.'
export const LoginSchema = z.object({
  password: z
    .string({ error: "Please enter the admin password." })
    .max(1000, "The password is too long.")
    .refine((value) => value.trim() !== "", "Please enter the admin password."),
  email: staffEmail,
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

export const PASSWORD_MIN_LENGTH = 12;

/** A password a person chooses: long enough to resist guessing, not absurdly long. */
export const newPassword = z
  .string({ error: "Please choose a password." })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(1000, "The password is too long.");

/** Accepting an invitation or a reset link: the new password, and on an invitation a name. */
export const SetPasswordSchema = z.object({
  password: newPassword,
  name: z.string().trim().max(100, "Keep the name under 100 characters.").optional(),
});

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Please enter your current password." })
    .min(1, "Please enter your current password.")
    .max(1000, "The password is too long."),
  password: newPassword,
});

export const ForgotPasswordSchema = z.object({ email: staffEmail });

const role = z.enum(["owner", "editor", "contributor", "analyst"], {
  error: "Choose a role: owner, editor, contributor or analyst.",
});

export const InviteSchema = z.strictObject(
  { email: staffEmail, role },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown field "${issue.keys[0]}".` : undefined,
  },
);

export const RoleChangeSchema = z.strictObject(
  { role },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown field "${issue.keys[0]}".` : undefined,
  },
);

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
