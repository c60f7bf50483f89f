// The operator's API and screens against the real server: sessions, the brute-force limit,
// replies (with e-mail delivered to a real SMTP server), and the guard on every endpoint.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SMTPServer } from "smtp-server";
import {
  BROWSER_USER_AGENT,
  OWNER_EMAIL,
  OWNER_PASSWORD,
  postJson,
  visibleText,
} from "#tests/http.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";
import { startSmtpSink, type SmtpSink } from "#tests/smtp-sink.ts";
import routes from "#app/routes.ts";
import { routeLeaves } from "#tests/route-table.ts";
import { facts } from "#app/content/facts.ts";
import { factReviewRows } from "#app/domain/facts/fact-review.ts";
import type { ContactMessage } from "#app/models/contacts.server.ts";

const baseUrl = inject("baseUrl");
const PASSWORD = OWNER_PASSWORD;
let strangers = 0;
/** An address with no account, new each time, so per-account limits do not leak between tests. */
const stranger = () => `stranger-${process.pid}-${(strangers += 1)}@example.com`;

let clientCounter = 0;
/**
 * A distinct client address per test, so rate limits do not leak between tests, from a range no
 * other test file uses (the files share one server and run at the same time).
 */
function asClient() {
  clientCounter += 1;
  return { "X-Forwarded-For": `100.64.${clientCounter >> 8}.${clientCounter & 255}` };
}

async function logIn(base = baseUrl): Promise<string> {
  const response = await postJson(
    base,
    "/api/admin/login",
    { email: OWNER_EMAIL, password: PASSWORD },
    asClient(),
  );
  expect(response.status).toBe(200);
  // Production cookies are Secure, so the session's name takes the __Host- prefix.
  const [cookie] = response.headers.getSetCookie();
  expect(cookie).toMatch(
    /^__Host-akwaaba_admin=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800; Secure$/,
  );
  return cookie!.split(";")[0]!;
}

async function sendContact(
  base: string,
  message: { name: string; email: string; message: string },
) {
  const response = await postJson(base, "/api/contact", message, asClient());
  expect(response.status).toBeLessThan(300);
}

async function latestContacts(base: string, cookie: string) {
  const response = await fetch(`${base}/api/admin/contacts`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as ContactMessage[];
}

/** Every route inside the admin guard, from the route table, with its params filled in. */
const GUARDED = routeLeaves(routes)
  .filter((leaf) => leaf.isGuarded)
  .map((leaf) => `/${leaf.path.replace(/:[a-z]+\??/gi, "1")}`);
const GUARDED_API = GUARDED.filter((path) => path.startsWith("/api/"));
const GUARDED_PAGES = GUARDED.filter((path) => !path.startsWith("/api/"));

describe("admin routes without a session (every route the table puts inside the guard)", () => {
  it("the route table guards the API and the dashboard", () => {
    expect(GUARDED_API).toContain("/api/admin/dashboard");
    expect(GUARDED_API).toContain("/api/admin/contacts/1/reply");
    expect(GUARDED_PAGES).toContain("/admin/dashboard");
    expect(GUARDED_PAGES).toContain("/admin/dashboard/subscribers");
  });

  it.each(GUARDED_API)("GET and POST %s answer 401 JSON before any handler runs", async (path) => {
    for (const response of [await fetch(`${baseUrl}${path}`), await postJson(baseUrl, path, {})]) {
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(((await response.json()) as { error: string }).error).toMatch(/Log in/);
    }
  });

  it.each(GUARDED_PAGES)("GET and POST %s (and its .data) redirect to /admin", async (path) => {
    for (const target of [path, `${path}.data`]) {
      const get = await fetch(`${baseUrl}${target}`, { redirect: "manual" });
      const post = await fetch(`${baseUrl}${target}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "reply", id: "1", replyMessage: "x" }),
        redirect: "manual",
      });
      for (const response of [get, post]) {
        if (target.endsWith(".data")) {
          // React Router answers data requests with its own redirect envelope.
          expect(response.status).toBe(202);
          expect(response.headers.get("x-remix-redirect") ?? (await response.text())).toMatch(
            /\/admin/,
          );
        } else {
          expect(response.status).toBe(302);
          expect(response.headers.get("location")).toBe("/admin");
        }
      }
    }
  });

  it("a session under the cookie's old bare name is not read: its holder signs in again", async () => {
    const own = await logIn();
    const bare = own.replace(/^__Host-/, "");
    const response = await fetch(`${baseUrl}/api/admin/dashboard`, { headers: { Cookie: bare } });
    expect(response.status).toBe(401);
    expect(
      (await fetch(`${baseUrl}/api/admin/dashboard`, { headers: { Cookie: own } })).status,
    ).toBe(200);
  });

  it("a forged cookie changes nothing", async () => {
    const forged = await fetch(`${baseUrl}/api/admin/dashboard`, {
      headers: { Cookie: `__Host-akwaaba_admin=${"a".repeat(43)}` },
    });
    expect(forged.status).toBe(401);
  });
});

describe("POST /api/admin/login", () => {
  it("answers 401 'Invalid password' to a wrong password", async () => {
    const response = await postJson(
      baseUrl,
      "/api/admin/login",
      { email: stranger(), password: "nope" },
      asClient(),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid password" });
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("answers 400 to a blank or missing password", async () => {
    for (const body of [{ email: OWNER_EMAIL, password: "   " }, { email: OWNER_EMAIL }, {}]) {
      const response = await postJson(baseUrl, "/api/admin/login", body, asClient());
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/admin password/);
    }
  });

  it("locks a client out after 5 failures in 15 minutes, with Retry-After, even for the right password", async () => {
    const client = asClient();
    for (let i = 0; i < 5; i++) {
      const response = await postJson(
        baseUrl,
        "/api/admin/login",
        { email: stranger(), password: `bad-${i}` },
        client,
      );
      expect(response.status).toBe(401);
    }
    const locked = await postJson(
      baseUrl,
      "/api/admin/login",
      { email: OWNER_EMAIL, password: PASSWORD },
      client,
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await locked.json()) as { error: string }).error).toMatch(/Too many failed attempts/);
    // Another client is not affected.
    expect(
      (
        await postJson(
          baseUrl,
          "/api/admin/login",
          { email: OWNER_EMAIL, password: PASSWORD },
          asClient(),
        )
      ).status,
    ).toBe(200);
  });

  it("checks no more than 5 guesses sent at once, however many arrive together", async () => {
    const client = asClient();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson(
          baseUrl,
          "/api/admin/login",
          { email: stranger(), password: `parallel-${i}` },
          client,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it("gives a right password's guess back, so the operator is not locked out by their own logins", async () => {
    const client = asClient();
    for (let i = 0; i < 8; i++) {
      const response = await postJson(
        baseUrl,
        "/api/admin/login",
        { email: OWNER_EMAIL, password: PASSWORD },
        client,
      );
      expect(response.status).toBe(200);
    }
    for (let i = 0; i < 5; i++) {
      const wrong = await postJson(
        baseUrl,
        "/api/admin/login",
        { email: stranger(), password: `bad-${i}` },
        client,
      );
      expect(wrong.status).toBe(401);
    }
  });

  it("refuses a login posted from another site", async () => {
    const response = await postJson(
      baseUrl,
      "/api/admin/login",
      { email: OWNER_EMAIL, password: PASSWORD },
      { ...asClient(), Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
  });
});

describe("with a session", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await logIn();
  });

  it("reads the stats, lists and CSV with SPEC.md's fields", async () => {
    await sendContact(baseUrl, { name: "Ama", email: "ama@example.com", message: "Stats check" });
    const stats = await fetch(`${baseUrl}/api/admin/dashboard`, { headers: { Cookie: cookie } });
    expect(stats.status).toBe(200);
    expect(stats.headers.get("cache-control")).toBe("private, no-store");
    const body = (await stats.json()) as Record<string, number>;
    expect(Object.keys(body).sort()).toEqual(
      [
        "totalAnalytics",
        "totalContacts",
        "totalSubscriptions",
        "pendingSubscriptions",
        "unreadContacts",
      ].sort(),
    );
    expect(body.totalContacts).toBeGreaterThanOrEqual(1);
    expect(body.unreadContacts).toBeGreaterThanOrEqual(1);

    const contacts = await latestContacts(baseUrl, cookie);
    expect(contacts[0]).toMatchObject({ name: "Ama", message: "Stats check", replied: false });
    const dates = contacts.map((contact) => Date.parse(contact.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    // The API records the language asked for (issue 44), English unless said.
    const french = await postJson(
      baseUrl,
      "/api/subscribe",
      { email: "Awa.CSV@Example.ci", language: "fr" },
      asClient(),
    );
    expect(french.status).toBe(202);
    expect(((await french.json()) as { message: string }).message).toMatch(
      /^(Presque fini|Merci : votre inscription)/,
    );
    await postJson(baseUrl, "/api/subscribe", { email: "Kofi.CSV@Example.com" }, asClient());
    const subscriptions = await fetch(`${baseUrl}/api/admin/subscriptions`, {
      headers: { Cookie: cookie },
    });
    const list = (await subscriptions.json()) as { email: string; subscribedAt: string }[];
    expect(list[0]).toMatchObject({
      email: "kofi.csv@example.com",
      status: "pending",
      confirmedAt: null,
      language: "en",
    });
    expect(list.find((item) => item.email === "awa.csv@example.ci")).toMatchObject({
      language: "fr",
    });
    // The studio's subscriber table has a column for it.
    const tab = await fetch(`${baseUrl}/admin/dashboard/subscribers`, {
      headers: { Cookie: cookie },
    });
    const table = /<table\b[\s\S]*?<\/table>/.exec(await tab.text())?.[0] ?? "";
    expect(table).toMatch(/<th\b[^>]*>Language<\/th>/);
    const row = (email: string) =>
      visibleText(table.split("</tr>").find((chunk) => chunk.includes(email)) ?? "");
    expect(row("awa.csv@example.ci")).toContain("French");
    expect(row("kofi.csv@example.com")).toContain("English");
    expect(Number(subscriptions.headers.get("x-total-count"))).toBeGreaterThanOrEqual(1);

    const csv = await fetch(`${baseUrl}/api/admin/subscriptions.csv`, {
      headers: { Cookie: cookie },
    });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(
      /attachment; filename="newsletter-subscribers-/,
    );
    const text = await csv.text();
    expect(text.startsWith("email,subscribed_at,status,confirmed_at,language\r\n")).toBe(true);
    // Without e-mail nobody can confirm: the sign-up stays pending.
    expect(text).toMatch(/kofi\.csv@example\.com,\d{4}-\d\d-\d\dT[\d:.]+Z,pending,,en\r\n/);
    expect(text).toMatch(/awa\.csv@example\.ci,\d{4}-\d\d-\d\dT[\d:.]+Z,pending,,fr\r\n/);

    await postJson(
      baseUrl,
      "/api/analytics",
      { eventType: "affiliate_click", eventData: "hotel:labadi-beach-hotel" },
      { ...asClient(), "User-Agent": BROWSER_USER_AGENT },
    );
    const events = await fetch(`${baseUrl}/api/admin/analytics`, { headers: { Cookie: cookie } });
    const eventList = (await events.json()) as {
      eventType: string;
      eventData: string;
      userAgent: string;
    }[];
    expect(eventList[0]).toMatchObject({
      eventType: "affiliate_click",
      eventData: "hotel:labadi-beach-hotel",
      userAgent: BROWSER_USER_AGENT,
    });
  });

  it("rejects bad paging parameters with 400", async () => {
    for (const query of ["?page=0", "?page=x", "?sort=name"]) {
      const response = await fetch(`${baseUrl}/api/admin/contacts${query}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status, query).toBe(400);
    }
  });

  it("records a reply once: 200, then 409; 404 for an unknown id; 400 for a blank reply", async () => {
    await sendContact(baseUrl, { name: "Yaw", email: "yaw@example.com", message: "Reply flow" });
    const [message] = await latestContacts(baseUrl, cookie);
    expect(message!.message).toBe("Reply flow");
    const path = `/api/admin/contacts/${message!.id}/reply`;

    const blank = await postJson(baseUrl, path, { replyMessage: "   " }, { Cookie: cookie });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toMatch(/reply message/);

    const sent = await postJson(
      baseUrl,
      path,
      { replyMessage: "  Akwaaba!  " },
      { Cookie: cookie },
    );
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ ok: true, emailed: false });

    const [after] = await latestContacts(baseUrl, cookie);
    expect(after).toMatchObject({ replied: true, replyMessage: "Akwaaba!" });
    expect(Date.parse(after!.repliedAt!)).toBeGreaterThan(Date.parse(after!.createdAt) - 1000);

    const again = await postJson(baseUrl, path, { replyMessage: "Twice" }, { Cookie: cookie });
    expect(again.status).toBe(409);
    const unknown = await postJson(
      baseUrl,
      "/api/admin/contacts/999999/reply",
      { replyMessage: "Hello" },
      { Cookie: cookie },
    );
    expect(unknown.status).toBe(404);
    const foreign = await postJson(
      baseUrl,
      path,
      { replyMessage: "x" },
      {
        Cookie: cookie,
        Origin: "https://evil.example",
      },
    );
    expect(foreign.status).toBe(403);
  });

  it("the dashboard's reply form records a reply once, and refuses blanks and other sites", async () => {
    await sendContact(baseUrl, { name: "Abena", email: "abena@example.com", message: "Form flow" });
    const [message] = await latestContacts(baseUrl, cookie);
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${baseUrl}/admin/dashboard?index&reply=${message!.id}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, ...headers },
        body: new URLSearchParams(fields),
      });
    const fields = { id: String(message!.id) };

    const blank = await post({ ...fields, replyMessage: "  " });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Please enter a reply message.");
    const foreign = await post(
      { ...fields, replyMessage: "Forged" },
      { Origin: "https://evil.example" },
    );
    // React Router refuses a cross-origin action with 400 before our own check (403) runs.
    expect(foreign.status).toBe(400);
    const anonymous = await fetch(`${baseUrl}/admin/dashboard`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ ...fields, replyMessage: "No session" }),
    });
    expect(anonymous.status).toBe(302);
    expect((await latestContacts(baseUrl, cookie))[0]).toMatchObject({ replied: false });

    const sent = await post({ ...fields, replyMessage: "Medaase, see you in Kumasi." });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Reply Sent: Reply has been recorded successfully.");
    expect((await latestContacts(baseUrl, cookie))[0]).toMatchObject({
      replied: true,
      replyMessage: "Medaase, see you in Kumasi.",
    });
    const again = await post({ ...fields, replyMessage: "Twice" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This message already has a reply.");
    expect((await post({ id: "0", replyMessage: "x" })).status).toBe(404);
  });

  it("the fact register tab lists every entry with its review date and the pages that state it", async () => {
    const response = await fetch(`${baseUrl}/admin/dashboard/facts`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const rows = factReviewRows(facts, new Map(), new Date());
    for (const row of rows) expect(html).toContain(`>${row.id}</code>`);
    // Most urgent first: the table keeps the review order.
    const positions = rows.map((row) => html.indexOf(`>${row.id}</code>`));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toMatch(/<a [^>]*href="\/blog\/ghana-visa-requirements"/);
    expect(html).toContain(`${rows.length} in all`);
    // Each entry's French text, and the French pages among those that state it.
    expect(html).toContain(`<span lang="fr">${facts["drive.accra-kumasi"].fr.value}</span>`);
    expect(html).toMatch(/<a [^>]*href="\/fr\/kumasi"/);
  });

  it("the dashboard page renders for the session, never cached", async () => {
    const response = await fetch(`${baseUrl}/admin/dashboard`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-cache")).toBe("MISS");
    const html = await response.text();
    for (const label of [
      "Total Contacts",
      "Unread Contacts",
      "Newsletter Subscribers",
      "Analytics Events",
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('content="noindex, nofollow"');
  });

  it("each dashboard tab is its own page, and old ?tab= bookmarks open it", async () => {
    for (const [tab, text] of [
      ["subscribers", "Download CSV"],
      ["analytics", "Analytics"],
      ["facts", "Fact register"],
    ]) {
      const page = await fetch(`${baseUrl}/admin/dashboard/${tab}`, {
        headers: { Cookie: cookie },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get("x-robots-tag")).toBe("noindex");
      expect(await page.text()).toContain(text);
      const old = await fetch(`${baseUrl}/admin/dashboard?tab=${tab}&page=2`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(old.status).toBe(302);
      expect(old.headers.get("location")).toBe(`/admin/dashboard/${tab}?page=2`);
    }
    const contacts = await fetch(`${baseUrl}/admin/dashboard?tab=contacts`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(contacts.headers.get("location")).toBe("/admin/dashboard");
  });

  it("the Logout button works without JavaScript, and nothing else posted there logs out", async () => {
    const own = await logIn();
    const post = (fields: Record<string, string>) =>
      fetch(`${baseUrl}/admin/dashboard`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: own },
        body: new URLSearchParams(fields),
      });
    const stray = await post({ id: "1", replyMessage: "meant for the inbox" });
    expect(stray.status).toBe(400);
    expect(await stray.text()).toContain("use the Logout button");
    expect(
      (await fetch(`${baseUrl}/api/admin/dashboard`, { headers: { Cookie: own } })).status,
    ).toBe(200);

    const logout = await post({ intent: "logout" });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/admin");
    const [cleared, toast] = logout.headers.getSetCookie();
    expect(cleared).toMatch(/^__Host-akwaaba_admin=; .*Max-Age=0/);
    const loginScreen = await fetch(`${baseUrl}/admin`, {
      headers: { Cookie: toast!.split(";")[0]! },
    });
    expect(await loginScreen.text()).toContain("Successfully logged out of admin dashboard");
    expect(
      (await fetch(`${baseUrl}/api/admin/dashboard`, { headers: { Cookie: own } })).status,
    ).toBe(401);
  });

  it("the login form leaves the welcome for the dashboard, which shows it once", async () => {
    const login = await fetch(`${baseUrl}/admin`, {
      method: "POST",
      redirect: "manual",
      headers: { ...asClient(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: OWNER_EMAIL, password: PASSWORD }),
    });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/admin/dashboard");
    const cookies = login.headers.getSetCookie();
    // The session, the known device (issue 39) and the toast.
    expect(cookies).toHaveLength(3);
    expect(cookies[1]).toMatch(
      /^__Host-akwaaba_device=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000; Secure$/,
    );
    expect(cookies[2]).toMatch(
      /^akwaaba_toast=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=60$/,
    );
    const sent = cookies.map((cookie) => cookie.split(";")[0]).join("; ");

    const dashboard = await fetch(`${baseUrl}/admin/dashboard`, { headers: { Cookie: sent } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Welcome to the admin dashboard");
    expect(dashboard.headers.getSetCookie()).toContain(
      "akwaaba_toast=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0",
    );
    const session = cookies[0]!.split(";")[0]!;
    const again = await fetch(`${baseUrl}/admin/dashboard`, { headers: { Cookie: session } });
    expect(await again.text()).not.toContain("Welcome to the admin dashboard");

    // A forged toast cookie shows nothing it should not.
    const forged = await fetch(`${baseUrl}/admin/dashboard`, {
      headers: {
        Cookie: `${session}; akwaaba_toast=${Buffer.from('{"title":5}').toString("base64url")}`,
      },
    });
    expect(forged.status).toBe(200);
    expect(forged.headers.getSetCookie()).toContain(
      "akwaaba_toast=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0",
    );

    const wrong = await fetch(`${baseUrl}/admin`, {
      method: "POST",
      headers: { ...asClient(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: stranger(), password: "nope" }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Login Failed");
  });

  it("logout ends the session on the server: the old cookie no longer works", async () => {
    const own = await logIn();
    const logout = await postJson(baseUrl, "/api/admin/logout", {}, { Cookie: own });
    expect(logout.status).toBe(200);
    expect(logout.headers.get("set-cookie")).toMatch(/^__Host-akwaaba_admin=; .*Max-Age=0/);
    const reuse = await fetch(`${baseUrl}/api/admin/dashboard`, { headers: { Cookie: own } });
    expect(reuse.status).toBe(401);
  });
});

describe("replies by e-mail", () => {
  let smtp: SMTPServer;
  let server: RunningServer;
  const received: { from: string; to: string[]; data: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const address = smtp.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    server?.cleanUp();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("delivers the reply to the sender, from the site's mailbox, quoting the message", async () => {
    await sendContact(server.url, {
      name: "Efua Mensah",
      email: "efua@example.com",
      message: "Is Cape Coast safe at night?",
    });
    const cookie = await logIn(server.url);
    const [message] = await latestContacts(server.url, cookie);
    const response = await postJson(
      server.url,
      `/api/admin/contacts/${message!.id}/reply`,
      { replyMessage: "Yes, in the town centre; take a registered taxi after dark." },
      { Cookie: cookie },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ emailed: true });

    // The reply goes out from the outbox, a moment later.
    // (On CI's shared PostgreSQL this server may also send what other test files left queued.)
    const toEfua = () => received.filter((item) => item.to.includes("efua@example.com"));
    await expect.poll(() => toEfua().length, { timeout: 15_000 }).toBe(1);
    const mail = toEfua()[0]!;
    expect(mail.to).toEqual(["efua@example.com"]);
    expect(mail.from).toBe("hello@akwaabastays.com");
    expect(mail.data).toMatch(/^From: Akwaaba Stays <hello@akwaabastays\.com>/m);
    expect(mail.data).toMatch(/^Subject: Re: your message to Akwaaba Stays/m);
    const body = mail.data.replace(/=\r?\n/g, "");
    expect(body).toContain("Hello Efua Mensah,");
    expect(body).toContain("Yes, in the town centre; take a registered taxi after dark.");
    expect(body).toContain("> Is Cape Coast safe at night?");
  });
});

describe("MAIL_FROM in the usual Name <address> form", () => {
  let sink: SmtpSink;
  let server: RunningServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // On its own embedded database: on a shared PostgreSQL the suite's main server would drain
    // the same outbox and send the reply under its own sender.
    server = await startServer({
      env: {
        DATABASE_URL: "",
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        MAIL_FROM: "Akwaaba News <news@akwaabastays.com>",
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    server?.cleanUp();
    await sink?.stop();
  });

  it("starts the server, and mail goes out under that name and address", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await sendContact(server.url, {
      name: "Kojo Asare",
      email: "kojo@example.com",
      message: "Do you list hotels in Ho?",
    });
    const cookie = await logIn(server.url);
    const [message] = await latestContacts(server.url, cookie);
    const response = await postJson(
      server.url,
      `/api/admin/contacts/${message!.id}/reply`,
      { replyMessage: "Not yet; Ho is next on our list." },
      { Cookie: cookie },
    );
    expect(response.status).toBe(200);
    const toKojo = () => sink.received.filter((mail) => mail.to.includes("kojo@example.com"));
    await expect.poll(() => toKojo().length, { timeout: 15_000 }).toBe(1);
    expect(toKojo()[0]!.headers).toMatch(/^From: Akwaaba News <news@akwaabastays\.com>/m);
  });
});
