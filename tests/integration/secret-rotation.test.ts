// Issue 27: rotating SESSION_SECRET broke the unsubscribe links in newsletters already sent, and
// an erased address that signed up again was mailed. Links now verify against SESSION_SECRET and
// every secret in SESSION_SECRET_PREVIOUS, and the suppression list is keyed on no secret at all.
// The server runs on its own embedded database, restarted under each secret in turn.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminCookie, postJson } from "#tests/http.ts";
import { makeDataDir, startServer, type RunningServer } from "#tests/server-process.ts";
import { startSmtpSink, type SmtpSink } from "#tests/smtp-sink.ts";

const FIRST = "first-session-secret-0123456789abcdef-rotation";
const SECOND = "second-session-secret-0123456789abcdef-rotation";
const THIRD = "third-session-secret-0123456789abcdef-rotation";
const run = Date.now().toString(36);
const address = (name: string) => `${name}.${run}@example.com`;
const dataDir = makeDataDir();
let smtp: SmtpSink;
let server: RunningServer | undefined;

async function startWith(secrets: Record<string, string>) {
  await server?.stop();
  server = await startServer({
    dataDir,
    env: {
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      POSTAL_ADDRESS: "Akwaaba Stays, 1 Test Street, Accra, Ghana",
      MAIL_RATE_PER_MINUTE: "30000",
      MAIL_RETRY_BASE_SECONDS: "1",
      SESSION_SECRET_PREVIOUS: "",
      ...secrets,
    },
  });
  return server;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

function signUp(email: string, client: string) {
  return postJson(server!.url, "/api/subscribe", { email }, { "X-Forwarded-For": client });
}

async function confirm(email: string) {
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
  const link = /\/newsletter\/confirm\?token=[\w.-]+/.exec(mailsTo(email)[0]!.decoded)![0];
  expect((await fetch(`${server!.url}${link}`, { method: "POST" })).status).toBe(200);
}

/** Signs `email` up again beside a fresh address, and says whether `email` was mailed. */
async function isMailedAfterSigningUp(email: string, control: string, client: string) {
  const before = mailsTo(email).length;
  expect((await signUp(email, client)).status).toBe(202);
  expect((await signUp(control, client)).status).toBe(202);
  // The control's confirmation went through the same outbox after this one would have.
  await expect.poll(() => mailsTo(control).length, { timeout: 15_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 500));
  return mailsTo(email).length > before;
}

it("keeps sent unsubscribe links working and erased addresses unmailed across rotations", async () => {
  let running = await startWith({ SESSION_SECRET: FIRST });
  const reader = address("abena");
  const erased = address("kwame");
  for (const [index, email] of [reader, erased].entries()) {
    expect((await signUp(email, `192.0.2.${60 + index}`)).status).toBe(202);
    await confirm(email);
  }
  const cookie = await adminCookie(running.url);
  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${server!.url}/api/admin/${path}`, {
      ...init,
      headers: { Cookie: cookie, Origin: server!.url, "Content-Type": "application/json" },
    });
  const subject = `Rotation ${run}`;
  const created = await admin("campaigns", {
    method: "POST",
    body: JSON.stringify({ subject, body: "Akwaaba!" }),
  });
  const { id } = (await created.json()) as { id: number };
  const send = await admin(`campaigns/${id}/send`, {
    method: "POST",
    body: JSON.stringify({ confirmRecipients: 2 }),
  });
  expect(send.status).toBe(202);
  const newsletterTo = (email: string) =>
    mailsTo(email).find((mail) => mail.data.includes(`Subject: ${subject}`));
  await expect.poll(() => newsletterTo(reader) !== undefined, { timeout: 15_000 }).toBe(true);
  const unsubscribePath = /^List-Unsubscribe: <http:\/\/localhost:3000([^>]+)>/m.exec(
    newsletterTo(reader)!.headers,
  )![1]!;

  const subscribers = (await (await admin("subscriptions")).json()) as {
    id: number;
    email: string;
  }[];
  const erasedId = subscribers.find((item) => item.email === erased)!.id;
  expect((await admin(`subscriptions/${erasedId}`, { method: "DELETE" })).status).toBe(200);

  // A rotation that keeps the old secret for verification.
  running = await startWith({ SESSION_SECRET: SECOND, SESSION_SECRET_PREVIOUS: FIRST });
  // The operator's session is a random token in the database, signed with no secret: it stays.
  expect((await admin("subscriptions")).status).toBe(200);
  expect(await isMailedAfterSigningUp(erased, address("ama"), "192.0.2.70")).toBe(false);
  const page = await fetch(`${running.url}${unsubscribePath}`);
  expect(page.status).toBe(200);
  const oneClick = await fetch(`${running.url}${unsubscribePath}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);
  const after = (await (await admin("subscriptions")).json()) as {
    email: string;
    status: string;
  }[];
  expect(after.find((item) => item.email === reader)?.status).toBe("unsubscribed");

  // A second rotation that drops the first secret: links signed with it no longer verify, but
  // the erased address stays suppressed, since no secret keys the suppression list.
  running = await startWith({ SESSION_SECRET: THIRD });
  expect((await fetch(`${running.url}${unsubscribePath}`)).status).toBe(400);
  expect(await isMailedAfterSigningUp(erased, address("esi"), "192.0.2.71")).toBe(false);
}, 180_000);
