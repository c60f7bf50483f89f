// The built server with its mail going to a real SMTP server in the test process
// (tests/smtp-sink.ts), signed in as the owner: what every test file about e-mails starts from.
// Mail goes through pg-boss's polling and then the outbox, so the waits are for the end state.
import { expect } from "vitest";
import { adminCookie } from "#tests/http.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "#tests/smtp-sink.ts";

/** On a loaded machine, a mail has taken over 15 s to arrive: a long limit costs nothing. */
export const MAIL_WAIT = 60_000;

export interface MailingServer {
  server: RunningServer;
  smtp: SmtpSink;
  /** The file's own PostgreSQL database when it asked for one and runs on PostgreSQL. */
  database: OwnDatabase | null;
  /** The owner's session. */
  cookie: string;
  /** The mail the SMTP server accepted for this address, oldest first. */
  mailsTo: (email: string) => ReceivedMail[];
  /** Waits for a mail to this address (that `matching` accepts) and returns the last. */
  lastMailTo: (email: string, matching?: (mail: ReceivedMail) => boolean) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
}

export interface MailingServerOptions {
  env?: Record<string, string>;
  /**
   * On PostgreSQL, a database of the file's own under this name, for a file whose counts or
   * rows must not meet other files' (on PGlite every server has its own data directory).
   */
  ownDatabase?: string;
}

export async function startMailingServer(
  options: MailingServerOptions = {},
): Promise<MailingServer> {
  const smtp = await startSmtpSink();
  let database: OwnDatabase | null = null;
  if (options.ownDatabase) database = await createOwnDatabase(options.ownDatabase);
  const server = await startServer({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // A failed send is retried after a second rather than a minute, and no rate holds mail up.
      MAIL_RETRY_BASE_SECONDS: "1",
      MAIL_RATE_PER_MINUTE: "30000",
      // Newsletters refuse to go out without the postal address their footer must carry.
      POSTAL_ADDRESS: "Akwaaba Stays, 1 Test Street, Wilmington, DE 19801, USA",
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...options.env,
    },
  });
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  return {
    server,
    smtp,
    database,
    cookie: await adminCookie(server.url),
    mailsTo,
    lastMailTo: async (email, matching = () => true) => {
      await expect
        .poll(() => mailsTo(email).filter(matching).length, { timeout: MAIL_WAIT })
        .toBeGreaterThan(0);
      return mailsTo(email).filter(matching).at(-1)!;
    },
    stop: async () => {
      await server.stop();
      server.cleanUp();
      await database?.drop();
      await smtp.stop();
    },
  };
}
