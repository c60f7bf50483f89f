// Named accounts against the real server, its embedded database and a real SMTP server (issue
// 28): sign-in by e-mail, throttled per client and per account; invitations and password resets
// through e-mail; role changes and removals ending sessions at once; the last owner protected;
// the people API's validation; and every route inside the admin guard walked for every role,
// allowed or refused (403) exactly as app/admin/shell/route-access.ts and app/domain/accounts/roles.ts say.
// Lifetimes (an invitation's 7 days, a session's 30) are tested by moving the stored times back
// in the database while the server is stopped, as fact-check.test.ts does.
import path from "node:path";
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { permissionFor } from "#app/admin/shell/route-access.ts";
import { hashPassword } from "#app/use-cases/people/password.server.ts";
import { can, ROLES, type Role } from "#app/domain/accounts/roles.ts";
import { awaitFreshWindow, BROWSER_USER_AGENT, OWNER_EMAIL, OWNER_PASSWORD } from "#tests/http.ts";
import { routeLeaves } from "#tests/route-table.ts";
import {
  makeDataDir,
  makeEmptyDataDir,
  startServer,
  type RunningServer,
} from "#tests/server-process.ts";
import { startSmtpSink, type SmtpSink } from "#tests/smtp-sink.ts";

const dataDir = makeDataDir();
let sink: SmtpSink;
let server: RunningServer;
const url = (path: string) => `${server.url}${path}`;

let clients = 0;
/** A fresh client address per call, so per-client limits never leak between tests. */
/** The sign-in and link limits count in fixed 15-minute windows (app/models/rate-limits.server.ts). */
const LIMIT_WINDOW_MS = 15 * 60_000;

function asClient(): Record<string, string> {
  clients += 1;
  return { "X-Forwarded-For": `198.18.${clients >> 8}.${clients & 255}` };
}

function send(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    "User-Agent": BROWSER_USER_AGENT,
    ...asClient(),
    ...options.headers,
  };
  if (options.cookie) headers.Cookie = options.cookie;
  let body: string | undefined;
  if (options.body instanceof URLSearchParams) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = options.body.toString();
  } else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  return fetch(url(path), { method, headers, body, redirect: "manual" });
}

const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0]!;

/** The known-device cookie a sign-in set, as name=value to send back (issue 39). */
const deviceOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("__Host-akwaaba_device="))!
    .split(";")[0]!;

function logIn(email: string, password: string, headers: Record<string, string> = {}) {
  return send("POST", "/api/admin/login", { body: { email, password }, headers });
}

async function ownerCookie(): Promise<string> {
  const response = await logIn(OWNER_EMAIL, OWNER_PASSWORD);
  expect(response.status).toBe(200);
  return cookieOf(response);
}

/** The single-use link in the newest e-mail to `to` matching `kind` (invite or reset). */
async function linkFor(to: string, kind: "invite" | "reset", after = 0): Promise<string> {
  const pattern = new RegExp(`/admin/${kind}/([A-Za-z0-9_-]{43})`);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = sink.received
      .slice(after)
      .filter((item) => item.to.includes(to))
      .map((item) => pattern.exec(item.decoded)?.[1])
      .filter(Boolean)
      .at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${kind} e-mail reached ${to}`);
}

async function invite(cookie: string, email: string, role: Role): Promise<string> {
  const before = sink.received.length;
  const response = await send("POST", "/api/admin/people", { cookie, body: { email, role } });
  expect(response.status).toBe(201);
  return linkFor(email, "invite", before);
}

/** Invites, accepts with a password, and answers the new person's session cookie. */
async function teamMember(owner: string, email: string, role: Role, password: string) {
  const token = await invite(owner, email, role);
  const accepted = await send("POST", `/admin/invite/${token}`, {
    body: { password, name: `Test ${role}` },
  });
  expect(accepted.status).toBe(200);
  return cookieOf(accepted);
}

async function auditActions(owner: string) {
  const response = await send("GET", "/api/admin/audit", { cookie: owner });
  return (await response.json()) as { actor: string; action: string; changes: object }[];
}

/** Stops the server, runs SQL on its embedded database, and starts it again. */
async function changeStoredData(sql: string) {
  await server.stop();
  const client = new PGlite(path.resolve(dataDir, "pglite"));
  await client.exec(sql);
  await client.close();
  server = await startServer({ dataDir, env: serverEnv() });
}

const serverEnv = () => ({ DATABASE_URL: "", SMTP_URL: `smtp://127.0.0.1:${sink.port}` });

beforeAll(async () => {
  sink = await startSmtpSink();
  // Always the embedded database, whose stored times this file moves back.
  server = await startServer({ dataDir, env: serverEnv() });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await sink?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const PASSWORD = "a-long-team-password";

describe("sign-in by e-mail and password", () => {
  it("signs the first owner in with OWNER_EMAIL (default: the contact mailbox), in any capitals", async () => {
    const response = await logIn(OWNER_EMAIL.toUpperCase(), OWNER_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ok: true,
      staff: { email: OWNER_EMAIL, role: "owner" },
    });
  });

  it("answers a wrong e-mail and a wrong password the same, and logs both failures", async () => {
    const unknown = await logIn("nobody-here@example.com", OWNER_PASSWORD);
    const wrong = await logIn(OWNER_EMAIL, "not-the-password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: "Invalid password" });
    expect(await wrong.json()).toEqual({ error: "Invalid password" });
    const audit = await auditActions(await ownerCookie());
    expect(audit).toContainEqual(
      expect.objectContaining({
        actor: "visitor",
        action: "login refused: wrong password",
        changes: { email: { from: null, to: "nobody-here@example.com" } },
      }),
    );
  });

  it("needs the e-mail, with a message that says so (400)", async () => {
    const response = await send("POST", "/api/admin/login", { body: { password: "x" } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      "email: Please enter your e-mail address.",
    );
  });

  it("stops guesses at one account from many clients after 10, even the right password", async () => {
    await awaitFreshWindow(LIMIT_WINDOW_MS, 60);
    const owner = await ownerCookie();
    const email = `throttled-${Date.now()}@example.com`;
    await teamMember(owner, email, "analyst", PASSWORD);
    for (let i = 0; i < 10; i++) {
      expect((await logIn(email, `wrong-${i}`)).status).toBe(401);
    }
    const locked = await logIn(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Other accounts are not affected.
    expect((await logIn(OWNER_EMAIL, OWNER_PASSWORD)).status).toBe(200);
  });

  it("stops one client after 5 failures, whichever e-mails it tries", async () => {
    await awaitFreshWindow(LIMIT_WINDOW_MS, 60);
    const client = asClient();
    for (let i = 0; i < 5; i++) {
      expect((await logIn(`guess-${i}-${Date.now()}@example.com`, "x", client)).status).toBe(401);
    }
    expect((await logIn(OWNER_EMAIL, OWNER_PASSWORD, client)).status).toBe(429);
  });

  it("records the device and signs in through the form with the e-mail field", async () => {
    const form = await send("POST", "/admin", {
      body: new URLSearchParams({ email: OWNER_EMAIL, password: OWNER_PASSWORD }),
    });
    expect(form.status).toBe(302);
    const cookie = cookieOf(form);
    const account = await send("GET", "/admin/dashboard/account", { cookie });
    expect(account.status).toBe(200);
    const html = await account.text();
    expect(html).toContain("Chrome on Linux");
    expect(html).toContain("This device");
  });
});

describe("invitations", () => {
  it("invite, accept once, then sign in with the role given", async () => {
    const owner = await ownerCookie();
    const email = `writer-${Date.now()}@example.com`;
    const token = await invite(owner, email, "contributor");
    const mail = sink.received.filter((item) => item.to.includes(email)).at(-1)!;
    expect(mail.decoded).toContain("invited you as contributor");
    expect(mail.decoded).toContain("The link works once, for 7 days.");
    // The site's name is never made possessive with 's ("Akwaaba Stays's").
    expect(mail.headers).toMatch(/^Subject: You are invited to the Akwaaba Stays dashboard\r?$/m);
    expect(mail.decoded).not.toMatch(/Stays(&#x27;|&apos;|')s/);

    const screen = await send("GET", `/admin/invite/${token}`);
    expect(screen.status).toBe(200);
    expect(await screen.text()).toContain(email);

    const tooShort = await send("POST", `/admin/invite/${token}`, { body: { password: "short" } });
    expect(tooShort.status).toBe(400);
    expect(((await tooShort.json()) as { error: string }).error).toMatch(/at least 12 characters/);

    // Accepting through the form signs in and lands on the first tab the role opens.
    const accepted = await send("POST", `/admin/invite/${token}`, {
      body: new URLSearchParams({ password: PASSWORD, name: "Ama Writer" }),
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/admin/dashboard/content");

    const again = await send("POST", `/admin/invite/${token}`, { body: { password: PASSWORD } });
    expect(again.status).toBe(410);
    expect((await send("GET", `/admin/invite/${token}`)).status).toBe(410);

    const login = await logIn(email, PASSWORD);
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({
      staff: { role: "contributor", name: "Ama Writer" },
    });
    const people = (await (await send("GET", "/api/admin/people", { cookie: owner })).json()) as {
      email: string;
      status: string;
      lastSignInAt: string | null;
    }[];
    expect(people.find((person) => person.email === email)).toMatchObject({ status: "active" });
    expect(people.find((person) => person.email === email)!.lastSignInAt).not.toBeNull();
    const audit = (await auditActions(owner)).map((entry) => entry.action);
    expect(audit.some((action) => /^person \d+ invited$/.test(action))).toBe(true);
    expect(audit.some((action) => /^person \d+ accepted the invitation$/.test(action))).toBe(true);
  });

  it("a resent invitation voids the earlier link", async () => {
    const owner = await ownerCookie();
    const email = `resend-${Date.now()}@example.com`;
    const first = await invite(owner, email, "editor");
    const people = (await (await send("GET", "/api/admin/people", { cookie: owner })).json()) as {
      id: number;
      email: string;
    }[];
    const id = people.find((person) => person.email === email)!.id;
    const before = sink.received.length;
    expect(
      (await send("POST", `/api/admin/people/${id}/invitation`, { cookie: owner })).status,
    ).toBe(200);
    const second = await linkFor(email, "invite", before);
    expect(second).not.toBe(first);
    expect(
      (await send("POST", `/admin/invite/${first}`, { body: { password: PASSWORD } })).status,
    ).toBe(410);
    expect(
      (await send("POST", `/admin/invite/${second}`, { body: { password: PASSWORD } })).status,
    ).toBe(200);
  });

  it("refuses what the people API cannot act on, with a message a person can act on", async () => {
    const owner = await ownerCookie();
    const cases: [unknown, RegExp][] = [
      [{}, /email: Please enter your e-mail address/],
      [{ email: "not-an-address", role: "editor" }, /email: Enter an e-mail address/],
      [{ email: "a@example.com", role: "boss" }, /role: Choose a role: owner, editor/],
      [{ email: "a@example.com", role: "editor", admin: true }, /Unknown field "admin"/],
    ];
    for (const [body, message] of cases) {
      const response = await send("POST", "/api/admin/people", { cookie: owner, body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    const duplicate = await send("POST", "/api/admin/people", {
      cookie: owner,
      body: { email: OWNER_EMAIL, role: "editor" },
    });
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { error: string }).error).toMatch(/already has an account/);
    const badRole = await send("PATCH", "/api/admin/people/1", {
      cookie: owner,
      body: { role: "king" },
    });
    expect(badRole.status).toBe(400);
    expect(
      (await send("PATCH", "/api/admin/people/abc", { cookie: owner, body: { role: "editor" } }))
        .status,
    ).toBe(404);
    expect((await send("DELETE", "/api/admin/people/99999", { cookie: owner })).status).toBe(404);
  });
});

describe("role changes and removals", () => {
  it("a role change ends the person's sessions at once, and the new role applies", async () => {
    const owner = await ownerCookie();
    const email = `promoted-${Date.now()}@example.com`;
    const cookie = await teamMember(owner, email, "editor", PASSWORD);
    expect((await send("GET", "/api/admin/contacts", { cookie })).status).toBe(200);
    const people = (await (await send("GET", "/api/admin/people", { cookie: owner })).json()) as {
      id: number;
      email: string;
    }[];
    const id = people.find((person) => person.email === email)!.id;
    const changed = await send("PATCH", `/api/admin/people/${id}`, {
      cookie: owner,
      body: { role: "analyst" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ role: "analyst" });
    expect((await send("GET", "/api/admin/contacts", { cookie })).status).toBe(401);
    const fresh = cookieOf(await logIn(email, PASSWORD));
    expect((await send("GET", "/api/admin/contacts", { cookie: fresh })).status).toBe(403);
    expect((await send("GET", "/api/admin/revenue", { cookie: fresh })).status).toBe(200);
  });

  it("a removal ends the sessions and the sign-in, and keeps the person listed as removed", async () => {
    const owner = await ownerCookie();
    const email = `leaving-${Date.now()}@example.com`;
    const cookie = await teamMember(owner, email, "editor", PASSWORD);
    const people = (await (await send("GET", "/api/admin/people", { cookie: owner })).json()) as {
      id: number;
      email: string;
    }[];
    const id = people.find((person) => person.email === email)!.id;
    expect((await send("DELETE", `/api/admin/people/${id}`, { cookie: owner })).status).toBe(200);
    expect((await send("GET", "/api/admin/contacts", { cookie })).status).toBe(401);
    const login = await logIn(email, PASSWORD);
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual({ error: "Invalid password" });
    const person = await (await send("GET", `/api/admin/people/${id}`, { cookie: owner })).json();
    expect(person).toMatchObject({ email, status: "removed" });
  });

  it("the last owner can be neither demoted nor removed", async () => {
    const owner = await ownerCookie();
    const me = (await (await send("GET", "/api/admin/people", { cookie: owner })).json()) as {
      id: number;
      email: string;
    }[];
    const id = me.find((person) => person.email === OWNER_EMAIL)!.id;
    for (const response of [
      await send("PATCH", `/api/admin/people/${id}`, { cookie: owner, body: { role: "editor" } }),
      await send("DELETE", `/api/admin/people/${id}`, { cookie: owner }),
    ]) {
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: string }).error).toMatch(/only owner/);
    }
    expect((await send("GET", "/api/admin/people", { cookie: owner })).status).toBe(200);
  });
});

describe("password reset", () => {
  it("e-mails a single-use link for an account, says the same for any address, and ends sessions", async () => {
    const owner = await ownerCookie();
    const email = `forgetful-${Date.now()}@example.com`;
    const oldSession = await teamMember(owner, email, "editor", PASSWORD);

    const before = sink.received.length;
    const unknown = await send("POST", "/admin/forgot", {
      body: new URLSearchParams({ email: "no-account@example.com" }),
    });
    const known = await send("POST", "/admin/forgot", { body: new URLSearchParams({ email }) });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    const words = (html: string) => /If that address has an account[^<]*/.exec(html)?.[0];
    expect(words(await unknown.text())).toBe(words(await known.text()));
    const token = await linkFor(email, "reset", before);
    expect(
      sink.received.slice(before).some((mail) => mail.to.includes("no-account@example.com")),
    ).toBe(false);

    const reset = await send("POST", `/admin/reset/${token}`, {
      body: { password: "a-brand-new-password" },
    });
    expect(reset.status).toBe(200);
    expect((await send("GET", "/api/admin/contacts", { cookie: oldSession })).status).toBe(401);
    expect((await send("GET", "/api/admin/contacts", { cookie: cookieOf(reset) })).status).toBe(
      200,
    );
    expect((await logIn(email, PASSWORD)).status).toBe(401);
    expect((await logIn(email, "a-brand-new-password")).status).toBe(200);
    const reused = await send("POST", `/admin/reset/${token}`, {
      body: { password: "yet-another-password" },
    });
    expect(reused.status).toBe(410);
  });
});

describe("sign-in limits that never lock a person out of their own browser (issue 39)", () => {
  it("lets the right password in from a browser that signed in before, after others' failures", async () => {
    const owner = await ownerCookie();
    const email = `known-device-${Date.now()}@example.com`;
    await teamMember(owner, email, "analyst", PASSWORD);
    const first = await logIn(email, PASSWORD);
    expect(first.status).toBe(200);
    const device = deviceOf(first);
    // Someone who knows the address fails 10 times, from many addresses: the account is closed
    // to browsers it does not know, even with the right password.
    for (let i = 0; i < 10; i++) expect((await logIn(email, `wrong-${i}`)).status).toBe(401);
    expect((await logIn(email, PASSWORD)).status).toBe(429);
    // The person's own browser still gets in, from any address.
    const known = await logIn(email, PASSWORD, { Cookie: device });
    expect(known.status).toBe(200);

    // A known device's failures slow that device alone: after 5, even its right password waits.
    const later = deviceOf(known);
    for (let i = 0; i < 5; i++) {
      expect((await logIn(email, `typo-${i}`, { Cookie: later })).status).toBe(401);
    }
    const slowed = await logIn(email, PASSWORD, { Cookie: later });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account's known-device cookie, or a forged one, is an unknown client.
    expect(
      (await logIn(email, PASSWORD, { Cookie: deviceOf(await logIn(OWNER_EMAIL, OWNER_PASSWORD)) }))
        .status,
    ).toBe(429);
    const forged = device.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await logIn(email, PASSWORD, { Cookie: forged })).status).toBe(429);
  });
});

describe("guessed invitation and reset links (issue 39)", () => {
  it("are limited per client, checked before any password is hashed, with a 429 and Retry-After", async () => {
    // Thirteen requests must not straddle two windows (CI once ran them across 19:15:00, and
    // the eleventh was a new window's first).
    await awaitFreshWindow(LIMIT_WINDOW_MS, 60);
    const client = asClient();
    const guess = (i: number) => `${String(i).padStart(2, "0")}${"x".repeat(41)}`;
    for (let i = 0; i < 10; i++) {
      const kind = i % 2 === 0 ? "reset" : "invite";
      const response =
        i % 4 < 2
          ? await send("POST", `/admin/${kind}/${guess(i)}`, {
              body: { password: PASSWORD },
              headers: client,
            })
          : await send("GET", `/admin/${kind}/${guess(i)}`, { headers: client });
      expect(response.status, `try ${i}`).toBe(410);
      await response.body?.cancel();
    }
    const limited = await send("POST", `/admin/reset/${guess(10)}`, {
      body: { password: PASSWORD },
      headers: client,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /^Too many tries with links that do not work, from this connection\. Try again in \d+ minutes?\.$/,
    );
    const page = await send("GET", `/admin/invite/${guess(11)}`, { headers: client });
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await page.text()).toContain("Too many tries with links that do not work");
    // Another client is not affected.
    expect((await send("GET", `/admin/invite/${guess(12)}`)).status).toBe(410);
  });
});

const codeAt = (secret: string, offsetSteps: number) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** Turns two-factor on for the session's person; answers the key. */
async function enrol(cookie: string): Promise<string> {
  const api = "/api/admin/account/two-factor";
  const started = await send("POST", api, { cookie, body: { action: "start" } });
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await send("POST", api, {
    cookie,
    body: { action: "confirm", code: codeAt(secret, -1) },
  });
  expect(confirmed.status).toBe(200);
  return secret;
}

async function personId(owner: string, email: string): Promise<number> {
  const people = (await (await send("GET", "/api/admin/people", { cookie: owner })).json()) as {
    id: number;
    email: string;
  }[];
  return people.find((person) => person.email === email)!.id;
}

describe("a password reset for a person with two-factor sign-in (issue 39)", () => {
  it("sets the password but signs nobody in: the code is still asked, and a lock stays", async () => {
    const owner = await ownerCookie();
    const email = `reset-2fa-${Date.now()}@example.com`;
    const member = await teamMember(owner, email, "editor", PASSWORD);
    const secret = await enrol(member);
    // Code guessing from many addresses locks the account to unknown clients.
    let status = 401;
    for (let i = 0; i < 12 && status === 401; i++) {
      status = (
        await send("POST", "/api/admin/login", {
          body: { email, password: PASSWORD, code: "000000" },
        })
      ).status;
    }
    expect(status).toBe(429);

    const before = sink.received.length;
    await send("POST", "/admin/forgot", { body: new URLSearchParams({ email }) });
    const token = await linkFor(email, "reset", before);
    const reset = await send("POST", `/admin/reset/${token}`, {
      body: { password: "a-reset-password-2fa" },
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ ok: true, signedIn: false, needsCode: true });
    expect(reset.headers.get("set-cookie")).toBeNull();
    // The old sessions ended; the new password and a right code are still refused while locked.
    expect((await send("GET", "/api/admin/contacts", { cookie: member })).status).toBe(401);
    const locked = await send("POST", "/api/admin/login", {
      body: { email, password: "a-reset-password-2fa", code: codeAt(secret, 0) },
    });
    expect(locked.status).toBe(429);

    // The screen's form: the password is set, and the login screen asks for both steps.
    const before2 = sink.received.length;
    await send("POST", "/admin/forgot", { body: new URLSearchParams({ email }) });
    const second = await linkFor(email, "reset", before2);
    const form = await send("POST", `/admin/reset/${second}`, {
      body: new URLSearchParams({ password: "another-reset-password" }),
    });
    expect(form.status).toBe(302);
    expect(form.headers.get("location")).toBe("/admin");
    expect(form.headers.getSetCookie().some((cookie) => cookie.includes("akwaaba_admin"))).toBe(
      false,
    );
  });
});

describe("an owner resets someone's two-factor sign-in (issue 39)", () => {
  it("turns it off through the API, audited; the person signs in with the password alone", async () => {
    const owner = await ownerCookie();
    const email = `lost-phone-${Date.now()}@example.com`;
    const member = await teamMember(owner, email, "analyst", PASSWORD);
    await enrol(member);
    const id = await personId(owner, email);
    expect(
      await (await send("GET", `/api/admin/people/${id}`, { cookie: owner })).json(),
    ).toMatchObject({ hasTwoFactor: true });
    const passwordOnly = await logIn(email, PASSWORD);
    expect(passwordOnly.status).toBe(401);
    expect(await passwordOnly.json()).toMatchObject({ needsCode: true });

    // Only an owner may: the analyst's own session is refused.
    expect(
      (await send("DELETE", `/api/admin/people/${id}/two-factor`, { cookie: member })).status,
    ).toBe(403);
    const reset = await send("DELETE", `/api/admin/people/${id}/two-factor`, { cookie: owner });
    expect(reset.status).toBe(200);
    expect(
      await (await send("GET", `/api/admin/people/${id}`, { cookie: owner })).json(),
    ).toMatchObject({ hasTwoFactor: false });
    expect((await logIn(email, PASSWORD)).status).toBe(200);
    const again = await send("DELETE", `/api/admin/people/${id}/two-factor`, { cookie: owner });
    expect(again.status).toBe(409);
    expect(
      (await send("DELETE", "/api/admin/people/99999/two-factor", { cookie: owner })).status,
    ).toBe(404);
    const audit = (await auditActions(owner)).map((entry) => entry.action);
    expect(audit).toContain(`person ${id} two-factor sign-in reset`);
  });

  it("from the People tab, with a button shown only for a person with two-factor on", async () => {
    const owner = await ownerCookie();
    const email = `tab-reset-${Date.now()}@example.com`;
    const member = await teamMember(owner, email, "contributor", PASSWORD);
    const label = `Reset the two-factor sign-in of Test contributor`;
    const tab = () =>
      send("GET", "/admin/dashboard/people", { cookie: owner }).then((r) => r.text());
    expect(await tab()).not.toContain(label);
    await enrol(member);
    expect(await tab()).toContain(label);
    const id = await personId(owner, email);
    const posted = await send("POST", "/admin/dashboard/people", {
      cookie: owner,
      body: new URLSearchParams({ intent: "reset-two-factor", id: String(id) }),
      headers: { Origin: server.url },
    });
    expect(posted.status).toBe(302);
    expect(await tab()).not.toContain(label);
  });
});

describe("changing your own password", () => {
  it("needs the current password and ends your other sessions, not this one", async () => {
    const owner = await ownerCookie();
    const email = `changer-${Date.now()}@example.com`;
    const here = await teamMember(owner, email, "analyst", PASSWORD);
    const elsewhere = cookieOf(await logIn(email, PASSWORD));
    const change = (currentPassword: string) =>
      send("POST", "/admin/dashboard/account", {
        cookie: here,
        body: new URLSearchParams({
          intent: "password",
          currentPassword,
          password: "changed-password-1",
        }),
        headers: { Origin: server.url },
      });
    expect((await change("wrong-password")).status).toBe(400);
    expect((await change(PASSWORD)).status).toBe(200);
    expect((await send("GET", "/api/admin/revenue", { cookie: here })).status).toBe(200);
    expect((await send("GET", "/api/admin/revenue", { cookie: elsewhere })).status).toBe(401);
  });
});

/** Every route inside the admin guard, with a path to request and its pattern. */
const GUARDED = routeLeaves(routes)
  .filter((leaf) => leaf.isGuarded)
  .map((leaf) => ({ pattern: leaf.path, path: `/${leaf.path.replace(/:[a-z]+\??/gi, "1")}` }));

describe("your own sessions through the API", () => {
  it("lists them with this one marked, ends another, and refuses this one or someone else's", async () => {
    const member = await teamMember(
      await ownerCookie(),
      "sessions@example.com",
      "analyst",
      PASSWORD,
    );
    const laptop = cookieOf(await logIn("sessions@example.com", PASSWORD));
    const phone = cookieOf(await logIn("sessions@example.com", PASSWORD));
    const listed = await send("GET", "/api/admin/account/sessions", { cookie: laptop });
    expect(listed.status).toBe(200);
    const sessions = (await listed.json()) as { id: number; device: string; isCurrent: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.isCurrent)).toHaveLength(1);
    const current = sessions.find((session) => session.isCurrent)!;

    const self = await send("DELETE", `/api/admin/account/sessions/${current.id}`, {
      cookie: laptop,
    });
    expect(self.status).toBe(400);
    expect(((await self.json()) as { error: string }).error).toMatch(/logout/);
    const owners = (await (
      await send("GET", "/api/admin/account/sessions", { cookie: await ownerCookie() })
    ).json()) as { id: number }[];
    const foreign = await send("DELETE", `/api/admin/account/sessions/${owners[0]!.id}`, {
      cookie: laptop,
    });
    expect(foreign.status).toBe(404);

    // Ending every other session signs out the phone and the first browser, not this one.
    const others = await send("DELETE", "/api/admin/account/sessions", { cookie: laptop });
    expect(await others.json()).toEqual({ ended: 2 });
    expect((await send("GET", "/api/admin/account/sessions", { cookie: phone })).status).toBe(401);
    expect((await send("GET", "/api/admin/account/sessions", { cookie: member })).status).toBe(401);
    expect((await send("GET", "/api/admin/account/sessions", { cookie: laptop })).status).toBe(200);
    const actions = (await auditActions(await ownerCookie())).map((entry) => entry.action);
    expect(actions.some((action) => action.endsWith("other sessions ended"))).toBe(true);
  });
});

describe("every admin route, for every role", () => {
  const cookies = {} as Record<Role, string>;
  beforeAll(async () => {
    const owner = await ownerCookie();
    cookies.owner = owner;
    for (const role of ROLES.filter((role) => role !== "owner")) {
      cookies[role] = await teamMember(
        owner,
        `walk-${role}-${Date.now()}@example.com`,
        role,
        PASSWORD,
      );
    }
  }, 60_000);

  it.each(ROLES)("%s: reads allowed by the table answer, the rest are 403", async (role) => {
    for (const { pattern, path } of GUARDED) {
      const isApi = path.startsWith("/api/");
      const allowed = can(role, permissionFor(pattern, "GET")!);
      const response = await send("GET", path, { cookie: cookies[role] });
      const where = `${role} GET ${path}`;
      if (allowed) {
        expect([401, 403], where).not.toContain(response.status);
      } else if (!isApi && pattern === "admin/dashboard") {
        // The dashboard's address sends a role without the inbox to its first tab.
        expect(response.status, where).toBe(302);
      } else {
        expect(response.status, where).toBe(403);
        const text = await response.text();
        expect(text, where).toMatch(isApi ? /"error":"Your role/ : /Not open to your role/);
      }
      await response.body?.cancel().catch(() => {});
    }
  });

  it.each(ROLES)("%s: changes the table refuses are 403 before any handler runs", async (role) => {
    for (const { pattern, path } of GUARDED) {
      const isApi = path.startsWith("/api/");
      for (const method of isApi ? ["POST", "PUT", "PATCH", "DELETE"] : ["POST"]) {
        if (can(role, permissionFor(pattern, method)!)) continue;
        const response = await send(method, path, {
          cookie: cookies[role],
          body: isApi ? {} : new URLSearchParams({ intent: "save" }),
        });
        expect(response.status, `${role} ${method} ${path}`).toBe(403);
        await response.body?.cancel().catch(() => {});
      }
    }
  });

  it("hides the buttons a role cannot use, which the owner sees", async () => {
    const page = async (role: Role, path: string) =>
      (await send("GET", path, { cookie: cookies[role] })).text();
    const checks: [Role, string, string][] = [
      ["editor", "/admin/dashboard/subscribers", "Download CSV"],
      ["analyst", "/admin/dashboard/revenue", "Import a commission report"],
      ["contributor", "/admin/dashboard/content/hotels", "Edit hotels in a spreadsheet"],
    ];
    for (const [role, path, words] of checks) {
      expect(await page("owner", path), `owner ${path}`).toContain(words);
      expect(await page(role, path), `${role} ${path}`).not.toContain(words);
    }
  });

  it("the owner may do everything, and each role lands on a tab it may open", async () => {
    for (const { pattern } of GUARDED) {
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        expect(can("owner", permissionFor(pattern, method)!)).toBe(true);
      }
    }
    const analyst = await send("GET", "/admin/dashboard", { cookie: cookies.analyst });
    expect(analyst.headers.get("location")).toBe("/admin/dashboard/analytics");
    const html = await (
      await send("GET", "/admin/dashboard/analytics", { cookie: cookies.analyst })
    ).text();
    expect(html).toContain("Revenue");
    expect(html).not.toContain('href="/admin/dashboard/people"');
    expect(html).not.toContain('href="/admin/dashboard/settings"');
  });
});

describe("lifetimes, with stored times moved back", () => {
  it("refuses an expired invitation, and a session older than 30 days however recently used", async () => {
    const owner = await ownerCookie();
    const late = `late-${Date.now()}@example.com`;
    const token = await invite(owner, late, "editor");
    const old = cookieOf(
      await logIn(OWNER_EMAIL, OWNER_PASSWORD, { "User-Agent": "absolute-lifetime-probe" }),
    );
    const young = cookieOf(
      await logIn(OWNER_EMAIL, OWNER_PASSWORD, { "User-Agent": "young-session-probe" }),
    );
    await changeStoredData(`
      UPDATE staff_tokens SET expires_at = now() - interval '1 minute'
        WHERE staff_id = (SELECT id FROM staff WHERE email = '${late}');
      UPDATE admin_sessions SET created_at = now() - interval '31 days', last_seen_at = now()
        WHERE device = 'absolute-lifetime-probe';
      UPDATE admin_sessions SET created_at = now() - interval '29 days'
        WHERE device = 'young-session-probe';
    `);
    expect((await send("GET", `/admin/invite/${token}`)).status).toBe(410);
    expect(
      (await send("POST", `/admin/invite/${token}`, { body: { password: PASSWORD } })).status,
    ).toBe(410);
    expect((await send("GET", "/api/admin/people", { cookie: old })).status).toBe(401);
    expect((await send("GET", "/api/admin/people", { cookie: young })).status).toBe(200);
  }, 120_000);

  it("stores an invitation for 7 days and a reset link for 1 hour, hashed", async () => {
    const owner = await ownerCookie();
    const email = `stored-${Date.now()}@example.com`;
    const token = await invite(owner, email, "analyst");
    await send("POST", `/admin/invite/${token}`, { body: { password: PASSWORD } });
    const before = sink.received.length;
    await send("POST", "/admin/forgot", { body: new URLSearchParams({ email }) });
    const reset = await linkFor(email, "reset", before);
    await server.stop();
    const client = new PGlite(path.resolve(dataDir, "pglite"));
    const { rows } = await client.query<{ purpose: string; seconds: number; token_hash: string }>(
      `SELECT purpose, extract(epoch FROM expires_at - created_at)::int AS seconds, token_hash
         FROM staff_tokens WHERE staff_id = (SELECT id FROM staff WHERE email = '${email}')
         ORDER BY id`,
    );
    await client.close();
    server = await startServer({ dataDir, env: serverEnv() });
    expect(rows.map((row) => [row.purpose, Math.round(row.seconds / 60)])).toEqual([
      ["invite", 7 * 24 * 60],
      ["reset", 60],
    ]);
    for (const row of rows) {
      expect(row.token_hash).not.toBe(token);
      expect(row.token_hash).not.toBe(reset);
    }
  }, 120_000);
});

describe("an install from before named accounts", () => {
  it("makes the owner from OWNER_EMAIL and the scrypt ADMIN_PASSWORD_HASH, rehashed with argon2id at sign-in", async () => {
    const hash = await hashPassword("hashed-bootstrap-password");
    // As the upgrade finds it: content and settings stored, nobody with an account yet (the
    // migration makes the staff table empty). A database of its own: this file's has people in
    // its audit log, which can be neither deleted nor left pointing at no one.
    await server.stop();
    const upgradeDir = makeEmptyDataDir();
    server = await startServer({
      dataDir: upgradeDir,
      env: { ...serverEnv(), OWNER_EMAIL: "Boss@Example.com", ADMIN_PASSWORD_HASH: hash },
    });
    const login = await logIn("boss@example.com", "hashed-bootstrap-password");
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({
      staff: { email: "boss@example.com", role: "owner" },
    });
    expect((await send("GET", "/api/admin/people", { cookie: cookieOf(login) })).status).toBe(200);

    await server.stop();
    const after = new PGlite(path.resolve(upgradeDir, "pglite"));
    const { rows } = await after.query<{ password_hash: string }>(
      "SELECT password_hash FROM staff WHERE email = 'boss@example.com'",
    );
    await after.close();
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    server = await startServer({ dataDir: upgradeDir, env: serverEnv() });
    // Once made, the owner keeps their password: the variables are read on first start only.
    expect((await logIn("boss@example.com", "hashed-bootstrap-password")).status).toBe(200);
    await server.stop();
    rmSync(upgradeDir, { recursive: true, force: true });
    server = await startServer({ dataDir, env: serverEnv() });
  }, 180_000);
});
