// The pages a French subscriber's e-mails lead to (issue 44), against the real built server, its
// database and a real SMTP server: the confirmation e-mail links to /fr/newsletter/confirm, a
// newsletter's footer and one-click header to /fr/newsletter/unsubscribe and /preferences, and
// each page answers in French (with and without its token working), while an English reader's
// links and pages stay English and ship no French.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { en } from "#app/content/i18n/en.ts";
import { fr } from "#app/content/i18n/fr.ts";
import { adminApi, adminCookie, attr, findTag, postForm, title, visibleText } from "#tests/http.ts";
import { pageAssets } from "#tests/page-weight.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "#tests/smtp-sink.ts";

let smtp: SmtpSink;
let server: RunningServer;
let cookie: string;
const run = Date.now().toString(36);
const address = (name: string) => `${name}.${run}@example.tg`;
// Mail goes through pg-boss's polling and then the outbox: the waits are for the end state.
const MAIL_WAIT = 60_000;
vi.setConfig({ testTimeout: 240_000 });

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_RETRY_BASE_SECONDS: "1",
      MAIL_RATE_PER_MINUTE: "30000",
      POSTAL_ADDRESS: "Akwaaba Stays, 1 Test Street, Wilmington, DE 19801, USA",
    },
  });
  cookie = await adminCookie(server.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanUp();
  await smtp?.stop();
});

// Loopback is a trusted proxy, so each sign-up can act as its own client (a range no other file uses).
let clientCounter = 0;
function asClient() {
  clientCounter += 1;
  return { "X-Forwarded-For": `172.31.47.${clientCounter}` };
}

function mailsTo(email: string) {
  return smtp.received.filter((mail) => mail.to.includes(email));
}

async function lastMailTo(email: string, matching = (_mail: ReceivedMail) => true) {
  await expect
    .poll(() => mailsTo(email).filter(matching).length, { timeout: MAIL_WAIT })
    .toBeGreaterThan(0);
  return mailsTo(email).filter(matching).at(-1)!;
}

/** The site-relative link to a newsletter page in a mail, quoted-printable soft breaks undone. */
function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const found = pattern.exec(mail.decoded.replace(/=\r?\n/g, ""));
  expect(found, `${pattern} in the mail`).not.toBeNull();
  return found![0].replaceAll("&amp;", "&");
}

async function page(path: string, init?: RequestInit) {
  const response = await fetch(`${server.url}${path}`, init);
  const html = await response.text();
  // The address is set in bold: visibleText spaces it from the full stop after it.
  return { response, html, text: visibleText(html).replace(/ \./g, ".") };
}

/** What a page's scripts hold, to prove a language's words are not shipped in them. */
async function scriptsOf(html: string): Promise<string> {
  const scripts = await Promise.all(
    pageAssets(html).scripts.map(async (src) => (await fetch(`${server.url}${src}`)).text()),
  );
  return scripts.join("\n");
}

const frenchWords = fr.newsletterPages;
const englishWords = en.newsletterPages;

function expectFrenchPage(html: string) {
  expect(html).toMatch(/<html lang="fr"/);
  // A reader's own page: no language switch, since it would lose the token.
  expect(html).not.toContain('hreflang="en"');
  expect(visibleText(html)).toContain(frenchWords.guides.label);
  expect(findTag(html, "a", { href: "/fr/blog" })).toBeDefined();
  for (const english of [
    englishWords.confirmButton,
    englishWords.guides.label,
    englishWords.unsubscribe,
    englishWords.subscribeAgain,
    "Close notification",
  ]) {
    expect(html).not.toContain(english);
  }
}

describe("a French subscriber's confirmation", () => {
  it("links to the French confirmation page, which confirms once, in French", async () => {
    const email = address("afi");
    const signUp = await postForm(server.url, "/fr/newsletter", { email }, asClient());
    expect(signUp.status).toBe(202);
    const mail = await lastMailTo(email);
    const link = linkIn(mail, /\/fr\/newsletter\/confirm\?token=[\w.-]+/);
    expect(mail.decoded).not.toMatch(/localhost:3000\/newsletter\/confirm/);

    const opened = await page(link);
    expect(opened.response.status).toBe(200);
    expect(opened.response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(opened.response.headers.get("cache-control")).toBe("private, no-store");
    expectFrenchPage(opened.html);
    expect(title(opened.html)).toBe("Confirmation de votre inscription | Akwaaba Stays");
    expect(findTag(opened.html, "meta", { name: "description" })).toContain("Confirmez ou gérez");
    expect(opened.text).toContain("Confirmez votre inscription");
    expect(opened.text).toContain(frenchWords.confirmText);
    expect(opened.text).toContain("Confirmer mon inscription");

    // The button posts the form to the same address, as a browser without scripts does.
    const confirmed = await page(link, { method: "POST" });
    expect(confirmed.response.status).toBe(200);
    expectFrenchPage(confirmed.html);
    expect(confirmed.text).toContain("Inscription confirmée");
    expect(confirmed.text).toContain(
      `Merci d'avoir confirmé. Nos conseils de voyage au Ghana arriveront à l'adresse ${email}.`,
    );
    const preferences = /href="(\/fr\/newsletter\/preferences\?token=[^"]+)"/.exec(
      confirmed.html,
    )?.[1];
    expect(preferences, "the link to change one's mind").toBeDefined();
    expect(confirmed.text).toContain("vous pouvez changer d'avis ici à tout moment.");

    const again = await page(link, { method: "POST" });
    expect(again.text).toContain(frenchWords.alreadyConfirmed);
    expect(again.html).not.toContain(email);

    const prefs = await page(preferences!.replaceAll("&amp;", "&"));
    expect(prefs.response.status).toBe(200);
    expectFrenchPage(prefs.html);
    expect(prefs.text).toContain(`${email} reçoit nos conseils de voyage au Ghana.`);
  });

  it("says in French when a link is damaged or expired, leading to the French sign-up", async () => {
    const damaged = await page("/fr/newsletter/confirm?token=damaged");
    expect(damaged.response.status).toBe(400);
    expectFrenchPage(damaged.html);
    expect(damaged.text).toContain("Ce lien ne fonctionne pas");
    expect(damaged.text).toContain(frenchWords.problems.invalid.text);
    expect(attr(findTag(damaged.html, "a", { href: "/fr/newsletter" }), "href")).toBe(
      "/fr/newsletter",
    );
    expect(damaged.text).toContain("Aller au formulaire d'inscription");

    for (const path of ["/fr/newsletter/preferences", "/fr/newsletter/unsubscribe"]) {
      const forged = await page(`${path}?token=forged`);
      expect(forged.response.status, path).toBe(400);
      expectFrenchPage(forged.html);
      expect(forged.text).toContain("Ce lien ne fonctionne pas");
      expect(visibleText(title(forged.html) ?? "")).toBe(
        "Vos préférences de lettre d'information | Akwaaba Stays",
      );
    }
  });
});

describe("a French subscriber's newsletter", () => {
  it("links to the French unsubscribe and preferences pages, which work in French", async () => {
    const email = address("kodjo");
    expect((await postForm(server.url, "/fr/newsletter", { email }, asClient())).status).toBe(202);
    const confirm = linkIn(await lastMailTo(email), /\/fr\/newsletter\/confirm\?token=[\w.-]+/);
    expect((await fetch(`${server.url}${confirm}`, { method: "POST" })).status).toBe(200);

    const subject = `Les pages ${run}`;
    const created = await adminApi(server.url, cookie, "POST", "campaigns", {
      subject: `Pages ${run}`,
      body: "Hello.",
      frenchSubject: subject,
      frenchBody: "Bonjour.",
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const { audience } = (await (
      await adminApi(server.url, cookie, "GET", `campaigns/${id}`)
    ).json()) as { audience: number };
    const sent = await adminApi(server.url, cookie, "POST", `campaigns/${id}/send`, {
      confirmRecipients: audience,
    });
    expect(sent.status).toBe(202);

    const mail = await lastMailTo(email, (item) => item.decoded.includes("Bonjour."));
    expect(mail.headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/fr\/newsletter\/unsubscribe\?token=/m,
    );
    const unsubscribe = linkIn(mail, /\/fr\/newsletter\/unsubscribe\?token=[\w.-]+&c=\d+/);
    const preferences = linkIn(mail, /\/fr\/newsletter\/preferences\?token=[\w.-]+&c=\d+/);

    const ask = await page(unsubscribe);
    expect(ask.response.status).toBe(200);
    expectFrenchPage(ask.html);
    expect(ask.text).toContain("Se désinscrire de la lettre d'information");
    expect(ask.text).toContain(`Ne plus envoyer nos conseils de voyage au Ghana à ${email} ?`);

    const left = await page(unsubscribe, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=unsubscribe",
    });
    expect(left.response.status).toBe(200);
    expectFrenchPage(left.html);
    expect(left.text).toContain("Vous êtes désinscrit");
    expect(left.text).toContain(
      `Nous n'enverrons plus la lettre d'information à ${email}. C'est effectif immédiatement.`,
    );
    expect(left.text).toContain("Se réinscrire");

    const prefs = await page(preferences);
    expect(prefs.text).toContain("Vos préférences");
    expect(prefs.text).toContain(`${email} est désinscrit et ne reçoit rien.`);

    const back = await page(preferences, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=subscribe",
    });
    expect(back.response.status).toBe(200);
    expect(back.text).toContain("Vous êtes de nouveau inscrit.");
    expect(back.text).toContain(`${email} reçoit nos conseils de voyage au Ghana.`);
    expect(back.text).toContain("Se désinscrire");

    // A mail provider's one-click unsubscribe (RFC 8058) works on the French address too.
    const oneClick = await fetch(`${server.url}${unsubscribe}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await page(preferences)).text).toContain(`${email} est désinscrit`);
  });
});

describe("an English subscriber", () => {
  it("keeps English links and pages, whose HTML and scripts hold no French", async () => {
    const email = address("kofi");
    expect((await postForm(server.url, "/?index", { email }, asClient())).status).toBe(202);
    const mail = await lastMailTo(email);
    const link = linkIn(mail, /\/newsletter\/confirm\?token=[\w.-]+/);
    expect(link.startsWith("/newsletter/confirm")).toBe(true);
    expect(mail.decoded).not.toContain("/fr/newsletter/");

    const opened = await page(link);
    expect(opened.html).toMatch(/<html lang="en"/);
    expect(title(opened.html)).toBe("Newsletter Confirmation | Akwaaba Stays");
    expect(opened.text).toContain("Confirm your subscription");
    expect(opened.text).toContain("Confirm my subscription");
    expect(opened.text).toContain("Read the latest Ghana travel guides");

    const damaged = await page("/newsletter/preferences?token=forged");
    expect(damaged.response.status).toBe(400);
    expect(damaged.html).toMatch(/<html lang="en"/);
    expect(damaged.text).toContain("This link does not work");
    expect(attr(findTag(damaged.html, "a", { href: "/#newsletter" }), "href")).toBe("/#newsletter");
    expect(title(damaged.html)).toBe("Newsletter Preferences | Akwaaba Stays");

    for (const html of [opened.html, damaged.html]) {
      const code = await scriptsOf(html);
      for (const french of [
        frenchWords.confirmButton,
        frenchWords.guides.label,
        frenchWords.problems.invalid.title,
        frenchWords.unsubscribedTitle,
      ]) {
        expect(html).not.toContain(french);
        expect(code).not.toContain(french);
      }
      // The words come in the page's data, not in its script.
      expect(code).not.toContain(englishWords.problems.invalid.text);
    }
  });
});
