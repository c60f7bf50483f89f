// A server without SMTP_URL beside one with it, on one PostgreSQL database (as CI's PostgreSQL
// pass runs the suite's main server, which has no SMTP, beside each test file's own): the
// mail-less one took campaign jobs, queued every reader's message, and could not wake a mailer,
// so the campaign waited unsent until some other e-mail happened to wake one. Only a process
// that can send takes campaign jobs now. PostgreSQL only (the embedded database admits one
// process); the servers get a database of their own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, postJson } from "#tests/http.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";
import { startSmtpSink, type SmtpSink } from "#tests/smtp-sink.ts";

const run = Date.now().toString(36);
let database: OwnDatabase | null = null;
let smtp: SmtpSink;
let mailer: RunningServer | undefined;
let mailLess: RunningServer | undefined;

beforeAll(async () => {
  database = await createOwnDatabase("mail_less");
  if (!database) return;
  smtp = await startSmtpSink();
  // One after the other: the first applies the migrations.
  mailer = await startServer({
    env: {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      POSTAL_ADDRESS: "Akwaaba Stays, 1 Test Street, Accra, Ghana",
      MAIL_RETRY_BASE_SECONDS: "1",
    },
  });
  mailLess = await startServer({ env: { DATABASE_URL: database.url, SMTP_URL: "" } });
}, 180_000);

afterAll(async () => {
  mailer?.child.kill("SIGCONT");
  for (const server of [mailer, mailLess]) {
    await server?.stop();
    server?.cleanUp();
  }
  await smtp?.stop();
  await database?.drop();
});

describe.skipIf(!process.env.DATABASE_URL)("a server without SMTP beside one with it", () => {
  it("leaves campaign jobs to the server that can send them", async () => {
    const email = `reader.${run}@example.com`;
    expect((await postJson(mailer!.url, "/api/subscribe", { email })).status).toBe(202);
    await expect.poll(() => smtp.received.length, { timeout: 60_000 }).toBe(1);
    const link = /\/newsletter\/confirm\?token=[\w.-]+/.exec(smtp.received[0]!.decoded)![0];
    expect((await fetch(`${mailer!.url}${link}`, { method: "POST" })).status).toBe(200);

    const cookie = await adminCookie(mailer!.url);
    const admin = (base: string, path: string, body?: unknown) =>
      fetch(`${base}/api/admin/${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { Cookie: cookie, Origin: base, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const subject = `Mail-less ${run}`;
    const created = await admin(mailer!.url, "campaigns", { subject, body: "Akwaaba!" });
    const { id } = (await created.json()) as { id: number };
    const at = Date.now() + 3_000;
    const scheduled = await admin(mailer!.url, `campaigns/${id}/send`, {
      at: new Date(at).toISOString(),
      confirmRecipients: 1,
    });
    expect(scheduled.status).toBe(202);

    // The server that can send is frozen while the campaign's job comes due, so only the
    // mail-less one could take it; it must leave it waiting.
    mailer!.child.kill("SIGSTOP");
    try {
      await new Promise((resolve) => setTimeout(resolve, at - Date.now() + 6_000));
    } finally {
      mailer!.child.kill("SIGCONT");
    }
    const status = async () =>
      ((await (await admin(mailLess!.url, `campaigns/${id}`)).json()) as { status: string }).status;
    await expect.poll(status, { timeout: 60_000 }).toBe("sent");
    const newsletters = smtp.received.filter((mail) => mail.data.includes(`Subject: ${subject}`));
    expect(newsletters.map((mail) => mail.to)).toEqual([[email]]);
  }, 180_000);
});
