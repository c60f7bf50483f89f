// The operator's e-mail settings: the address the site's e-mail comes from, the postal address
// every newsletter's footer must show (CAN-SPAM) and where alerts go. The environment gives the
// first values.
import { MAILBOX_HINT, parseMailbox } from "#app/domain/mail/mailbox.ts";
import { z } from "#app/domain/shared/zod.ts";

export const MailSettingsSchema = z.object({
  /** Empty: the contact mailbox. A bare address is sent with the site's name. */
  senderAddress: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || parseMailbox(value) !== null,
      `Enter ${MAILBOX_HINT}, or leave it empty to send from the contact mailbox.`,
    )
    .default(""),
  postalAddress: z
    .string()
    .trim()
    .max(300, "The postal address must be at most 300 characters.")
    .default(""),
  /** Where operator alerts go (docs/decisions/030). Empty: OPERATOR_EMAIL, else the contact mailbox. */
  alertsAddress: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || z.email().safeParse(value).success,
      "Enter one e-mail address, or leave it empty to send alerts to the contact mailbox.",
    )
    .default(""),
});
export type MailSettings = z.infer<typeof MailSettingsSchema>;
