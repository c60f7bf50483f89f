// The "Stayed here?" report form on French hotel pages (issue 44), against the real built server:
// /fr/hotels/:slug links to /fr/hotels/:slug/stayed, whose labels, hints, answers, month names,
// refusals at each field, notice and confirmation are French, posted without scripts; the report
// is stored with the English form's values. The English form stays English, and neither page's
// script carries the form's words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "#app/content/i18n/fr.ts";
import { monthWords } from "#app/domain/facts/guest-report.ts";
import { attr, BROWSER_USER_AGENT, findTag, title, visibleText } from "#tests/http.ts";
import { pageAssets } from "#tests/page-weight.ts";
import type { RunningServer } from "#tests/server-process.ts";
import { startMailingServer, type MailingServer } from "#tests/mailing-server.ts";
import type { SmtpSink } from "#tests/smtp-sink.ts";

const SLUG = "accra-city-hotel";
const HOTEL = "Accra City Hotel";
const run = Date.now().toString(36);
const GUEST = `awa.${run}@guest.example`;
const words = fr.guestReport;

let sink: SmtpSink;
let mailing: MailingServer;
let server: RunningServer;
const thisMonth = new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  mailing = await startMailingServer();
  ({ server, smtp: sink } = mailing);
}, 120_000);

afterAll(() => mailing?.stop());

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { "User-Agent": BROWSER_USER_AGENT },
  });
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html) };
}

/** The form posted as a browser without scripts posts it. */
async function post(path: string, values: Record<string, string>, payment: string[] = []) {
  const body = new URLSearchParams({ stayMonth: thisMonth, website: "", ...values });
  for (const way of payment) body.append("payment", way);
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "User-Agent": BROWSER_USER_AGENT,
      Origin: server.url,
    },
    body: body.toString(),
  });
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html) };
}

async function scriptsOf(html: string): Promise<string> {
  const scripts = await Promise.all(
    pageAssets(html).scripts.map(async (src) => (await fetch(`${server.url}${src}`)).text()),
  );
  return scripts.join("\n");
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The message shown at a field: its question's, or the one its control is described by. */
function errorAt(html: string, field: string): string {
  const control = new RegExp(`<(?:input|textarea|select)\\b[^>]*name="${field}"[^>]*>`).exec(
    html,
  )?.[0];
  const described = attr(control, "aria-describedby")
    ?.split(" ")
    .find((id) => id.endsWith("-error"));
  const id = described ?? `${field}-error`;
  const element = new RegExp(`<p id="${escaped(id)}"[^>]*>([^<]*)</p>`).exec(html);
  return visibleText(element?.[1] ?? "").trim();
}

describe("the French guests' report form", { timeout: 120_000 }, () => {
  it("is asked for from the French hotel page, on a French page of its own", async () => {
    const hotel = await page(`/fr/hotels/${SLUG}`);
    expect(hotel.html).toContain(`href="/fr/hotels/${SLUG}/stayed"`);
    expect(hotel.text).toContain(
      "Vous y avez séjourné ? Racontez aux autres voyageurs ce que vous avez trouvé",
    );
    expect(hotel.text).not.toContain("formulaire en anglais");

    const form = await page(`/fr/hotels/${SLUG}/stayed`);
    expect(form.status).toBe(200);
    expect(form.html).toMatch(/<html lang="fr"/);
    expect(visibleText(title(form.html) ?? "")).toBe(`Votre séjour à ${HOTEL} | Akwaaba Stays`);
    expect(form.text).toContain(`Vous avez séjourné à ${HOTEL} ? Racontez-le aux autres voyageurs`);
    for (const french of [
      words.intro,
      "Quand avez-vous séjourné ?",
      "Choisissez le mois",
      monthWords(thisMonth, "fr"),
      "Quand le courant du réseau a été coupé…",
      "Je n'ai pas remarqué / passer",
      words.questions.water.options["tank-covered"],
      words.payment.legend,
      "Espèces (cedis)",
      words.questions.pickup.options["not-as-arranged"],
      "Autre chose que les voyageurs devraient savoir ? (facultatif)",
      "500 caractères au plus, du texte seulement : pas de liens.",
      "Votre adresse e-mail",
      "l'effaçons 30 jours après la décision de nos éditeurs",
      "Laissez ce champ vide",
      "Envoyer mon témoignage",
      `Retour à ${HOTEL}`,
    ]) {
      expect(form.text).toContain(french);
    }
    expect(attr(findTag(form.html, "form", { method: "post" }), "aria-label")).toBe(
      "Raconter votre séjour",
    );
    expect(findTag(form.html, "a", { href: `/fr/hotels/${SLUG}` })).toBeDefined();
    // An address naming no hotel says so in French, leading back to the French hotels.
    const missing = await page("/fr/hotels/no-such-hotel/stayed");
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<html lang="fr"/);
    expect(missing.text).toContain("Hôtel introuvable");
    expect(findTag(missing.html, "a", { href: "/fr/hotels" })).toBeDefined();
    expect(missing.text).not.toContain("Page Not Found");
    expect((await page("/hotels/no-such-hotel/stayed")).status).toBe(404);
    // The values sent are the English form's.
    expect(form.html).toMatch(/<input[^>]*name="power"[^>]*value="backup-covered-ac"/);
    for (const english of [
      "When did you stay?",
      "Did not notice / skip",
      "Send my report",
      "Your e-mail address",
      "Leave this field empty",
      monthWords(thisMonth),
    ]) {
      expect(form.html).not.toContain(english);
    }
  });

  it("refuses in French at each field, with a French notice, keeping what was typed", async () => {
    const empty = await post(`/fr/hotels/${SLUG}/stayed`, { email: "" });
    expect(empty.status).toBe(400);
    expect(empty.html).toMatch(/<html lang="fr"/);
    expect(empty.text).toContain(
      "2 réponses sont à corriger : voyez les messages ci-dessous. Tout ce que vous avez saisi est conservé.",
    );
    expect(errorAt(empty.html, "power")).toBe(words.errors.atLeastOne);
    expect(errorAt(empty.html, "email")).toBe(words.errors.emailInvalid);

    const links = await post(`/fr/hotels/${SLUG}/stayed`, {
      water: "ran",
      note: "Mieux ailleurs : https://ailleurs.example",
      email: "awa-chez-exemple",
    });
    expect(links.status).toBe(400);
    expect(errorAt(links.html, "note")).toBe(words.errors.noteLinks);
    expect(errorAt(links.html, "email")).toBe(words.errors.emailInvalid);
    expect(links.html).toContain("Mieux ailleurs : https://ailleurs.example</textarea>");
    expect(links.html).toContain('value="awa-chez-exemple"');

    const oddMonth = await post(`/fr/hotels/${SLUG}/stayed`, {
      stayMonth: "2001-01",
      hotWater: "maybe",
      email: GUEST,
    });
    expect(oddMonth.status).toBe(400);
    expect(errorAt(oddMonth.html, "stayMonth")).toMatch(
      /^Choisissez le mois de votre séjour, entre \p{L}+ \d{4} et \p{L}+ \d{4}\.$/u,
    );
    expect(errorAt(oddMonth.html, "hotWater")).toBe(
      "Eau chaude : choisissez l'une des réponses proposées.",
    );
    expect(oddMonth.text).not.toMatch(/Choose|answers need|Enter/);
  });

  it("confirms in French, then refuses a repeat in French with the hotel and month", async () => {
    const sent = await post(
      `/fr/hotels/${SLUG}/stayed`,
      { pickup: "as-arranged", note: "Chauffeur ponctuel.", email: GUEST },
      ["mtn-momo", "cash"],
    );
    expect(sent.status).toBe(200);
    expect(sent.html).toMatch(/<html lang="fr"/);
    expect(sent.text).toContain("Consultez votre boîte de réception");
    expect(sent.text).toContain(
      `ouvrez-le et appuyez sur « Confirmer mon témoignage ». Nos éditeurs relisent ensuite votre témoignage avant qu'il compte sur la page de ${HOTEL}.`,
    );
    // The confirmation link leads to the report's page, as from the English form; confirmed,
    // the report makes a second one from the address this month a repeat.
    await expect
      .poll(() => sink.received.some((mail) => mail.to.includes(GUEST)), { timeout: 30_000 })
      .toBe(true);
    const mail = sink.received.findLast((item) => item.to.includes(GUEST))!;
    // The e-mail is in French, its link to the French confirmation page.
    expect(mail.decoded).toMatch(/<html[^>]*lang="fr"/);
    expect(mail.decoded).toContain("Confirmer mon témoignage");
    expect(mail.decoded).toContain("Le lien est valable 7 jours.");
    expect(mail.decoded).not.toContain("Confirm my report");
    const link = new RegExp(
      `http://localhost:3000(/fr/hotels/${SLUG}/stayed/[A-Za-z0-9_-]{43})`,
    ).exec(mail.decoded.replace(/=\r?\n/g, ""))![1]!;
    const opened = await page(link);
    expect(opened.status).toBe(200);
    expect(opened.html).toMatch(/<html lang="fr"/);
    expect(opened.text).toContain("Confirmez votre témoignage");
    expect(opened.text).toContain(
      `Appuyez sur le bouton pour confirmer votre témoignage sur ${HOTEL}.`,
    );
    expect(opened.text).not.toContain("Confirm my report");
    const confirmed = await post(link, {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain("Témoignage confirmé");
    expect(confirmed.text).toContain(`Merci : votre témoignage sur ${HOTEL} est confirmé.`);
    expect(findTag(confirmed.html, "a", { href: `/fr/hotels/${SLUG}` })).toBeDefined();
    const unknown = await page(`/fr/hotels/${SLUG}/stayed/${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("Ce lien ne vient pas de nous.");

    const repeat = await post(`/fr/hotels/${SLUG}/stayed`, { hotWater: "yes", email: GUEST });
    expect(repeat.status).toBe(409);
    expect(repeat.text).toContain(
      `Vous avez déjà envoyé un témoignage sur ${HOTEL} pour ${monthWords(thisMonth, "fr")} ou pour ce mois-ci`,
    );
    expect(repeat.html).toContain(`value="${GUEST}"`);
  });

  it("leaves the English form in English, and neither page's script holds the form's words", async () => {
    const english = await page(`/hotels/${SLUG}/stayed`);
    expect(english.html).toMatch(/<html lang="en"/);
    expect(english.text).toContain("When did you stay?");
    expect(english.text).toContain("Send my report");
    expect(english.text).toContain(monthWords(thisMonth));
    const french = await page(`/fr/hotels/${SLUG}/stayed`);
    for (const html of [english.html, french.html]) {
      const code = await scriptsOf(html);
      for (const text of ["Envoyer mon témoignage", "Send my report", "Did not notice / skip"]) {
        expect(code).not.toContain(text);
      }
    }
    for (const text of ["Envoyer mon témoignage", "Quand avez-vous séjourné ?"]) {
      expect(english.html).not.toContain(text);
    }
    const refused = await post(`/hotels/${SLUG}/stayed`, { email: "" });
    expect(refused.text).toContain("2 answers need a change: see the messages below.");
    expect(errorAt(refused.html, "email")).toBe(
      "Enter an e-mail address like ama@example.com: we send the link there.",
    );
  });
});
