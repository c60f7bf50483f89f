// Outgoing e-mail through SMTP_URL (nodemailer). Without SMTP_URL nothing is sent and callers
// say so to the operator.
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "#app/env.server.ts";

let transport: Transporter | undefined;

export function isMailConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

function getTransport(): Transporter {
  const url = getEnv().SMTP_URL;
  if (!url) throw new Error("SMTP_URL is not set");
  transport ??= nodemailer.createTransport(url);
  return transport;
}

export interface ReplyMail {
  to: { name: string; email: string };
  originalMessage: string;
  sentAt: string;
  reply: string;
}

/** E-mails an operator's reply to a contact message, quoting the message it answers. */
export async function sendReplyMail(mail: ReplyMail): Promise<void> {
  const env = getEnv();
  const quoted = mail.originalMessage
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  await getTransport().sendMail({
    from: { name: env.SITE_NAME, address: env.CONTACT_EMAIL },
    replyTo: env.CONTACT_EMAIL,
    to: { name: mail.to.name, address: mail.to.email },
    subject: `Re: your message to ${env.SITE_NAME}`,
    text: `Hello ${mail.to.name},\n\n${mail.reply}\n\n${env.SITE_NAME}\n${env.CONTACT_EMAIL}\n\nOn ${mail.sentAt} you wrote:\n${quoted}\n`,
  });
}
