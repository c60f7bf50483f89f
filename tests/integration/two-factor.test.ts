// Two-factor sign-in (issue 28) against the real server and database: enrolment with a code
// computed from the key, sign-in that needs the code, wrong and replayed codes refused, recovery
// codes that work once, turning it off with a fresh code, the login screen's second step without
// JavaScript, and the owner's "require it for everyone". The server has a database of its own:
// turning two-factor on for the one signed-in person would change every other file's sign-in.
//
// Codes come from the key with otpauth, as an authenticator app computes them. The server accepts
// one 30-second step either side of now and never the same step twice, so each flow uses the
// step before now, then now, then the step after: three fresh codes without waiting.
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attr, findTag, OWNER_EMAIL, postJson } from "#tests/http.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";

const PASSWORD = "integration-test-password";
const TWO_FACTOR = "/admin/dashboard/account/two-factor";
const API = "/api/admin/account/two-factor";

const FIRST_SECRET = "integration-test-session-secret-0123456789abcdef";
let firstServer: RunningServer;
let server: RunningServer;
let database: OwnDatabase | null = null;
let base = "";

async function restartWith(env: Record<string, string>) {
  await server.stop();
  server = await startServer({
    dataDir: firstServer.dataDir,
    env: { ...(database ? { DATABASE_URL: database.url } : {}), ...env },
  });
  base = server.url;
}

beforeAll(async () => {
  database = await createOwnDatabase("two_factor");
  firstServer = await startServer({ env: database ? { DATABASE_URL: database.url } : {} });
  server = firstServer;
  base = server.url;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  firstServer?.cleanUp();
  await database?.drop();
});

/** The code an authenticator app holding `secret` shows `offsetSteps` steps from now. */
function codeAt(secret: string, offsetSteps: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/**
 * Each test uses codes a step apart (the step before, this one, the next), and the server
 * refuses a code more than one step from its own clock. A test that starts in a step's last
 * seconds would see the step before's code refused as soon as the next begins, so it waits for
 * that step instead: every test then has at least TOTP_MARGIN_MS before its first boundary.
 */
const TOTP_MARGIN_MS = 12_000;
beforeEach(async () => {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < TOTP_MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 50));
});

/** Six digits that are none of the codes the server would accept now. */
function wrongCode(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((offset) => codeAt(secret, offset)));
  let candidate = 123456;
  while (accepted.has(String(candidate))) candidate += 1;
  return String(candidate);
}

let clientCounter = 0;
/** A client address of its own per sign-in sequence, so the sign-in limit is not shared. */
function asClient() {
  clientCounter += 1;
  return { "X-Forwarded-For": `100.99.${clientCounter >> 8}.${clientCounter & 255}` };
}

/** Signs in as the first owner: the e-mail goes with every attempt. */
function login(body: Record<string, string>, client = asClient()) {
  return postJson(base, "/api/admin/login", { email: OWNER_EMAIL, ...body }, client);
}

async function sessionCookie(body: Record<string, string> = { password: PASSWORD }) {
  const response = await login(body);
  expect(response.status).toBe(200);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

function api(cookie: string, body?: Record<string, string>) {
  return body
    ? postJson(base, API, body, { Cookie: cookie })
    : fetch(`${base}${API}`, { headers: { Cookie: cookie } });
}

/** Starts and confirms enrolment through the API; answers the key and the recovery codes. */
async function enrolThroughApi(cookie: string) {
  const started = await api(cookie, { action: "start" });
  expect(started.status).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await api(cookie, { action: "confirm", code: codeAt(secret, -1) });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

async function auditActions(cookie: string): Promise<{ text: string; actions: string[] }> {
  const response = await fetch(`${base}/api/admin/audit`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const text = await response.text();
  const entries = JSON.parse(text) as { action: string }[];
  return { text, actions: entries.map((entry) => entry.action) };
}

/** Cookies a response sets, as name=value pairs to send back. */
function setCookies(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

describe("two-factor sign-in through the API", () => {
  it("enrols, then signs in only with a fresh code or an unused recovery code", async () => {
    let cookie = await sessionCookie();
    const before = await api(cookie);
    expect(await before.json()).toMatchObject({ enabled: false, pending: false, required: false });

    const started = await api(cookie, { action: "start" });
    const { secret, otpauthUri } = (await started.json()) as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(
      new RegExp(
        `^otpauth://totp/Akwaaba%20Stays:[^?]+%40[^?]+\\?secret=${secret}&issuer=Akwaaba%20Stays$`,
      ),
    );
    expect(await (await api(cookie)).json()).toMatchObject({ enabled: false, pending: true });

    // A wrong first code turns nothing on.
    const refused = await api(cookie, { action: "confirm", code: wrongCode(secret) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/not right/);

    const confirmed = await api(cookie, { action: "confirm", code: codeAt(secret, -1) });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(await (await api(cookie)).json()).toMatchObject({
      enabled: true,
      pending: false,
      recoveryCodesLeft: 10,
    });

    const logout = await postJson(base, "/api/admin/logout", {}, { Cookie: cookie });
    expect(logout.status).toBe(200);

    // The password alone now asks for the code.
    const client = asClient();
    const passwordOnly = await login({ password: PASSWORD }, client);
    expect(passwordOnly.status).toBe(401);
    expect(await passwordOnly.json()).toEqual({
      error: "Enter the 6-digit code from your authenticator app.",
      needsCode: true,
    });
    expect(passwordOnly.headers.get("set-cookie")).toBeNull();

    const wrong = await login({ password: PASSWORD, code: wrongCode(secret) }, client);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      needsCode: true,
      error: expect.stringMatching(/not right/),
    });
    expect(wrong.headers.get("set-cookie")).toBeNull();

    // A wrong password with a right code is still a wrong password.
    const code = codeAt(secret, 0);
    const wrongPassword = await login({ password: "not-the-password", code }, client);
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({ error: "Invalid password" });

    const right = await login({ password: PASSWORD, code }, client);
    expect(right.status).toBe(200);
    cookie = right.headers.get("set-cookie")!.split(";")[0]!;

    const replayed = await login({ password: PASSWORD, code });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ needsCode: true });

    // A recovery code works once, typed in any case and without its hyphens.
    const recovery = recoveryCodes[3]!;
    expect((await login({ password: PASSWORD, code: recovery.toUpperCase() })).status).toBe(200);
    const spent = await login({ password: PASSWORD, code: recovery.replaceAll("-", "") });
    expect(spent.status).toBe(401);
    expect(await (await api(cookie)).json()).toMatchObject({ recoveryCodesLeft: 9 });

    // Turning it off needs a fresh code: the one just used to sign in is refused.
    const stale = await api(cookie, { action: "disable", code });
    expect(stale.status).toBe(400);
    expect(await (await api(cookie)).json()).toMatchObject({ enabled: true });
    const blank = await api(cookie, { action: "disable" });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toMatch(/6-digit code/);
    const disabled = await api(cookie, { action: "disable", code: codeAt(secret, 1) });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toEqual({ enabled: false });
    expect(await (await api(cookie)).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });

    // The password alone signs in again.
    await sessionCookie();

    const audit = await auditActions(cookie);
    for (const action of [
      "two-factor sign-in turned on",
      "login refused: wrong two-factor code",
      "two-factor recovery code used",
      "two-factor sign-in turned off",
    ]) {
      expect(audit.actions).toContain(action);
    }
    // Neither the key nor any code is ever written to the log.
    expect(audit.text).not.toContain(secret);
    for (const recoveryCode of recoveryCodes) {
      expect(audit.text).not.toContain(recoveryCode);
      expect(audit.text).not.toContain(recoveryCode.replaceAll("-", ""));
    }
  });

  it("answers new recovery codes for a fresh code and retires the old ones", async () => {
    const cookie = await sessionCookie();
    const { secret, recoveryCodes } = await enrolThroughApi(cookie);
    const renewed = await api(cookie, { action: "regenerate", code: codeAt(secret, 0) });
    expect(renewed.status).toBe(200);
    const fresh = ((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await login({ password: PASSWORD, code: recoveryCodes[0]! })).status).toBe(401);
    expect((await login({ password: PASSWORD, code: fresh[0]! })).status).toBe(200);
    expect((await auditActions(cookie)).actions).toContain("two-factor recovery codes replaced");

    expect((await api(cookie, { action: "disable", code: codeAt(secret, 1) })).status).toBe(200);
  });

  it("refuses bad requests with a sentence", async () => {
    const cookie = await sessionCookie();
    const unknown = await api(cookie, { action: "explode" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/"start"/);
    const notOn = await api(cookie, { action: "disable", code: "123456" });
    expect(notOn.status).toBe(409);
    const notStarted = await api(cookie, { action: "confirm", code: "123456" });
    expect(notStarted.status).toBe(409);
  });
});

describe("two-factor sign-in on the screens, without JavaScript", () => {
  it("enrols with the QR code or the key, shows the recovery codes once, signs in in two steps", async () => {
    let cookie = await sessionCookie();
    const get = (path: string, extra: string[] = []) =>
      fetch(`${base}${path}`, {
        headers: { Cookie: [cookie, ...extra].join("; ") },
        redirect: "manual",
      });
    const post = (path: string, fields: Record<string, string>, headers = {}) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { Cookie: cookie, ...headers },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });

    const off = await (await get(TWO_FACTOR)).text();
    expect(off).toContain("Set up two-factor sign-in");
    // The dashboard's header links to the person's account, which links here.
    const account = await (await get("/admin/dashboard/account")).text();
    expect(findTag(account, "a", { href: TWO_FACTOR })).toBeDefined();

    const start = await post(TWO_FACTOR, { intent: "start" });
    expect(start.status).toBe(302);
    expect(start.headers.get("location")).toBe(TWO_FACTOR);

    const pending = await (await get(TWO_FACTOR)).text();
    expect(pending).toMatch(
      /<svg role="img" aria-label="QR code for your authenticator app" width="240" height="240"/,
    );
    const grouped = /<code id="two-factor-key"[^>]*>([A-Z2-7 ]+)<\/code>/.exec(pending)![1]!;
    expect(grouped).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = grouped.replaceAll(" ", "");

    const refused = await post(TWO_FACTOR, { intent: "confirm", code: wrongCode(secret) });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("That code is not right");

    const confirmed = await post(TWO_FACTOR, { intent: "confirm", code: codeAt(secret, -1) });
    expect(confirmed.status).toBe(302);
    const carried = setCookies(confirmed).filter((value) => value.startsWith("akwaaba_recovery"));
    expect(carried).toHaveLength(1);

    const shown = await get(TWO_FACTOR, carried);
    const shownHtml = await shown.text();
    const codes = [...shownHtml.matchAll(/>([a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4})</g)].map(
      (match) => match[1]!,
    );
    expect(new Set(codes).size).toBe(10);
    // Sealed: no code is readable in the cookie. (A pattern would not do: the sealed value is
    // random base64url, which now and then holds a stretch shaped like a code.)
    for (const code of codes) expect(carried[0]).not.toContain(code);
    const download = findTag(shownHtml, "a", { download: "akwaaba-stays-recovery-codes.txt" });
    const file = decodeURIComponent(
      attr(download, "href")!.replace(/^data:text\/plain;charset=utf-8,/, ""),
    );
    for (const code of codes) expect(file).toContain(code);
    // The loader clears the cookie: the codes are shown once.
    expect(
      shown.headers.getSetCookie().some((value) => /akwaaba_recovery_codes=;/.test(value)),
    ).toBe(true);
    const later = await (await get(TWO_FACTOR)).text();
    expect(later).not.toContain(codes[0]);
    expect(later).toContain("Two-factor sign-in is on");

    // Sign out, then the login screen's two steps.
    await post("/admin/dashboard", { intent: "logout" });
    const client = asClient();
    const passwordStep = await fetch(`${base}/admin`, {
      method: "POST",
      headers: client,
      body: new URLSearchParams({ email: OWNER_EMAIL, password: PASSWORD }),
      redirect: "manual",
    });
    expect(passwordStep.status).toBe(200);
    const codeForm = await passwordStep.text();
    expect(codeForm).not.toContain(PASSWORD);
    expect(findTag(codeForm, "input", { name: "code" })).toBeDefined();
    const ticket = attr(findTag(codeForm, "input", { name: "ticket" }), "value")!;
    expect(ticket).toMatch(/^\d+\.\d+\.[\w-]{22}\.[\w-]{43}$/);

    const codeStep = (fields: Record<string, string>) =>
      fetch(`${base}/admin`, {
        method: "POST",
        headers: client,
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
    const wrong = await codeStep({ ticket, code: wrongCode(secret) });
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain("That code is not right");
    const nextTicket = attr(findTag(wrongHtml, "input", { name: "ticket" }), "value")!;
    expect(nextTicket).not.toBe(ticket);

    // A ticket is spent by one try, and a forged one is refused.
    const reused = await codeStep({ ticket, code: codeAt(secret, 0) });
    expect(reused.status).toBe(401);
    expect(await reused.text()).toContain("expired or was already used");
    const forged = await codeStep({
      ticket: nextTicket.replace(/.$/, (last) => (last === "A" ? "B" : "A")),
      code: codeAt(secret, 0),
    });
    expect(forged.status).toBe(401);

    const signedIn = await codeStep({ ticket: nextTicket, code: codeAt(secret, 0) });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/admin/dashboard");
    cookie = setCookies(signedIn).find((value) => value.startsWith("__Host-akwaaba_admin="))!;
    expect((await get("/admin/dashboard")).status).toBe(200);

    const disabled = await post(TWO_FACTOR, { intent: "disable", code: codeAt(secret, 1) });
    expect(disabled.status).toBe(302);
    expect(await (await get(TWO_FACTOR)).text()).toContain("Two-factor sign-in is off");
  });
});

describe("the owner's 'Require two-factor sign-in for everyone'", () => {
  it("sends a person without two-factor to enrol, on every screen and API call", async () => {
    let cookie = await sessionCookie();
    const settings = (requireTwoFactor: boolean) =>
      fetch(`${base}/admin/dashboard/settings`, {
        method: "POST",
        headers: { Cookie: cookie },
        body: new URLSearchParams({
          intent: "sign-in",
          ...(requireTwoFactor ? { requireTwoFactor: "on" } : {}),
        }),
        redirect: "manual",
      });
    const bad = await fetch(`${base}/admin/dashboard/settings`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams({ intent: "sign-in", requireTwoFactor: "always" }),
    });
    expect(bad.status).toBe(400);

    expect((await settings(true)).status).toBe(200);

    for (const path of [
      "/admin/dashboard",
      "/admin/dashboard/settings",
      "/admin/dashboard/content",
    ]) {
      const page = await fetch(`${base}${path}`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe(TWO_FACTOR);
    }
    const refused = await fetch(`${base}/api/admin/dashboard`, { headers: { Cookie: cookie } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /Two-factor sign-in is required.*set it up/,
    );
    const screen = await fetch(`${base}${TWO_FACTOR}`, { headers: { Cookie: cookie } });
    expect(screen.status).toBe(200);
    const enrolment = await screen.text();
    expect(enrolment).toContain("requires two-factor sign-in");
    // Around the enrolment screen: no figures and no tabs until it is done.
    expect(enrolment).not.toContain('aria-label="Statistics"');
    expect(enrolment).not.toContain('aria-label="Dashboard sections"');
    expect(await (await api(cookie)).json()).toMatchObject({ required: true, enabled: false });

    // Enrolling opens the rest of the dashboard.
    const { secret } = await enrolThroughApi(cookie);
    expect(
      (await fetch(`${base}/api/admin/dashboard`, { headers: { Cookie: cookie } })).status,
    ).toBe(200);
    cookie = await sessionCookie({ password: PASSWORD, code: codeAt(secret, 0) });
    const opened = await (
      await fetch(`${base}${TWO_FACTOR}`, { headers: { Cookie: cookie } })
    ).text();
    expect(opened).toContain('aria-label="Statistics"');
    expect(opened).toContain('aria-label="Dashboard sections"');
    expect((await settings(false)).status).toBe(200);
    expect((await auditActions(cookie)).actions).toContain("sign-in settings saved");
    expect((await api(cookie, { action: "disable", code: codeAt(secret, 1) })).status).toBe(200);
  });
});

describe("two-factor keys across a SESSION_SECRET rotation", () => {
  it("still opens a key sealed under the previous secret, and re-seals it at sign-in", async () => {
    const cookie = await sessionCookie();
    const { secret, recoveryCodes } = await enrolThroughApi(cookie);
    const next = "integration-test-rotated-secret-0123456789abcdef";
    await restartWith({ SESSION_SECRET: next, SESSION_SECRET_PREVIOUS: FIRST_SECRET });
    // Signing in with a code opens the key under the previous secret and seals it again.
    await sessionCookie({ password: PASSWORD, code: codeAt(secret, 0) });
    // With the old secret gone, the re-sealed key still opens.
    await restartWith({ SESSION_SECRET: next, SESSION_SECRET_PREVIOUS: "" });
    const fresh = await sessionCookie({ password: PASSWORD, code: codeAt(secret, 1) });
    expect(await (await api(fresh)).json()).toMatchObject({ enabled: true });
    // Every code of the clock's window is spent: a recovery code turns it off for the next test.
    const off = await api(fresh, { action: "disable", code: recoveryCodes[0]! });
    expect(off.status).toBe(200);
    // Two restarts: on a loaded machine each has taken over 10 s.
  }, 120_000);
});

describe("two-factor keys after SESSION_SECRET changed without keeping the old one (issue 39)", () => {
  it("says so in the log and to the person, who signs in with a recovery code and sets it up again", async () => {
    const cookie = await sessionCookie();
    const { secret, recoveryCodes } = await enrolThroughApi(cookie);
    await restartWith({
      SESSION_SECRET: "integration-test-lost-secret-0123456789abcdef",
      SESSION_SECRET_PREVIOUS: "",
    });
    const unreadable = /Your two-factor setup can no longer be read.*recovery code/;
    const passwordOnly = await login({ password: PASSWORD });
    expect(passwordOnly.status).toBe(401);
    expect(await passwordOnly.json()).toMatchObject({
      needsCode: true,
      error: expect.stringMatching(unreadable),
    });
    // A code from the app cannot pass, and is not called "wrong".
    const appCode = await login({ password: PASSWORD, code: codeAt(secret, 0) });
    expect(appCode.status).toBe(401);
    expect(((await appCode.json()) as { error: string }).error).toMatch(unreadable);
    expect(server.output()).toMatch(/two-factor key cannot be opened.*SESSION_SECRET_PREVIOUS/);

    // The login screen says the same beside the code field.
    const screen = await fetch(`${base}/admin`, {
      method: "POST",
      headers: asClient(),
      body: new URLSearchParams({ email: OWNER_EMAIL, password: PASSWORD }),
    });
    expect(await screen.text()).toContain("Your two-factor setup can no longer be read");

    const fresh = await sessionCookie({ password: PASSWORD, code: recoveryCodes[0]! });
    expect(await (await api(fresh)).json()).toMatchObject({ enabled: true, keyUnreadable: true });
    const page = await (await fetch(`${base}${TWO_FACTOR}`, { headers: { Cookie: fresh } })).text();
    expect(page).toContain("Your two-factor setup can no longer be read");
    expect((await api(fresh, { action: "disable", code: recoveryCodes[1]! })).status).toBe(200);
    const again = await enrolThroughApi(fresh);
    expect(await (await api(fresh)).json()).toMatchObject({ enabled: true, keyUnreadable: false });
    expect((await api(fresh, { action: "disable", code: again.recoveryCodes[0]! })).status).toBe(
      200,
    );
  }, 120_000);
});

// Last in the file: it spends the account's sign-in guesses, which every test before it needs.
describe("the sign-in limit", () => {
  it("counts wrong codes as it counts wrong passwords: once it is reached, even a right code waits", async () => {
    const cookie = await sessionCookie();
    const { secret } = await enrolThroughApi(cookie);
    // 5 wrong sign-ins per client and 10 per account in 15 minutes; the tests above already
    // spent some of the account's, so the limit may come before the fifth wrong code.
    const client = asClient();
    let answer = 401;
    for (let attempt = 0; attempt < 5 && answer === 401; attempt += 1) {
      answer = (await login({ password: PASSWORD, code: wrongCode(secret) }, client)).status;
    }
    const limited = await login({ password: PASSWORD, code: codeAt(secret, 1) }, client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
