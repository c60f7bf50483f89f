// The System tab and the operator's alert digest against the real server, its own embedded
// database (the digest is once a day per database, so no other server may claim this one's day)
// and a real SMTP server: a broken partner link and a bounced e-mail reach the operator in one
// digest, and sending the day's digest again sends nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, postJson, visibleText } from "#tests/http.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";
import { startSmtpSink, type SmtpSink } from "#tests/smtp-sink.ts";

const run = Date.now().toString(36);
const OPERATOR = `ops.${run}@example.com`;
// The sink refuses bounce.* addresses for good (550), so a reply to this visitor fails.
const BOUNCING_VISITOR = `bounce.${run}@example.com`;
const BROKEN_LINK = "https://127.0.0.1:9/no-partner-here";

let smtp: SmtpSink;
let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    env: {
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_RETRY_BASE_SECONDS: "1",
      MAIL_RATE_PER_MINUTE: "30000",
      OPERATOR_EMAIL: OPERATOR,
      // Every partner earns: the digest then has only what this test breaks to report.
      BOOKING_AID: "1234567",
      TRAVELPAYOUTS_MARKER: "123456",
      DISCOVERCARS_AID: "akwaaba",
      GETYOURGUIDE_PARTNER_ID: "AKWAABA",
    },
  });
  cookie = await adminCookie(server.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanUp();
  await smtp?.stop();
});

const toOperator = () => smtp.received.filter((mail) => mail.to.includes(OPERATOR));

async function systemTab(): Promise<string> {
  const response = await fetch(`${server.url}/admin/dashboard/system`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** Presses "Send today's digest now"; answers what the action said (its data request). */
async function sendDigest(): Promise<string> {
  const response = await fetch(`${server.url}/admin/dashboard/system.data`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent: "send-digest" }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

async function replyTo(email: string, text: string) {
  const sent = await postJson(server.url, "/api/contact", {
    name: "Ama Visitor",
    email,
    message: `A question about Accra hotels (${text}).`,
  });
  expect(sent.status).toBeLessThan(300);
  const contacts = (await (
    await fetch(`${server.url}/api/admin/contacts`, { headers: { Cookie: cookie } })
  ).json()) as { id: number; email: string }[];
  const contact = contacts.find((item) => item.email === email)!;
  const reply = await postJson(
    server.url,
    `/api/admin/contacts/${contact.id}/reply`,
    { replyMessage: `Akwaaba! (${text})` },
    { Cookie: cookie, Origin: server.url },
  );
  expect(reply.status).toBeLessThan(300);
}

describe("the System tab", () => {
  it("shows backups, jobs, e-mail, links, facts and media, behind the admin session", async () => {
    const anonymous = await fetch(`${server.url}/admin/dashboard/system`, { redirect: "manual" });
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(anonymous.status).toBeLessThan(400);

    const html = await systemTab();
    const text = visibleText(html);
    for (const heading of [
      "Backups",
      "Jobs",
      "E-mail",
      "Partner links",
      "Facts overdue",
      "Media storage",
      "Alerts",
    ]) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
    expect(text).toContain("No backup yet — see Backups.");
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>System<\/a>/);
    // The digest's recurring job and the mailer, from pg-boss.
    expect(html).toMatch(
      /<th scope="row"[^>]*><code>operator-digest<\/code><\/th><td[^>]*><code>0 7 \* \* \*<\/code>/,
    );
    expect(html).toContain("<code>mail</code>");
    expect(text).toContain(`A digest goes to ${OPERATOR}`);
    expect(text).toMatch(/Photos \d+ Originals/);
  });
});

describe("the operator's daily digest", () => {
  it("mails a broken link and a failing e-mail once, and not again the same day", async () => {
    // A reply that bounces for good.
    await replyTo(BOUNCING_VISITOR, "bounces");
    const masked = `b***@example.com`;
    await expect
      .poll(async () => visibleText(await systemTab()), { timeout: 20_000 })
      .toContain(masked);
    expect(await systemTab()).not.toContain(BOUNCING_VISITOR);

    // A hotel's partner link that answers nobody, found by the link check.
    const list = (await (
      await fetch(`${server.url}/api/admin/content/hotels`, { headers: { Cookie: cookie } })
    ).json()) as { items: { id: number; name: string; version: number }[] };
    const hotel = list.items[0]!;
    const saved = await fetch(`${server.url}/api/admin/content/hotels/${hotel.id}`, {
      method: "PUT",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ version: hotel.version, affiliateLink: BROKEN_LINK }),
    });
    expect(saved.status).toBe(200);
    const check = await postJson(
      server.url,
      "/api/admin/link-check",
      {},
      {
        Cookie: cookie,
        Origin: server.url,
      },
    );
    expect(check.status).toBe(200);
    expect(visibleText(await systemTab())).toContain(`Hotel: ${hotel.name}:`);

    expect(await sendDigest()).toContain("queued");
    await expect.poll(() => toOperator().length, { timeout: 20_000 }).toBe(1);
    const digest = toOperator()[0]!;
    expect(digest.headers).toMatch(/^Subject: .*need.* your attention/m);
    expect(digest.decoded).toContain(`Hotel: ${hotel.name}: No answer`);
    expect(digest.decoded).toContain(`contact-reply to ${masked}`);
    expect(digest.decoded).not.toContain(BOUNCING_VISITOR);
    expect(digest.decoded).toContain("/admin/dashboard/system");

    // Again the same day: refused, and nothing queued. A mail queued after it arrives, and the
    // outbox sends in order, so a second digest would have arrived by then.
    expect(await sendDigest()).toContain("already-sent");
    const after = `after.${run}@example.com`;
    await replyTo(after, "after");
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes(after)).length, {
        timeout: 20_000,
      })
      .toBe(1);
    expect(toOperator()).toHaveLength(1);
  });
});

describe("the alert address", () => {
  async function saveMail(alertsAddress: string) {
    return fetch(`${server.url}/admin/dashboard/settings`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        intent: "mail",
        senderAddress: "",
        postalAddress: "",
        alertsAddress,
      }),
    });
  }

  it("is an e-mail setting the operator changes in Settings, checked as an address", async () => {
    const refused = await saveMail("not an address");
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Enter one e-mail address");

    const elsewhere = `oncall.${run}@example.com`;
    expect((await saveMail(elsewhere)).status).toBe(200);
    expect(visibleText(await systemTab())).toContain(`A digest goes to ${elsewhere}`);
  });
});

describe("an erased reader's mail", () => {
  /** The E-mail section's "Queued" figure. */
  const queuedMail = async () => /Queued\s*(\d+)/.exec(visibleText(await systemTab()))?.[1];

  it("drops a confirmation still waiting for SMTP, rather than retrying it to nobody", async () => {
    const reader = `erased.${run}@example.com`;
    await smtp.stop();
    const signedUp = await postJson(
      server.url,
      "/api/subscribe",
      { email: reader },
      { "X-Forwarded-For": "192.0.2.77" },
    );
    expect(signedUp.status).toBe(202);
    // The confirmation waits in the outbox while SMTP is down.
    await expect.poll(queuedMail, { timeout: 15_000 }).toBe("1");

    const list = (await (
      await fetch(`${server.url}/api/admin/subscriptions`, { headers: { Cookie: cookie } })
    ).json()) as { id: number; email: string }[];
    const { id } = list.find((item) => item.email === reader)!;
    const erased = await fetch(`${server.url}/api/admin/subscriptions/${id}`, {
      method: "DELETE",
      headers: { Cookie: cookie, Origin: server.url },
    });
    expect(erased.status).toBe(200);
    // Skipped at once, before SMTP is back: nothing left to retry.
    expect(await queuedMail()).toBe("0");

    await smtp.start();
    // Retries come every second here (MAIL_RETRY_BASE_SECONDS): a few would have run by now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await queuedMail()).toBe("0");
    expect(visibleText(await systemTab())).not.toContain("Nothing to send");
    expect(smtp.received.filter((mail) => mail.to.includes(reader))).toHaveLength(0);
  });
});
