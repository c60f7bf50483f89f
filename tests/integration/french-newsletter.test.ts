// The French newsletter (issue 44) against the real built server, its database and a real SMTP
// server: /fr/newsletter's sign-up form in French where the translator's list of its words used to
// stand, posted to the page itself with or without scripts and answered in French (errors,
// notices, toasts, 429); the sign-up records French, its confirmation e-mail arrives in French,
// and a campaign with a French version reaches a French subscriber in French and an English one in
// English, each with the footer in their language.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { en } from "#app/content/i18n/en.ts";
import { fr } from "#app/content/i18n/fr.ts";
import {
  adminApi,
  adminCookie,
  attr,
  awaitFreshWindow,
  findTag,
  postForm,
  visibleText,
} from "#tests/http.ts";
import { pageAssets } from "#tests/page-weight.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";
import { startSmtpSink, type SmtpSink, type ReceivedMail } from "#tests/smtp-sink.ts";

let smtp: SmtpSink;
let server: RunningServer;
let cookie: string;
const run = Date.now().toString(36);
const address = (name: string) => `${name}.${run}@example.ci`;
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

function mailsTo(email: string) {
  return smtp.received.filter((mail) => mail.to.includes(email));
}

async function lastMailTo(email: string): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(email).length, { timeout: MAIL_WAIT }).toBeGreaterThan(0);
  return mailsTo(email).at(-1)!;
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
      const code = (
        await Promise.all(
          pageAssets(html).scripts.map(async (src) => (await fetch(`${server.url}${src}`)).text()),
        )
      ).join("\n");
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
    const created = await adminApi(server.url, cookie, "POST", "campaigns", {
      subject,
      body: "Read our [money guide](/blog/money-in-ghana).",
      frenchSubject,
      frenchBody: "Lisez notre [guide de l'argent](/fr/blog/money-in-ghana).",
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const { audience } = (await (
      await adminApi(server.url, cookie, "GET", `campaigns/${id}`)
    ).json()) as {
      audience: number;
    };
    const sent = await adminApi(server.url, cookie, "POST", `campaigns/${id}/send`, {
      confirmRecipients: audience,
    });
    expect(sent.status).toBe(202);

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
    const created = await adminApi(server.url, cookie, "POST", "campaigns", {
      subject,
      body: "See the [FAQ](/faq).",
    });
    const { id } = (await created.json()) as { id: number };
    const { audience } = (await (
      await adminApi(server.url, cookie, "GET", `campaigns/${id}`)
    ).json()) as {
      audience: number;
    };
    await adminApi(server.url, cookie, "POST", `campaigns/${id}/send`, {
      confirmRecipients: audience,
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
