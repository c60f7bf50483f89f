// The operator's e-mail settings: the address the site's e-mail comes from and the postal address
// every newsletter's footer must show (CAN-SPAM). The environment gives the first values.
import { MAILBOX_HINT, parseMailbox } from "#app/domain/mailbox.ts";
import { z } from "#app/domain/zod.ts";

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
});
export type MailSettings = z.infer<typeof MailSettingsSchema>;
