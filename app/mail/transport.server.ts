// The SMTP connection (SMTP_URL, nodemailer), signed with DKIM when a key is configured, and the
// sender from the operator's settings. Without
// SMTP_URL nothing is sent: the outbox keeps what is queued and the dashboard says e-mail is off.
import type { Transporter } from "nodemailer";
import { parseMailbox } from "#app/domain/mail/mailbox.ts";
import { getEnv } from "#app/env.server.ts";
import { loadMailSettings } from "#app/models/settings.server.ts";

let transport: Promise<Transporter> | undefined;

export function isMailConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

/**
 * The pooled connection, made with the first message. nodemailer loads only then: a process that
 * never sends (no SMTP_URL, or a replica whose outbox another drains) never holds its 10 MB.
 */
export function getTransport(): Promise<Transporter> {
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
  // One pooled connection per process: a new connection per message costs a handshake each,
  // and MAIL_RATE_PER_MINUTE paces the sending anyway.
  transport ??= import("nodemailer").then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url: env.SMTP_URL,
      pool: true,
      maxConnections: 1,
      ...(dkim ? { dkim } : {}),
    }),
  );
  return transport;
}

/** Closes the pooled connection (at shutdown). */
export async function closeMailTransport(): Promise<void> {
  const closing = transport;
  transport = undefined;
  (await closing)?.close();
}

/** Who the site's e-mail comes from: the sender in Settings, or the contact mailbox. */
export async function sender(): Promise<{ name: string; address: string }> {
  const env = getEnv();
  const { senderAddress } = await loadMailSettings();
  const chosen = parseMailbox(senderAddress);
  return { name: chosen?.name || env.SITE_NAME, address: chosen?.address ?? env.CONTACT_EMAIL };
}
