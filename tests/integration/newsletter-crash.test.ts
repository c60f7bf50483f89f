// A campaign to 500 subscribers survives the server being killed mid-send: after a restart it
// finishes, and every subscriber has the newsletter exactly once. The kill lands while the SMTP
// server holds a message unanswered, so that message was never accepted and must go again.
// The readers are the set-up, not the subject: one signs up and confirms through the server; the
// other 499 are made before it starts, by the same use-cases, models and message
// (tests/newsletter-readers.ts), and the test holds their rows to that one's.
import { asc, eq, and } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { emailOutbox, newsletterSubscriptions, subscriberConsents } from "#db/schema.ts";
import { adminCookie, BROWSER_USER_AGENT, postJson } from "#tests/http.ts";
import { addConfirmedReaders } from "#tests/newsletter-readers.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import {
  startServer,
  makeDataDir,
  TEST_SESSION_SECRET,
  type RunningServer,
} from "#tests/server-process.ts";
import { startSmtpSink, type SmtpSink } from "#tests/smtp-sink.ts";
import { rmSync } from "node:fs";

const SUBSCRIBERS = 500;
const run = Date.now().toString(36);
const dataDir = makeDataDir();
const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}.${run}@example.com`);
/** One address per client, as 500 readers would be. */
const addressOf = (index: number) => `10.9.${index >> 8}.${index & 255}`;
// A database of its own on PostgreSQL: the 500 readers, their confirmations and the campaign
// never meet another file's, and nothing has to be erased afterwards.
let database: OwnDatabase | null = null;
let smtp: SmtpSink;
let server: RunningServer;

// This process opens the server's database while no server has it (PGlite has one owner), and
// signs as the server does, so its readers' links and client hashes are the server's own.
if (process.env.DATABASE_URL) {
  database = await createOwnDatabase("newsletter_crash");
  process.env.DATABASE_URL = database!.url;
  process.env.DATABASE_OWNER_URL = database!.ownerUrl;
} else {
  process.env.DATA_DIR = dataDir;
}
process.env.SESSION_SECRET = TEST_SESSION_SECRET;
const { closeDb, getDb } = await import("#app/models/db.server.ts");
const { hashClient } = await import("#app/models/client-hash.server.ts");

const env = () => ({
  ...(database ? { DATABASE_URL: database.url } : {}),
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  POSTAL_ADDRESS: "Akwaaba Stays, 1 Test Street, Wilmington, DE 19801, USA",
  MAIL_RATE_PER_MINUTE: "30000",
  MAIL_RETRY_BASE_SECONDS: "1",
  // On PostgreSQL a dead process's claims lapse after this; on PGlite they go at the restart.
  MAIL_CLAIM_SECONDS: "2",
});

beforeAll(async () => {
  await addConfirmedReaders(await getDb(), emails.slice(1), (_, index) => ({
    clientAddress: addressOf(index + 1),
    userAgent: BROWSER_USER_AGENT,
    sourcePage: null,
  }));
  await closeDb();
  smtp = await startSmtpSink();
  server = await startServer({ dataDir, env: env() });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await closeDb();
  await smtp?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A reader's rows as the database holds them, without what is theirs alone (ids, times, their
 * address, their link, their client's hash), so that two readers' can be compared.
 */
async function rowsOf(index: number) {
  const db = await getDb();
  const email = emails[index]!;
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  const { id, subscribedAt, confirmedAt, confirmationSentAt, ...subscriber } = row!;
  const consents = await db
    .select()
    .from(subscriberConsents)
    .where(eq(subscriberConsents.subscriberId, id))
    .orderBy(asc(subscriberConsents.id));
  const mails = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.subscriberId, id), eq(emailOutbox.kind, "confirmation")));
  const own = (text: string | null) =>
    text
      ?.replaceAll(email, "{address}")
      .replace(/token=[\w.-]+/g, "token={token}")
      .replace(`<outbox-${mails[0]?.id}@`, "<outbox-{id}@");
  return {
    subscriber: {
      ...subscriber,
      email: own(subscriber.email),
      times: [subscribedAt, confirmedAt, confirmationSentAt].map((at) => at instanceof Date),
    },
    consents: consents.map(
      ({ id: _id, subscriberId: _subscriber, at, clientHash, ...consent }) => ({
        ...consent,
        at: at instanceof Date,
        clientHash:
          clientHash === hashClient("newsletter", addressOf(index)) ? "{hash}" : clientHash,
      }),
    ),
    confirmations: mails.map(
      ({ id: _id, subscriberId, createdAt, nextAttemptAt, sentAt, ...mail }) => ({
        ...mail,
        subscriberId: subscriberId === id,
        toAddress: own(mail.toAddress),
        html: own(mail.html),
        text: own(mail.text),
        messageId: own(mail.messageId),
        times: [createdAt, nextAttemptAt, sentAt].map((at) => at instanceof Date),
      }),
    ),
  };
}

it("finishes a campaign after a kill mid-send, mailing each of 500 subscribers exactly once", async () => {
  // The first reader signs up and confirms through the server, as a visitor does.
  const signUp = await postJson(
    server.url,
    "/api/subscribe",
    { email: emails[0] },
    { "X-Forwarded-For": addressOf(0) },
  );
  expect(signUp.status).toBe(202);
  const confirmation = () =>
    smtp.received.find(
      (mail) =>
        mail.data.includes("Subject: Confirm your subscription") && mail.to.includes(emails[0]!),
    );
  await expect.poll(confirmation, { timeout: 60_000 }).toBeDefined();
  const link = /\/newsletter\/confirm\?token=[\w.-]+/.exec(confirmation()!.decoded)![0];
  expect((await fetch(`${server.url}${link}`, { method: "POST" })).status).toBe(200);

  const cookie = await adminCookie(server.url);
  const admin = (path: string, body?: unknown) =>
    fetch(`${server.url}/api/admin/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const subject = `Crash test ${run}`;
  const created = await admin("campaigns", {
    subject,
    body: "Read the [FAQ](/faq) before you go.",
  });
  const { id } = (await created.json()) as { id: number };

  // The 200th newsletter is held unanswered; the server is killed while it waits.
  const newsletters = () =>
    smtp.received.filter((mail) => mail.data.includes(`Subject: ${subject}`));
  let seen = 0;
  const held = smtp.holdNext((data) => data.includes(`Subject: ${subject}`) && ++seen === 200);
  const { audience } = (await (await admin(`campaigns/${id}`)).json()) as { audience: number };
  expect((await admin(`campaigns/${id}/send`, { confirmRecipients: audience })).status).toBe(202);
  await held;
  const before = newsletters().length;
  expect(before).toBe(199);
  await server.stop("SIGKILL");

  server = await startServer({ dataDir, env: env() });
  const again = await adminCookie(server.url);
  type Figures = { recipients: number; sent: number; failed: number; skipped: number };
  const campaign = async () => {
    const response = await fetch(`${server.url}/api/admin/campaigns/${id}`, {
      headers: { Cookie: again },
    });
    return (await response.json()) as { status: string; figures: Figures };
  };
  // About 300 messages go after the restart, through pg-boss's polling, on a loaded machine.
  await expect.poll(async () => (await campaign()).status, { timeout: 120_000 }).toBe("sent");

  const perReader = new Map<string, number>();
  for (const mail of newsletters()) {
    for (const to of mail.to.filter((address) => emails.includes(address))) {
      perReader.set(to, (perReader.get(to) ?? 0) + 1);
    }
  }
  console.log(
    `crash mid-send: ${before} newsletters before the kill, ${newsletters().length} in all, to ${perReader.size} readers`,
  );
  expect(perReader.size).toBe(SUBSCRIBERS);
  expect([...perReader.values()].every((count) => count === 1)).toBe(true);
  // Every message the outbox calls sent was received once (the held one, never answered, is
  // not among them: it went again after the restart), and none was failed or skipped.
  const { figures } = await campaign();
  expect(figures).toMatchObject({ failed: 0, skipped: 0, sent: figures.recipients });
  expect(newsletters()).toHaveLength(figures.sent);

  // The readers made before the start hold the rows the one through the server holds.
  await server.stop();
  const throughServer = await rowsOf(0);
  expect(throughServer.consents.map((consent) => consent.event)).toEqual(["signup", "confirm"]);
  expect(throughServer.consents[0]!.clientHash).toBe("{hash}");
  expect(throughServer.confirmations).toMatchObject([
    { status: "sent", html: expect.stringContaining("token={token}") },
  ]);
  expect(await rowsOf(1)).toEqual(throughServer);
  expect(await rowsOf(SUBSCRIBERS - 1)).toEqual(throughServer);
}, 300_000);
