// The newsletter's lifecycle against the real server, database and a real SMTP server: double
// opt-in, consent records, one-click unsubscribe (RFC 8058), preferences, erasure, forged links,
// and the outbox holding a contact reply through an SMTP outage.
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { postJson, visibleText } from "#tests/http.ts";
import { MAIL_WAIT, startMailingServer, type MailingServer } from "#tests/mailing-server.ts";
import type { RunningServer } from "#tests/server-process.ts";
import type { SmtpSink } from "#tests/smtp-sink.ts";

let mailing: MailingServer;
let server: RunningServer;
let smtp: SmtpSink;
let cookie: string;
// CI's PostgreSQL pass shares one database between test files: addresses unique to this run.
const run = Date.now().toString(36);
const address = (name: string) => `${name}.${run}@example.com`;
// On CI's shared database the outbox may first send what earlier test files queued.
const CAMPAIGN_WAIT = 90_000;
vi.setConfig({ testTimeout: 240_000 });

beforeAll(async () => {
  mailing = await startMailingServer({
    env: {
      DKIM_DOMAIN: "akwaabastays.com",
      DKIM_SELECTOR: "mail2026",
      DKIM_PRIVATE_KEY: generateKeyPairSync("rsa", { modulusLength: 2048 })
        .privateKey.export({ type: "pkcs8", format: "pem" })
        .toString(),
    },
  });
  ({ server, smtp, cookie } = mailing);
}, 120_000);

afterAll(() => mailing?.stop());

const mailsTo = (email: string) => mailing.mailsTo(email);

// Sign-ups are limited to 10 per client in 10 minutes, and this file makes 10 from its main
// client: an address of this run's own lets the file run again on the same database at once.
const stamp = Number.parseInt(run, 36);
const runClient = `198.18.${Math.floor(stamp / 256) % 256}.${stamp % 256}`;

async function signUp(email: string, from = "/blog", client = runClient) {
  return postJson(
    server.url,
    "/api/subscribe",
    { email },
    { Referer: `${server.url}${from}`, "X-Forwarded-For": client },
  );
}

/** Pressing the confirmation page's button: its form posts back to the link. */
const CONFIRM = { method: "POST" } as const;

async function confirmationLink(email: string): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { timeout: MAIL_WAIT }).toBeGreaterThan(0);
  const mail = mailsTo(email).at(-1)!;
  return /\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.decoded)![0];
}

type Subscriber = {
  id: number;
  email: string;
  status: string;
  confirmedAt: string | null;
  consents: { event: string; sourcePage: string | null; wording: string | null }[];
};

async function subscriber(email: string): Promise<Subscriber | undefined> {
  const list = (await (
    await fetch(`${server.url}/api/admin/subscriptions`, { headers: { Cookie: cookie } })
  ).json()) as { id: number; email: string }[];
  const found = list.find((item) => item.email === email);
  if (!found) return undefined;
  const response = await fetch(`${server.url}/api/admin/subscriptions/${found.id}`, {
    headers: { Cookie: cookie },
  });
  return (await response.json()) as Subscriber;
}

describe("double opt-in", () => {
  it("e-mails a confirmation link; following it makes the address active, once", async () => {
    const email = address("ama");
    const response = await signUp(email);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ status: "pending" });
    const link = await confirmationLink(email);
    const mail = mailsTo(email)[0]!;
    expect(mail.data).toMatch(/^Subject: Confirm your subscription to Akwaaba Stays/m);
    // Signed with the configured DKIM key.
    const dkim = /^DKIM-Signature: (.*)$/m.exec(mail.headers)?.[1] ?? "";
    expect(dkim).toMatch(/\ba=rsa-sha256;/);
    expect(dkim).toMatch(/\bd=akwaabastays\.com;/);
    expect(dkim).toMatch(/\bs=mail2026;/);
    expect(mail.data).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(await subscriber(email)).toMatchObject({ status: "pending", confirmedAt: null });

    // Opening the link (a mail scanner does) only shows the button: nothing changes.
    for (let opened = 0; opened < 2; opened++) {
      const shown = await fetch(`${server.url}${link}`);
      expect(shown.status).toBe(200);
      expect(shown.headers.get("cache-control")).toBe("private, no-store");
      const shownHtml = await shown.text();
      expect(visibleText(shownHtml)).toContain("Confirm my subscription");
      expect(shownHtml).toMatch(/<form\b[^>]*\bmethod="post"[^>]*>/);
      expect(await subscriber(email)).toMatchObject({ status: "pending", confirmedAt: null });
    }
    // Pressing it (a POST, no script needed) confirms.
    const confirmed = await fetch(`${server.url}${link}`, CONFIRM);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("cache-control")).toBe("private, no-store");
    expect(visibleText(await confirmed.text())).toContain("You're subscribed");
    const active = await subscriber(email);
    expect(active).toMatchObject({ status: "active" });
    expect(active!.confirmedAt).not.toBeNull();
    // The consent record: where, which words, then the confirmation.
    expect(active!.consents.map((consent) => consent.event)).toEqual(["signup", "confirm"]);
    expect(active!.consents[0]).toMatchObject({ sourcePage: "/blog" });
    expect(active!.consents[0]!.wording).toMatch(/We send a link to confirm your address first/);

    // A second sign-up while the first e-mail is fresh sends no second one.
    expect((await signUp(address("twice"))).status).toBe(202);
    await confirmationLink(address("twice"));
    expect((await signUp(address("twice"))).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(address("twice"))).toHaveLength(1);

    // The link is spent: following it again says so without changing anything, and, since a
    // spent link may have been forwarded, without the address or a way into its preferences.
    const again = await fetch(`${server.url}${link}`, CONFIRM);
    const againHtml = await again.text();
    expect(visibleText(againHtml)).toContain("Already confirmed");
    expect(againHtml).not.toContain(address("ama"));
    expect(againHtml).not.toContain("/newsletter/preferences?token=");
  });

  it("answers an active address exactly like a new one, and sends it nothing", async () => {
    const email = address("kwame");
    await signUp(email);
    await fetch(`${server.url}${await confirmationLink(email)}`, CONFIRM);
    const before = mailsTo(email).length;
    const again = await signUp(email);
    expect(again.status).toBe(202);
    expect(await again.json()).toMatchObject({ status: "pending" });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(email)).toHaveLength(before);
  });

  it("shows a clear page for a forged or damaged link, never an error", async () => {
    for (const token of [
      "",
      "garbage",
      "1.0.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    ]) {
      const response = await fetch(`${server.url}/newsletter/confirm?token=${token}`);
      expect(response.status).toBe(400);
      const text = visibleText(await response.text());
      expect(text).toContain("This link does not work");
      expect(text).not.toMatch(/Error:|at \//);
    }
    const unsubscribe = await fetch(`${server.url}/newsletter/unsubscribe?token=forged`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(unsubscribe.status).toBe(400);
  });
});

describe("leaving", () => {
  it("unsubscribes at once on a one-click POST, and the preferences page subscribes again", async () => {
    const email = address("esi");
    await signUp(email);
    const confirmed = await (
      await fetch(`${server.url}${await confirmationLink(email)}`, CONFIRM)
    ).text();
    const token = /\/newsletter\/preferences\?token=([\w.-]+)/.exec(confirmed)![1]!;

    const oneClick = await fetch(`${server.url}/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await subscriber(email))?.status).toBe("unsubscribed");

    const page = await fetch(`${server.url}/newsletter/unsubscribe?token=${token}`);
    expect(visibleText(await page.text())).toContain("You're unsubscribed");

    const back = await fetch(`${server.url}/newsletter/preferences?token=${token}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "subscribe" }),
    });
    expect(visibleText(await back.text())).toContain("You're subscribed again.");
    const record = await subscriber(email);
    expect(record?.status).toBe("active");
    expect(record!.consents.map((consent) => consent.event)).toEqual([
      "signup",
      "confirm",
      "unsubscribe",
      "resubscribe",
    ]);
  });

  it("erases a subscriber and never mails the address again", async () => {
    const email = address("yaw");
    await signUp(email);
    await confirmationLink(email);
    const record = (await subscriber(email))!;
    const erased = await fetch(`${server.url}/api/admin/subscriptions/${record.id}`, {
      method: "DELETE",
      headers: { Cookie: cookie, Origin: server.url },
    });
    expect(erased.status).toBe(200);
    expect(await subscriber(email)).toBeUndefined();
    const before = mailsTo(email).length;
    expect((await signUp(email)).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(email)).toHaveLength(before);
    expect(await subscriber(email)).toBeUndefined();
  });

  it("the tab's Erase button asks first when the browser could not (no JavaScript)", async () => {
    const email = address("efua");
    expect((await signUp(email, "/blog", "192.0.2.42")).status).toBe(202);
    const { id } = (await subscriber(email))!;
    const erase = (fields: Record<string, string>) =>
      fetch(`${server.url}/admin/dashboard/subscribers`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url },
        body: new URLSearchParams(fields),
      });
    const asked = await erase({ erase: String(id), confirmed: "" });
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(visibleText(question)).toContain(
      `Erase ${email}? Their data is deleted and the address is never mailed again.`,
    );
    expect(question).toContain(`name="confirmed" value="${id}"`);
    expect(await subscriber(email)).toBeDefined();
    // A confirmation for someone else erases nobody.
    await erase({ erase: String(id), confirmed: String(id + 1) });
    expect(await subscriber(email)).toBeDefined();
    await erase({ erase: String(id), confirmed: String(id) });
    expect(await subscriber(email)).toBeUndefined();
  });
});

describe("the outbox", () => {
  it("keeps a contact reply queued while SMTP is down and sends it when it returns", async () => {
    // An address no other test uses: the erase test's sign-up (efua) may have had its
    // confirmation sent before the erasure, and that mail is no reply.
    const sender = address("contact-efua");
    await postJson(
      server.url,
      "/api/contact",
      { name: "Efua", email: sender, message: "Is the Kakum canopy walk open in the rains?" },
      { "X-Forwarded-For": "192.0.2.11" },
    );
    const contacts = (await (
      await fetch(`${server.url}/api/admin/contacts`, { headers: { Cookie: cookie } })
    ).json()) as { id: number; email: string }[];
    const contact = contacts.find((item) => item.email === sender)!;

    await smtp.stop();
    const reply = await postJson(
      server.url,
      `/api/admin/contacts/${contact.id}/reply`,
      { replyMessage: "Yes, it opens daily; go early before the rain." },
      { Cookie: cookie, Origin: server.url },
    );
    expect(reply.status).toBe(200);
    const inbox = async () => {
      const html = await (
        await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie } })
      ).text();
      // This contact's own list item: the ones after it are other contacts, with states of
      // their own (on a shared database, earlier runs' replies, sent or failed).
      const at = html.indexOf(sender);
      return visibleText(html.slice(at, html.indexOf("</li>", at)));
    };
    await expect
      .poll(inbox, { timeout: MAIL_WAIT })
      .toMatch(/e-mail queued; last try: .*ECONNREFUSED/);
    expect(mailsTo(sender)).toHaveLength(0);

    await smtp.start();
    await expect.poll(inbox, { timeout: MAIL_WAIT }).toContain("(e-mail sent)");
    expect(mailsTo(sender)).toHaveLength(1);
    expect(mailsTo(sender)[0]!.decoded).toContain("Yes, it opens daily; go early before the rain.");
  });
});

describe("a permanent refusal", () => {
  it("marks a reply failed with the server's reason, and does not retry it", async () => {
    const sender = `bounce.${run}@example.com`;
    await postJson(
      server.url,
      "/api/contact",
      { name: "Kojo", email: sender, message: "Which tro-tro goes to Kokrobite?" },
      { "X-Forwarded-For": "192.0.2.12" },
    );
    const contacts = (await (
      await fetch(`${server.url}/api/admin/contacts`, { headers: { Cookie: cookie } })
    ).json()) as { id: number; email: string }[];
    const contact = contacts.find((item) => item.email === sender)!;
    await postJson(
      server.url,
      `/api/admin/contacts/${contact.id}/reply`,
      { replyMessage: "The one from Kaneshie, marked Kokrobite." },
      { Cookie: cookie, Origin: server.url },
    );
    const html = async () => {
      const page = await (
        await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie } })
      ).text();
      const at = page.indexOf(sender);
      return visibleText(page.slice(at, page.indexOf("</li>", at)));
    };
    await expect
      .poll(html, { timeout: MAIL_WAIT })
      .toMatch(/e-mail failed: .*550 5\.1\.1 No such mailbox here/);
  });
});

describe("campaigns", () => {
  type Campaign = {
    id: number;
    status: string;
    figures: { recipients: number; sent: number; unsubscribes: number; clicks: number };
  };
  const admin = (path: string, method = "GET", body?: unknown) =>
    fetch(`${server.url}/api/admin/${path}`, {
      method,
      headers: {
        Cookie: cookie,
        Origin: server.url,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const newsletters = (subject: string) =>
    smtp.received.filter((mail) => mail.data.includes(`Subject: ${subject}`));

  it("mails every active subscriber once, never a pending one, with one-click unsubscribe", async () => {
    const active = address("adwoa");
    await signUp(active);
    await fetch(`${server.url}${await confirmationLink(active)}`, CONFIRM);
    const pending = address("pending");
    await signUp(pending);
    await confirmationLink(pending);

    const partner = await admin("campaigns", "POST", {
      subject: "Not this one",
      body: "Book [here](https://www.booking.com/hotel/gh/x.html).",
    });
    expect(partner.status).toBe(400);
    expect(((await partner.json()) as { fieldErrors: { body: string } }).fieldErrors.body).toMatch(
      /partner and shop links do not belong in e-mail/,
    );

    const subject = `Harmattan season tips ${run}`;
    const created = await admin("campaigns", "POST", {
      subject,
      preheader: "Dust, dry air and clear skies",
      body: "## Before you fly\n\nRead our [visa guide](/blog/ghana-visa-requirements) first.",
    });
    expect(created.status).toBe(201);
    const campaign = (await created.json()) as Campaign;

    const test = await admin(`campaigns/${campaign.id}/test`, "POST", { email: address("editor") });
    expect(test.status).toBe(202);
    await expect.poll(() => mailsTo(address("editor")).length, { timeout: MAIL_WAIT }).toBe(1);
    expect(mailsTo(address("editor"))[0]!.data).toContain(`Subject: [Test] ${subject}`);

    // A send names the number it goes to: without it, or with a number that is not the list's
    // now, nothing goes, and the answer says how many it would reach.
    const { audience } = (await (await admin(`campaigns/${campaign.id}`)).json()) as {
      audience: number;
    };
    expect(audience).toBeGreaterThanOrEqual(1);
    const unconfirmed = await admin(`campaigns/${campaign.id}/send`, "POST", {});
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toMatchObject({
      recipients: audience,
      error: expect.stringContaining(`confirmRecipients: ${audience}`) as string,
    });
    const stale = await admin(`campaigns/${campaign.id}/send`, "POST", {
      confirmRecipients: audience + 1,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      recipients: audience,
      error: expect.stringContaining("The number of recipients changed") as string,
    });
    expect(((await (await admin(`campaigns/${campaign.id}`)).json()) as Campaign).status).toBe(
      "draft",
    );
    expect(
      (await admin(`campaigns/${campaign.id}/send`, "POST", { confirmRecipients: audience }))
        .status,
    ).toBe(202);
    await expect
      .poll(
        async () => ((await (await admin(`campaigns/${campaign.id}`)).json()) as Campaign).status,
        { timeout: CAMPAIGN_WAIT },
      )
      .toBe("sent");

    const sent = newsletters(subject);
    // Everyone this file confirmed and left subscribed, once each; the pending address never.
    expect(sent.filter((mail) => mail.to.includes(active))).toHaveLength(1);
    expect(sent.filter((mail) => mail.to.includes(pending))).toHaveLength(0);
    const recipients = sent.flatMap((mail) => mail.to);
    expect(new Set(recipients).size).toBe(recipients.length);
    for (const mail of sent) {
      expect(mail.headers).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[\w.-]+&c=\d+>,\s+<mailto:hello@akwaabastays\.com\?subject=unsubscribe>/m,
      );
      expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(mail.decoded).toContain("1 Test Street, Wilmington");
      expect(mail.decoded).toContain("you signed up for the Akwaaba Stays newsletter");
    }

    // A link in it is counted, then leads to the page.
    const mail = sent.find((item) => item.to.includes(active))!;
    const click = /http:\/\/localhost:3000(\/newsletter\/click\?c=\d+&amp;to=[^"]+)"/.exec(
      mail.decoded,
    )!;
    const followed = await fetch(`${server.url}${click[1]!.replaceAll("&amp;", "&")}`, {
      redirect: "manual",
    });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/blog/ghana-visa-requirements");

    // The header's one-click address unsubscribes at once, and the campaign counts it.
    const oneClick = /^List-Unsubscribe: <http:\/\/localhost:3000([^>]+)>/m.exec(mail.headers)![1]!;
    const left = await fetch(`${server.url}${oneClick}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(left.status).toBe(200);
    expect((await subscriber(active))?.status).toBe("unsubscribed");
    const after = (await (await admin(`campaigns/${campaign.id}`)).json()) as Campaign & {
      finishedAt: string | null;
    };
    // The mailer recorded when the last message went.
    expect(after.finishedAt).not.toBeNull();
    const figures = after.figures;
    expect(figures).toMatchObject({
      recipients: sent.length,
      sent: sent.length,
      clicks: 1,
      unsubscribes: 1,
    });
  });
  it("the dashboard's send form asks to confirm the number it goes to, and asks again when it changed", async () => {
    const subject = `Confirm first ${run}`;
    const { id } = (await (
      await admin("campaigns", "POST", { subject, body: "See the [FAQ](/faq)." })
    ).json()) as Campaign;
    const send = (fields: Record<string, string>) =>
      fetch(`${server.url}/admin/dashboard/campaigns/${id}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url },
        body: new URLSearchParams({ intent: "send", ...fields }),
        redirect: "manual",
      });
    const count = (n: number) => `${n} ${n === 1 ? "subscriber" : "subscribers"}`;
    const statusOf = async () =>
      (await (await admin(`campaigns/${id}`)).json()) as Campaign & { audience: number };

    // The plain form (no JavaScript) answers "Send now" with the question, not a send.
    const { audience } = await statusOf();
    const asked = await send({});
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(visibleText(question)).toContain(`Send to ${count(audience)}?`);
    expect(question).toContain(`name="confirmRecipients" value="${audience}"`);
    expect((await statusOf()).status).toBe("draft");

    // Someone confirms their address meanwhile: the confirmed number is stale, so it asks again.
    const newcomer = address("newcomer");
    // From an address of its own: sign-ups are rate-limited per client.
    expect((await signUp(newcomer, "/blog", "192.0.2.40")).status).toBe(202);
    await fetch(`${server.url}${await confirmationLink(newcomer)}`, CONFIRM);
    const stale = await send({ confirmRecipients: String(audience) });
    expect(stale.status).toBe(409);
    const again = visibleText(await stale.text());
    expect(again).toContain(
      `you confirmed ${count(audience)}, and it now goes to ${count(audience + 1)}`,
    );
    expect(again).toContain(`Send to ${count(audience + 1)}?`);
    expect((await statusOf()).status).toBe("draft");

    const sent = await send({ confirmRecipients: String(audience + 1) });
    expect(sent.status).toBe(302);
    await expect
      .poll(async () => (await statusOf()).status, { timeout: CAMPAIGN_WAIT })
      .toBe("sent");
    await expect.poll(() => newsletters(subject).length, { timeout: MAIL_WAIT }).toBe(audience + 1);
  });

  it("counts active subscribers as subscribers, with pending ones beside them", async () => {
    type Stats = { totalSubscriptions: number; pendingSubscriptions: number };
    const stats = async () =>
      (await (
        await fetch(`${server.url}/api/admin/dashboard`, { headers: { Cookie: cookie } })
      ).json()) as Stats;
    const before = await stats();
    const reader = address("counted");
    expect((await signUp(reader, "/blog", "192.0.2.41")).status).toBe(202);
    const link = await confirmationLink(reader);
    expect(await stats()).toMatchObject({
      totalSubscriptions: before.totalSubscriptions,
      pendingSubscriptions: before.pendingSubscriptions + 1,
    });
    await fetch(`${server.url}${link}`, CONFIRM);
    const confirmed = await stats();
    expect(confirmed).toMatchObject({
      totalSubscriptions: before.totalSubscriptions + 1,
      pendingSubscriptions: before.pendingSubscriptions,
    });
    // A campaign sent now goes to exactly the subscribers the card counts.
    const draft = (await (
      await admin("campaigns", "POST", { subject: `Count ${run}`, body: "Hi." })
    ).json()) as Campaign;
    const { audience } = (await (await admin(`campaigns/${draft.id}`)).json()) as {
      audience: number;
    };
    expect(audience).toBe(confirmed.totalSubscriptions);

    const found = await subscriber(reader);
    await fetch(`${server.url}/api/admin/subscriptions/${found!.id}`, {
      method: "DELETE",
      headers: { Cookie: cookie, Origin: server.url },
    });
    expect((await stats()).totalSubscriptions).toBe(before.totalSubscriptions);

    const dashboard = visibleText(
      await (await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie } })).text(),
    );
    const now = await stats();
    expect(dashboard).toContain(
      `Newsletter Subscribers ${now.totalSubscriptions} active · ${now.pendingSubscriptions} pending`,
    );
    const tab = visibleText(
      await (
        await fetch(`${server.url}/admin/dashboard/subscribers`, { headers: { Cookie: cookie } })
      ).text(),
    );
    expect(tab).toContain(
      `${now.totalSubscriptions} active (confirmed, mailed) · ${now.pendingSubscriptions} pending confirmation`,
    );
  });

  it("sends a scheduled campaign when its time comes, and not before", async () => {
    const subject = `Scheduled ${run}`;
    const created = await admin("campaigns", "POST", { subject, body: "See the [FAQ](/faq)." });
    const { id } = (await created.json()) as Campaign;
    const at = new Date(Date.now() + 4_000).toISOString();
    const { audience } = (await (await admin(`campaigns/${id}`)).json()) as { audience: number };
    const scheduled = await admin(`campaigns/${id}/send`, "POST", {
      at,
      confirmRecipients: audience,
    });
    expect(scheduled.status).toBe(202);
    expect(await scheduled.json()).toMatchObject({ status: "scheduled" });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(newsletters(subject)).toHaveLength(0);
    await expect
      .poll(async () => ((await (await admin(`campaigns/${id}`)).json()) as Campaign).status, {
        timeout: CAMPAIGN_WAIT,
      })
      .toBe("sent");
    expect(newsletters(subject).length).toBeGreaterThan(0);
    // The trail says it went at its time, not only that it was scheduled.
    const audit = (await (await admin("audit")).json()) as {
      actor: string;
      action: string;
      changes: Record<string, unknown>;
    }[];
    expect(audit).toContainEqual(
      expect.objectContaining({
        actor: "system",
        action: `campaign ${id} sent to ${audience} subscribers as scheduled`,
        changes: { status: { from: "scheduled", to: "sending" } },
      }),
    );
  });
  it("sends from the sender and postal address set in Settings, logged in the audit log", async () => {
    const settings = (fields: Record<string, string>) =>
      fetch(`${server.url}/admin/dashboard/settings`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url },
        body: new URLSearchParams({ intent: "mail", ...fields }),
      });
    const refused = await settings({ senderAddress: "not an address", postalAddress: "" });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Enter an e-mail address");
    expect(
      (
        await settings({
          senderAddress: "news@akwaabastays.com",
          postalAddress: "PO Box 1234, Accra",
        })
      ).status,
    ).toBe(200);
    try {
      const created = await admin("campaigns", "POST", { subject: `From ${run}`, body: "Hello." });
      const { id } = (await created.json()) as Campaign;
      await admin(`campaigns/${id}/test`, "POST", { email: address("sender-check") });
      await expect
        .poll(() => mailsTo(address("sender-check")).length, { timeout: MAIL_WAIT })
        .toBe(1);
      const mail = mailsTo(address("sender-check"))[0]!;
      expect(mail.headers).toMatch(/^From: Akwaaba Stays <news@akwaabastays\.com>/m);
      expect(mail.decoded).toContain("PO Box 1234, Accra");
      const audit = (await (
        await fetch(`${server.url}/api/admin/audit`, { headers: { Cookie: cookie } })
      ).json()) as { action: string; changes: Record<string, { to: string }> }[];
      expect(
        audit.find((entry) => entry.action === "e-mail settings saved")?.changes,
      ).toMatchObject({
        postalAddress: { to: "PO Box 1234, Accra" },
      });
    } finally {
      await settings({
        senderAddress: "",
        postalAddress: "Akwaaba Stays, 1 Test Street, Wilmington, DE 19801, USA",
      });
    }
  });
});
