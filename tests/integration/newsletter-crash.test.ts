// A campaign to 500 subscribers survives the server being killed mid-send: after a restart it
// finishes, and every subscriber has the newsletter exactly once. The kill lands while the SMTP
// server holds a message unanswered, so that message was never accepted and must go again.
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminCookie, postJson } from "#tests/http.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { startServer, makeDataDir, type RunningServer } from "#tests/server-process.ts";
import { startSmtpSink, type SmtpSink } from "#tests/smtp-sink.ts";
import { rmSync } from "node:fs";

const SUBSCRIBERS = 500;
const run = Date.now().toString(36);
const dataDir = makeDataDir();
// A database of its own on PostgreSQL: the 500 readers, their confirmations and the campaign
// never meet another file's, and nothing has to be erased afterwards.
let database: OwnDatabase | null = null;
let smtp: SmtpSink;
let server: RunningServer;

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
  database = await createOwnDatabase("newsletter_crash");
  smtp = await startSmtpSink();
  server = await startServer({ dataDir, env: env() });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `work` over the items, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

it("finishes a campaign after a kill mid-send, mailing each of 500 subscribers exactly once", async () => {
  const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}.${run}@example.com`);
  await inParallel(emails, 16, async (email) => {
    const index = emails.indexOf(email);
    const response = await postJson(
      server.url,
      "/api/subscribe",
      { email },
      // One address per client, as 500 readers would be.
      { "X-Forwarded-For": `10.9.${index >> 8}.${index & 255}` },
    );
    expect(response.status).toBe(202);
  });
  const confirmations = () =>
    smtp.received.filter(
      (mail) =>
        mail.data.includes("Subject: Confirm your subscription") &&
        mail.to.some((to) => emails.includes(to)),
    );
  await expect.poll(() => confirmations().length, { timeout: 60_000 }).toBe(SUBSCRIBERS);
  const links = confirmations().map(
    (mail) => /\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.decoded)![0],
  );
  await inParallel(links, 16, async (link) => {
    expect((await fetch(`${server.url}${link}`, { method: "POST" })).status).toBe(200);
  });

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
}, 300_000);
