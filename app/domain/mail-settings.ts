// The operator's e-mail settings: the address the site's e-mail comes from and the postal address
// every newsletter's footer must show (CAN-SPAM). The environment gives the first values.
import { z } from "#app/domain/zod.ts";

export const MailSettingsSchema = z.object({
  /** Empty: the contact mailbox. */
  senderAddress: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || z.email().safeParse(value).success,
      "Enter an e-mail address, or leave it empty to send from the contact mailbox.",
    )
    .default(""),
  postalAddress: z
    .string()
    .trim()
    .max(300, "The postal address must be at most 300 characters.")
    .default(""),
});
export type MailSettings = z.infer<typeof MailSettingsSchema>;
