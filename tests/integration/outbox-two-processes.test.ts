// Issue 27: two servers on one PostgreSQL database, sending slower than a claim lasts, mailed a
// quarter of a campaign's readers twice: a batch claimed at once outlived its claim while being
// paced, and the other process took it again. Each message is now taken one at a time and held
// (its row locked) while it is sent: every reader gets each e-mail exactly once, at any pace.
// PostgreSQL only (the embedded database admits one process); the servers get a database of
// their own, so the suite's main server never drains their outbox.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, postJson } from "#tests/http.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";
import { startSmtpSink, type SmtpSink, type ReceivedMail } from "#tests/smtp-sink.ts";

const READERS = 84;
const run = Date.now().toString(36);
let database: OwnDatabase | null = null;
let smtp: SmtpSink;
const servers: RunningServer[] = [];

beforeAll(async () => {
  database = await createOwnDatabase("outbox_two");
  if (!database) return;
  smtp = await startSmtpSink();
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    POSTAL_ADDRESS: "Akwaaba Stays, 1 Test Street, Accra, Ghana",
    // 10 a second per process: a batch of 25 took 2.5 s to send, longer than this 1 s claim,
    // which is the probe's 60 a minute against a two-minute claim, made quicker.
    MAIL_RATE_PER_MINUTE: "600",
    MAIL_CLAIM_SECONDS: "1",
    MAIL_RETRY_BASE_SECONDS: "1",
  };
  // One after the other: the first applies the migrations.
  servers.push(await startServer({ env }));
  servers.push(await startServer({ env }));
}, 180_000);

afterAll(async () => {
  for (const server of servers) {
    await server.stop();
    server.cleanUp();
  }
  await smtp?.stop();
  await database?.drop();
});

function countPerReader(mails: ReceivedMail[]): Map<string, number> {
  const perReader = new Map<string, number>();
  for (const mail of mails) {
    for (const to of mail.to) perReader.set(to, (perReader.get(to) ?? 0) + 1);
  }
  return perReader;
}

describe.skipIf(!process.env.DATABASE_URL)("two servers draining one outbox", () => {
  it("mails every reader each message exactly once, though sending outlasts a claim", async () => {
    const emails = Array.from({ length: READERS }, (_, i) => `twice${i}.${run}@example.com`);
    await Promise.all(
      emails.map(async (email, index) => {
        const response = await postJson(
          servers[index % 2]!.url,
          "/api/subscribe",
          { email },
          { "X-Forwarded-For": `10.27.${index >> 8}.${index & 255}` },
        );
        expect(response.status).toBe(202);
      }),
    );
    const confirmations = () =>
      smtp.received.filter((mail) => mail.data.includes("Subject: Confirm your subscription"));
    await expect.poll(() => confirmations().length, { timeout: 60_000 }).toBe(READERS);
    // Let a lapsed claim be taken again, if the outbox still allowed it, before counting.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const confirmed = countPerReader(confirmations());
    expect(confirmed.size).toBe(READERS);
    expect([...confirmed.entries()].filter(([, count]) => count > 1)).toEqual([]);

    for (const [index, mail] of confirmations().entries()) {
      const link = /\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.decoded)![0];
      expect((await fetch(`${servers[index % 2]!.url}${link}`, { method: "POST" })).status).toBe(
        200,
      );
    }

    const [first] = servers;
    const cookie = await adminCookie(first!.url);
    const admin = (path: string, body?: unknown) =>
      fetch(`${first!.url}/api/admin/${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { Cookie: cookie, Origin: first!.url, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const subject = `Exactly once ${run}`;
    const created = await admin("campaigns", { subject, body: "Akwaaba!" });
    const { id } = (await created.json()) as { id: number };
    const { audience } = (await (await admin(`campaigns/${id}`)).json()) as { audience: number };
    expect(audience).toBe(READERS);
    expect((await admin(`campaigns/${id}/send`, { confirmRecipients: audience })).status).toBe(202);
    await expect
      .poll(
        async () => ((await (await admin(`campaigns/${id}`)).json()) as { status: string }).status,
        { timeout: 90_000, interval: 500 },
      )
      .toBe("sent");
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const newsletters = smtp.received.filter((mail) => mail.data.includes(`Subject: ${subject}`));
    const perReader = countPerReader(newsletters);
    expect(perReader.size).toBe(READERS);
    expect([...perReader.entries()].filter(([, count]) => count > 1)).toEqual([]);
  }, 240_000);
});
