// The French newsletter (issue 44) against the real built server, its database and a real SMTP
// server: /fr/newsletter's sign-up form in French where the translator's list of its words used to
// stand, posted to the page itself with or without scripts and answered in French (errors,
// notices, toasts, 429); the sign-up records French, its confirmation e-mail arrives in French,
// and a campaign with a French version reaches a French subscriber in French and an English one in
// English, each with the footer in their language. Then the pages those e-mails lead to: the
// confirmation e-mail links to /fr/newsletter/confirm, a newsletter's footer and one-click header
// to /fr/newsletter/unsubscribe and /preferences, and each page answers in French (with and
// without its token working), while an English reader's links and pages stay English and ship no
// French.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { en } from "#app/content/i18n/en.ts";
import { fr } from "#app/content/i18n/fr.ts";
import {
  adminApi,
  attr,
  awaitFreshWindow,
  findTag,
  postForm,
  title,
  visibleText,
} from "#tests/http.ts";
import { MAIL_WAIT, startMailingServer, type MailingServer } from "#tests/mailing-server.ts";
import { pageAssets } from "#tests/page-weight.ts";
import type { RunningServer } from "#tests/server-process.ts";
import type { ReceivedMail } from "#tests/smtp-sink.ts";

let mailing: MailingServer;
let server: RunningServer;
let cookie: string;
const run = Date.now().toString(36);
const address = (name: string) => `${name}.${run}@example.ci`;
vi.setConfig({ testTimeout: 240_000 });

beforeAll(async () => {
  mailing = await startMailingServer();
  ({ server, cookie } = mailing);
}, 120_000);

afterAll(() => mailing?.stop());

const mailsTo = (email: string) => mailing.mailsTo(email);
const lastMailTo = (email: string, matching?: (mail: ReceivedMail) => boolean) =>
  mailing.lastMailTo(email, matching);

// Loopback is a trusted proxy, so each test can act as its own client (a range no other file uses).
let clientCounter = 0;
function asClient() {
  clientCounter += 1;
  return { "X-Forwarded-For": `172.31.46.${clientCounter}` };
}

function signUpFrench(email: string, extra: Record<string, string> = {}, client = asClient()) {
  return postForm(server.url, "/fr/newsletter", { email, ...extra }, client);
}

/** The page's sign-up form, from its opening tag to its end. */
function signUpForm(html: string): string {
  const form = /<form\b[^>]*id="newsletter"[^>]*>[\s\S]*?<\/form>/.exec(html);
  expect(form, "the sign-up form").not.toBeNull();
  return form![0];
}

/** A header's value with its MIME encoded words (=?UTF-8?Q?…?= or B) decoded. */
function decodedHeader(mail: ReceivedMail, name: string): string {
  const raw = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "m").exec(mail.headers)?.[1] ?? "";
  return raw
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replaceAll("_", " ")
              .replace(/=([0-9a-f]{2})/gi, (_hex, byte: string) =>
                String.fromCharCode(Number.parseInt(byte, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    )
    .replace(/\r?\n[ \t]/g, " ");
}

/** The mail's content after its headers, decoded. */
function bodyOf(mail: ReceivedMail): string {
  return mail.decoded.slice(mail.decoded.indexOf("\r\n\r\n"));
}

type Subscriber = { id: number; email: string; status: string; language: string };

async function subscriber(email: string): Promise<Subscriber | undefined> {
  const list = (await (await adminApi(server.url, cookie, "GET", "subscriptions")).json()) as
    Subscriber[] | { items: Subscriber[] };
  const items = Array.isArray(list) ? list : list.items;
  return items.find((item) => item.email === email);
}

/** Signs up and confirms through the e-mailed link, as a reader would. */
async function confirmedReader(email: string, from: "fr" | "en") {
  const response =
    from === "fr"
      ? await signUpFrench(email)
      : await postForm(server.url, "/?index", { email }, asClient());
  expect(response.status).toBe(202);
  const mail = await lastMailTo(email);
  const link = /\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.decoded)![0];
  expect((await fetch(`${server.url}${link}`, { method: "POST" })).status).toBe(200);
  return mail;
}

/** Makes a campaign and sends it to everyone it would reach, as the operator does. */
async function sendCampaign(fields: Record<string, string>) {
  const created = await adminApi(server.url, cookie, "POST", "campaigns", fields);
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const detail = await adminApi(server.url, cookie, "GET", `campaigns/${id}`);
  const { audience } = (await detail.json()) as { audience: number };
  const sent = await adminApi(server.url, cookie, "POST", `campaigns/${id}/send`, {
    confirmRecipients: audience,
  });
  expect(sent.status).toBe(202);
}

describe("the French newsletter page", () => {
  it("shows the sign-up form in French, posting to itself, in place of the translator's list", async () => {
    const response = await fetch(`${server.url}/fr/newsletter`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr"/);
    const form = signUpForm(html);
    expect(form).toMatch(/^<form\b[^>]*method="post"/);
    expect(attr(form, "action")).toBe("/fr/newsletter#newsletter");
    const input = findTag(form, "input", { name: "email" });
    expect(attr(input, "placeholder")).toBe("Saisissez votre e-mail");
    expect(form).toMatch(/<label\b[^>]*>Adresse e-mail<\/label>/);
    expect(form).toMatch(/<label\b[^>]*>Laissez ce champ vide<\/label>/);
    const text = visibleText(form);
    expect(text).toContain("Recevez nos conseils de voyage au Ghana par e-mail");
    expect(text).toContain("S'inscrire");
    expect(visibleText(html)).toContain("Comment ça marche");
    for (const gone of ["Bloc d'inscription", "Bouton :", "{{block:", "Réponses :"]) {
      expect(html).not.toContain(gone);
    }
    for (const english of [
      "Subscribe",
      "Enter your email",
      "Leave this field empty",
      "Close notification",
    ]) {
      expect(html).not.toContain(english);
    }
    expect(html).toContain("Fermer la notification");
  });

  it("ships each sign-up form's words as its page's data, never the other language's", async () => {
    const pages = [
      { path: "/", own: en.newsletter.form, other: fr.newsletter.form },
      { path: "/fr/newsletter", own: fr.newsletter.form, other: en.newsletter.form },
    ];
    for (const { path, own, other } of pages) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toContain(own.failed);
      const code = await scriptsOf(html);
      for (const words of [other.subscribe, other.placeholder, other.failed, other.honeypot]) {
        expect(html, path).not.toContain(words);
        expect(code, path).not.toContain(words);
      }
      expect(code, path).not.toContain(own.failed);
    }
  });

  it("answers a missing, invalid or too long address with 400, in French", async () => {
    const cases = [
      ["", "L'adresse e-mail est obligatoire."],
      ["awa-at-example", "Saisissez une adresse e-mail valide."],
      [`${"a".repeat(310)}@example.ci`, "L'adresse e-mail ne doit pas dépasser 320 caractères."],
    ] as const;
    for (const [email, error] of cases) {
      const response = await signUpFrench(email);
      expect(response.status, email).toBe(400);
      const html = await response.text();
      expect(html).toMatch(/<html lang="fr"/);
      const form = signUpForm(html);
      const notice = /<p id="[^"]+" role="alert"[^>]*>[^<]*<\/p>/.exec(form)?.[0];
      expect(visibleText(notice ?? "").trim()).toBe(error);
      expect(attr(findTag(form, "input", { name: "email" }), "aria-invalid")).toBe("true");
      expect(html).not.toContain("Failed to subscribe");
    }
    // The fetcher's request: the answer's data carries the French toast.
    const fetched = await postForm(
      server.url,
      "/fr/newsletter.data",
      { email: "awa-at-example" },
      asClient(),
    );
    expect(fetched.status).toBe(400);
    const data = await fetched.text();
    expect(data).toContain("Erreur");
    expect(data).toContain("Saisissez une adresse e-mail valide.");
  });

  it("says in French when one connection has signed up too often, with Retry-After", async () => {
    await awaitFreshWindow(10 * 60_000);
    const client = asClient();
    for (let i = 0; i < 10; i++) {
      expect((await signUpFrench(address(`many${i}`), {}, client)).status).toBe(202);
    }
    const limited = await signUpFrench(address("one-too-many"), {}, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(visibleText(signUpForm(await limited.text()))).toContain(
      "Vous avez fait beaucoup d'inscriptions depuis cette connexion. Veuillez réessayer dans quelques minutes.",
    );
  });
});

describe("a French sign-up", () => {
  it("records French, and its confirmation e-mail arrives in French", async () => {
    const email = address("awa");
    const response = await signUpFrench(email);
    expect(response.status).toBe(202);
    expect(visibleText(signUpForm(await response.text()))).toContain(
      "Presque fini : ouvrez votre boîte de réception",
    );
    expect(await subscriber(email)).toMatchObject({ status: "pending", language: "fr" });

    const mail = await lastMailTo(email);
    expect(decodedHeader(mail, "Subject")).toBe("Confirmez votre inscription à Akwaaba Stays");
    expect(mail.decoded).toMatch(/<html[^>]*lang="fr"/);
    for (const words of [
      "Merci de confirmer votre inscription",
      "Confirmer mon inscription",
      "Le lien est valable 7 jours.",
      "Vous recevez cet e-mail parce que cette adresse a été saisie",
    ]) {
      expect(mail.decoded).toContain(words);
    }
    expect(mail.decoded).not.toContain("Confirm my subscription");

    // The consent record keeps the French words the form showed, as their own version.
    const detail = (await (
      await adminApi(server.url, cookie, "GET", `subscriptions/${(await subscriber(email))!.id}`)
    ).json()) as { consents: { wording: string; wordingVersion: string }[] };
    expect(detail.consents[0]).toMatchObject({
      wordingVersion: "2026-11-30-fr",
      wording: expect.stringContaining("Nous vous envoyons d'abord un lien") as string,
    });
  });

  it("from the home page records English, with the English e-mail", async () => {
    const email = address("ama");
    expect((await postForm(server.url, "/?index", { email }, asClient())).status).toBe(202);
    expect(await subscriber(email)).toMatchObject({ language: "en" });
    const mail = await lastMailTo(email);
    expect(decodedHeader(mail, "Subject")).toBe("Confirm your subscription to Akwaaba Stays");
    expect(mail.decoded).toContain("Confirm my subscription");
  });

  it("answers a bot that fills the honeypot as a person, and keeps nothing", async () => {
    const email = address("robot");
    const response = await signUpFrench(email, { website: "http://spam.example" });
    expect(response.status).toBe(202);
    expect(await response.text()).toContain("Presque fini");
    expect(await subscriber(email)).toBeUndefined();
  });
});

describe("campaigns with a French version", () => {
  it("reach a French subscriber in French and an English one in English", async () => {
    const french = address("kossi");
    const english = address("kofi");
    await confirmedReader(french, "fr");
    await confirmedReader(english, "en");

    const half = await adminApi(server.url, cookie, "POST", "campaigns", {
      subject: "Half",
      body: "Hi.",
      frenchSubject: "Moitié",
    });
    expect(half.status).toBe(400);

    const subject = `Harmattan season ${run}`;
    const frenchSubject = `La saison de l'harmattan ${run}`;
    await sendCampaign({
      subject,
      body: "Read our [money guide](/blog/money-in-ghana).",
      frenchSubject,
      frenchBody: "Lisez notre [guide de l'argent](/fr/blog/money-in-ghana).",
    });

    const isCampaign = (mail: ReceivedMail) =>
      [subject, frenchSubject].includes(decodedHeader(mail, "Subject"));
    await expect
      .poll(() => [...mailsTo(french), ...mailsTo(english)].filter(isCampaign).length, {
        timeout: MAIL_WAIT,
      })
      .toBe(2);
    const toFrench = mailsTo(french).find(isCampaign)!;
    expect(decodedHeader(toFrench, "Subject")).toBe(frenchSubject);
    expect(bodyOf(toFrench)).toMatch(/<html[^>]*lang="fr"/);
    expect(bodyOf(toFrench)).toContain("Lisez notre");
    expect(bodyOf(toFrench)).toContain("Se désinscrire");
    expect(bodyOf(toFrench)).toContain("Vous recevez cet e-mail parce que vous vous êtes inscrit");
    expect(bodyOf(toFrench)).not.toContain("Read our");
    expect(bodyOf(toFrench)).not.toContain("Unsubscribe");
    // The one-click unsubscribe header leads to the reader's page in their language.
    expect(toFrench.headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/fr\/newsletter\/unsubscribe\?token=/m,
    );

    const toEnglish = mailsTo(english).find(isCampaign)!;
    expect(decodedHeader(toEnglish, "Subject")).toBe(subject);
    expect(bodyOf(toEnglish)).toContain("Read our");
    expect(bodyOf(toEnglish)).toContain("Unsubscribe");
    expect(bodyOf(toEnglish)).not.toContain("Lisez notre");
    expect(bodyOf(toEnglish)).not.toContain("Se désinscrire");
  });

  it("without a French version reach a French subscriber in English, with a French footer", async () => {
    const french = address("yao");
    await confirmedReader(french, "fr");
    const subject = `Only English ${run}`;
    await sendCampaign({
      subject,
      body: "See the [FAQ](/faq).",
    });
    await expect
      .poll(
        () => mailsTo(french).filter((mail) => decodedHeader(mail, "Subject") === subject).length,
        {
          timeout: MAIL_WAIT,
        },
      )
      .toBe(1);
    const mail = mailsTo(french).find((item) => decodedHeader(item, "Subject") === subject)!;
    expect(mail.decoded).toContain("See the");
    expect(mail.decoded).toContain("Se désinscrire");
  });
});

// The pages the e-mails lead to.

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
    await sendCampaign({
      subject: `Pages ${run}`,
      body: "Hello.",
      frenchSubject: subject,
      frenchBody: "Bonjour.",
    });

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
    const email = address("kwame");
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
