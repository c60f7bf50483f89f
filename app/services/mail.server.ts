// The SMTP connection (SMTP_URL, nodemailer), signed with DKIM when a key is configured. Without
// SMTP_URL nothing is sent: the outbox keeps what is queued and the dashboard says e-mail is off.
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "#app/env.server.ts";

let transport: Transporter | undefined;

export function isMailConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

export function getTransport(): Transporter {
  const env = getEnv();
  if (!env.SMTP_URL) throw new Error("SMTP_URL is not set");
  const dkim =
    env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
      ? {
          domainName: env.DKIM_DOMAIN,
          keySelector: env.DKIM_SELECTOR,
          // A key in an environment variable usually has its line breaks written as \n.
          privateKey: env.DKIM_PRIVATE_KEY.replace(/\\n/g, "\n"),
        }
      : undefined;
  transport ??= nodemailer.createTransport(env.SMTP_URL, dkim ? { dkim } : undefined);
  return transport;
}

/** Who the site's e-mail comes from: MAIL_FROM, or the contact mailbox. */
export function sender(): { name: string; address: string } {
  const env = getEnv();
  return { name: env.SITE_NAME, address: env.MAIL_FROM ?? env.CONTACT_EMAIL };
}
