// The French contact page (issue 44), /fr/contact, as the built server sends it: the contact form
// in French where the translator's list of its words used to stand, posted to the page itself
// with or without scripts, answered in French (field errors, notices, toasts, 429), and each
// message stored as an English one is (read from the database of a server of our own).
import { rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, inject, it } from "vitest";
import { en } from "#app/content/i18n/en.ts";
import { fr } from "#app/content/i18n/fr.ts";
import {
  attr,
  awaitFreshWindow,
  findTag,
  visibleText,
  postForm as postBrowserForm,
} from "#tests/http.ts";
import { pageAssets } from "#tests/page-weight.ts";
import { makeDataDir, startServer } from "#tests/server-process.ts";

const baseUrl = inject("baseUrl");

// Loopback is a trusted proxy, so each test can act as its own client (a range no other file uses).
let clientCounter = 0;
function asClient() {
  clientCounter += 1;
  return { "X-Forwarded-For": `172.31.44.${clientCounter}` };
}

function postForm(base: string, path: string, fields: Record<string, string>, client = asClient()) {
  return postBrowserForm(base, path, fields, client);
}

const message = {
  name: "Awa Koné",
  email: "awa@example.ci",
  message: "Bonjour, je viens d'Abidjan par la route : quel hôtel près de la gare STC à Accra ?",
};

/** The page's contact form, from its opening tag to its end. */
function contactForm(html: string): string {
  const form = /<form\b[^>]*aria-label="Formulaire de contact"[^>]*>[\s\S]*?<\/form>/.exec(html);
  expect(form, "the French contact form").not.toBeNull();
  return form![0];
}

describe("the French contact page", () => {
  it("shows the contact form in French, posting to itself, in place of the translator's list", async () => {
    const response = await fetch(`${baseUrl}/fr/contact`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr"/);
    const form = contactForm(html);
    expect(form).toMatch(/^<form\b[^>]*method="post"/);
    expect(attr(form, "action")).toBe("/fr/contact");
    for (const label of ["Nom", "E-mail", "Message"]) {
      expect(form).toMatch(new RegExp(`<label\\b[^>]*>${label}</label>`));
    }
    expect(attr(findTag(form, "textarea", { name: "message" }), "placeholder")).toBe(
      "Dites-nous comment nous pouvons vous aider…",
    );
    expect(visibleText(form)).toContain("Envoyer le message");
    const text = visibleText(html);
    // The page's own French text stays, around the form.
    expect(text).toContain("Une question sur un hôtel, une ville ou l'organisation");
    expect(text).toContain("Ce pour quoi nous pouvons vous aider");
    expect(text).toContain("Vous préférez l'e-mail ?");
    // The translator's list of the form's words is gone, and no English form word shows.
    for (const gone of ["Messages du formulaire", "Bouton :", "{champ}", "{{block:"]) {
      expect(html).not.toContain(gone);
    }
    for (const english of ["Send Message", "Contact form", "Tell us how we can help"]) {
      expect(html).not.toContain(english);
    }
  });

  it("ships each contact page's form words as its data, never the other language's", async () => {
    const pages = [
      { path: "/contact", own: en.contact.form, other: fr.contact.form },
      { path: "/fr/contact", own: fr.contact.form, other: en.contact.form },
    ];
    for (const { path, own, other } of pages) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain(own.failed);
      const scripts = pageAssets(html).scripts;
      expect(scripts.length).toBeGreaterThan(0);
      const code = (
        await Promise.all(scripts.map(async (src) => (await fetch(`${baseUrl}${src}`)).text()))
      ).join("\n");
      for (const words of [other.send, other.placeholder, other.failed, other.label]) {
        expect(html, path).not.toContain(words);
        expect(code, path).not.toContain(words);
      }
      // Nor its own: the words come with the page, not in a script every visit downloads.
      expect(code, path).not.toContain(own.failed);
    }
  });

  it("answers a missing or invalid field with 400, in French, keeping what was typed", async () => {
    const response = await postForm(baseUrl, "/fr/contact", {
      name: "   ",
      email: "awa-at-example",
      message: message.message,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr"/);
    const form = contactForm(html);
    // The notice stands above the form's fields.
    expect(form).toMatch(
      /^<form[^>]*><p role="alert"[^>]*>Veuillez corriger les champs signalés ci-dessous\.<\/p>/,
    );
    const text = visibleText(form);
    expect(text).toContain("Le champ Nom est obligatoire.");
    expect(text).toContain("Saisissez une adresse e-mail valide.");
    expect(attr(findTag(form, "input", { name: "email" }), "value")).toBe("awa-at-example");
    expect(form).toContain(message.message.replaceAll("'", "&#x27;"));
    expect(html).not.toContain("is required");

    const missing = await postForm(baseUrl, "/fr/contact", { name: "Awa", email: "" });
    expect(missing.status).toBe(400);
    const missingText = visibleText(contactForm(await missing.text()));
    expect(missingText).toContain("Le champ E-mail est obligatoire.");
    expect(missingText).toContain("Le champ Message est obligatoire.");
  });

  it("answers a field over its limit with 400, naming the limit the French way", async () => {
    const cases = [
      ["name", "n".repeat(201), "Le champ Nom ne doit pas dépasser 200 caractères."],
      [
        "email",
        `${"e".repeat(310)}@example.com`,
        "Le champ E-mail ne doit pas dépasser 320 caractères.",
      ],
      // 5 000 with the narrow no-break space French puts between thousands.
      [
        "message",
        "m".repeat(5_001),
        "Le champ Message ne doit pas dépasser 5\u202f000 caractères.",
      ],
    ] as const;
    for (const [field, value, error] of cases) {
      const response = await postForm(baseUrl, "/fr/contact", { ...message, [field]: value });
      expect(response.status, field).toBe(400);
      const form = contactForm(await response.text());
      expect(form, field).toContain(error);
      expect(form, field).toContain(value);
    }
  });

  it("confirms a message in French, as a notice without scripts and a toast with them", async () => {
    const plain = await postForm(baseUrl, "/fr/contact", message);
    expect(plain.status).toBe(200);
    const html = await plain.text();
    expect(html).toMatch(/<html lang="fr"/);
    expect(contactForm(html)).toMatch(
      /^<form[^>]*><p role="status"[^>]*>Votre message a bien été envoyé\.<\/p>/,
    );

    // The fetcher's request: the answer's data carries the French toast.
    const fetched = await postForm(baseUrl, "/fr/contact.data", message);
    expect(fetched.status).toBe(200);
    const data = await fetched.text();
    for (const words of ["C'est envoyé !", "Votre message a bien été envoyé."]) {
      expect(data).toContain(words);
    }
    expect(data).not.toContain("Success!");
  });

  it("says in French when one connection has sent too many, with Retry-After", async () => {
    await awaitFreshWindow(10 * 60_000);
    const client = asClient();
    for (let i = 0; i < 5; i++) {
      expect((await postForm(baseUrl, "/fr/contact", message, client)).status).toBe(200);
    }
    const limited = await postForm(baseUrl, "/fr/contact", message, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const form = contactForm(await limited.text());
    expect(visibleText(form)).toContain(
      "Vous avez envoyé beaucoup de messages depuis cette connexion. Veuillez réessayer dans quelques minutes.",
    );
    expect(attr(findTag(form, "input", { name: "name" }), "value")).toBe(message.name);
  });
});

describe("what a French message stores", () => {
  const dataDir = makeDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps each accepted French message once, as an English one, and nothing refused or from the honeypot", async () => {
    const server = await startServer({ dataDir, env: { DATABASE_URL: "" } });
    try {
      const send = (fields: Record<string, string>) => postForm(server.url, "/fr/contact", fields);
      expect((await send(message)).status).toBe(200);
      expect((await send({ ...message, name: "Sans JS", website: "" })).status).toBe(200);
      expect(
        (await postForm(server.url, "/fr/contact.data", { ...message, name: "Avec JS" })).status,
      ).toBe(200);
      expect((await send({ ...message, email: "pas-une-adresse" })).status).toBe(400);
      expect((await send({ ...message, message: "m".repeat(5_001) })).status).toBe(400);
      // A filled honeypot looks like success to the bot and stores nothing.
      const bot = await send({ ...message, name: "Robot", website: "http://spam.example" });
      expect(bot.status).toBe(200);
      expect(await bot.text()).toContain("Votre message a bien été envoyé.");
    } finally {
      await server.stop();
    }

    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      const messages = await db.query<{
        name: string;
        email: string;
        message: string;
        replied: boolean;
      }>("select name, email, message, replied from contact_messages order by id");
      expect(messages.rows).toEqual([
        { ...message, replied: false },
        { ...message, name: "Sans JS", replied: false },
        { ...message, name: "Avec JS", replied: false },
      ]);
      const events = await db.query<{ count: number }>(
        "select count(*)::int as count from analytics_events where event_type = 'contact_sent'",
      );
      expect(events.rows).toEqual([{ count: 3 }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
