// The hotels list and hotel pages in French (issue 44), as the built server sends them: French
// words from the English routes, French dates, prices also in CFA francs with their euro rate's
// source and date (none once the operator clears it), Book Now through /go/, hreflang pairs both
// ways, the sitemap, and the hotel's English description marked as English.
import { afterAll, describe, expect, inject, it } from "vitest";
import { fr } from "#app/content/i18n/fr.ts";
import { REFERENCE_EURO_SETTINGS } from "#app/domain/money/euro-settings.ts";
import { adminCookie, attr, title, visibleText } from "#tests/http.ts";
import { pageAssets } from "#tests/page-weight.ts";

const baseUrl = inject("baseUrl");
const SITE = "http://localhost:3000";
const HOTEL = "labadi-beach-hotel";

async function page(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

function alternates(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link\b[^>]*hreflang="[^"]*"[^>]*>/gi)) {
    if (!/rel="alternate"/.test(tag)) continue;
    found[/hreflang="([^"]*)"/i.exec(tag)![1]!] = attr(tag, "href")!;
  }
  return found;
}

async function saveEuroRate(eurToUsd: string, eurRateDate: string, eurRateSource: string) {
  const cookie = await adminCookie(baseUrl);
  const response = await fetch(`${baseUrl}/admin/dashboard/settings`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: baseUrl },
    body: new URLSearchParams({ intent: "euro", eurToUsd, eurRateDate, eurRateSource }),
    redirect: "manual",
  });
  expect(response.status).toBeLessThan(400);
}

describe("the hotels list and hotel pages in French", () => {
  afterAll(async () => {
    const reference = REFERENCE_EURO_SETTINGS;
    await saveEuroRate(reference.eurToUsd, reference.eurRateDate, reference.eurRateSource);
  });

  it("serves /fr/hotels in French, with its filters, French hotel links and alternates", async () => {
    const { status, html } = await page("/fr/hotels");
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*lang="fr"/);
    expect(title(html)).toContain("Hôtels au Ghana");
    const text = visibleText(html);
    expect(text).toMatch(/\d+ hôtels trouvés/);
    expect(text).toContain("Filtrer et trier les hôtels");
    expect(text).toContain("Toutes les villes");
    expect(text).toContain("Réserver");
    expect(text).toContain(" / nuit");
    expect(text).not.toContain("Book Now");
    expect(text).not.toContain("hotels found");
    expect(html).toContain(`href="/fr/hotels/${HOTEL}"`);
    expect(html).toContain('action="/fr/hotels"');
    expect(alternates(html)).toEqual({
      en: `${SITE}/hotels`,
      fr: `${SITE}/fr/hotels`,
      "x-default": `${SITE}/hotels`,
    });
    // Book Now on a card goes through /go/, as on the English list.
    expect(html).toMatch(/href="\/go\/hotel\/[^"]+\?placement=hotel-card"/);
  });

  it("filters /fr/hotels without scripts, and keeps the French address", async () => {
    const { status, html } = await page("/fr/hotels?city=accra&sort=rating");
    expect(status).toBe(200);
    expect(visibleText(html)).toContain("Hôtels à Accra");
    const redirect = await page("/fr/hotels?city=&page=1");
    expect(redirect.status).toBe(302);
  });

  it("serves a hotel's page in French, its description marked English", async () => {
    const { status, html } = await page(`/fr/hotels/${HOTEL}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*lang="fr"/);
    const text = visibleText(html);
    for (const words of [
      fr.hotels.page.book,
      fr.hotels.page.amenities,
      fr.hotels.page.address,
      fr.hotels.page.descriptionNote,
      fr.hotels.stay.checkin,
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("Book your stay");
    expect(text).not.toContain("Check-in");
    // Its English description is marked as English.
    expect(html).toMatch(/<p lang="en"[^>]*>[^<]{40,}<\/p>/);
    expect(alternates(html)).toEqual({
      en: `${SITE}/hotels/${HOTEL}`,
      fr: `${SITE}/fr/hotels/${HOTEL}`,
      "x-default": `${SITE}/hotels/${HOTEL}`,
    });
    // The language switch leads to the same hotel in English.
    expect(html).toMatch(new RegExp(`<a[^>]*href="/hotels/${HOTEL}"[^>]*data-language-switch`));
    // Book Now is the same form to /go/ as the English page's.
    expect(html).toContain(`action="/go/hotel/${HOTEL}"`);
    expect(html).toContain('name="placement" value="hotel-page"');
    // Meta tags and structured data in French.
    expect(html).toContain('<meta property="og:locale" content="fr_FR"');
    expect(html).toContain('"inLanguage":"fr"');
    expect(html).toContain(`"url":"${SITE}/fr/hotels/${HOTEL}"`);
  });

  it("dates the rate and the facts in French", async () => {
    // The English guides it links to are marked English, their dates with them.
    const html = (await page(`/fr/hotels/${HOTEL}`)).html.replace(
      /<div class="mt-6" lang="en">[\s\S]*?<\/section>/,
      "",
    );
    const text = visibleText(html);
    expect(text).toMatch(
      /\d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/,
    );
    expect(text).not.toMatch(
      /(January|February|March|April|June|July|August|September|October|November|December) \d/,
    );
  });

  it("shows CFA francs with the euro rate's source and date, and none once it is cleared", async () => {
    await saveEuroRate("1.1761", "2026-05-08", "BCE");
    let text = visibleText((await page(`/fr/hotels/${HOTEL}`)).html);
    expect(text).toMatch(/≈ \d{1,3}(\s\d{3})*\sF\sCFA\s*, au cours BCE du 8 mai 2026/);
    expect(visibleText((await page("/fr/hotels")).html)).toMatch(/≈ \d{1,3}(\s\d{3})*\sF\sCFA/);

    await saveEuroRate("", "", "");
    text = visibleText((await page(`/fr/hotels/${HOTEL}`)).html);
    expect(text).not.toContain("F CFA");
    expect(visibleText((await page("/fr/hotels")).html)).not.toContain("F CFA");
    // English pages never show CFA francs.
    await saveEuroRate("1.1547", "2026-11-27", "BCE");
    text = visibleText((await page(`/fr/hotels/${HOTEL}`)).html);
    expect(text).toContain("au cours BCE du 27 novembre 2026");
    expect(visibleText((await page(`/hotels/${HOTEL}`)).html)).not.toContain("F CFA");
  });

  it("pairs the English hotel pages with the French ones, and leads French pages to them", async () => {
    const { html } = await page(`/hotels/${HOTEL}`);
    expect(alternates(html).fr).toBe(`${SITE}/fr/hotels/${HOTEL}`);
    expect(html).toMatch(new RegExp(`<a[^>]*href="/fr/hotels/${HOTEL}"[^>]*data-language-switch`));
    const home = (await page("/fr")).html;
    expect(home).toContain('href="/fr/hotels"');
  });

  it("ships no French words in the English hotel pages' scripts", async () => {
    for (const path of ["/hotels", `/hotels/${HOTEL}`]) {
      const { html } = await page(path);
      expect(html).not.toContain(fr.hotels.page.descriptionNote);
      for (const script of pageAssets(html).scripts) {
        const code = await (await fetch(`${baseUrl}${script}`)).text();
        for (const words of [fr.cards.perNight, "F CFA", fr.hotels.filters.fold]) {
          expect(code, script).not.toContain(words);
        }
      }
    }
  });

  it("lists the French hotel pages in the sitemap, each with its alternates", async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const french = new RegExp(`<url><loc>[^<]*/fr/hotels/${HOTEL}</loc>.*?</url>`).exec(xml)?.[0];
    expect(french).toBeDefined();
    expect(french).toContain(`hreflang="en" href="${SITE}/hotels/${HOTEL}"`);
    expect(french).toContain(`hreflang="x-default" href="${SITE}/hotels/${HOTEL}"`);
    const english = new RegExp(`<url><loc>[^<]*/hotels/${HOTEL}</loc>.*?</url>`).exec(xml)![0];
    expect(english).toContain(`hreflang="fr" href="${SITE}/fr/hotels/${HOTEL}"`);
    expect(xml).toMatch(/<loc>[^<]*\/fr\/hotels<\/loc>/);
  });
});

describe("a French hotel address that names no hotel", () => {
  it("answers 404 in French, back to /fr/hotels, with French places elsewhere", async () => {
    const { status, html } = await page("/fr/hotels/no-such-hotel");
    expect(status).toBe(404);
    expect(html).toMatch(/<html lang="fr"/);
    expect(visibleText(title(html) ?? "")).toBe("Hôtel introuvable | Akwaaba Stays");
    expect(attr(/<meta name="robots"[^>]*>/.exec(html)?.[0], "content")).toBe("noindex, nofollow");
    const text = visibleText(html);
    expect(text).toContain("Hôtel introuvable");
    expect(text).toContain(fr.hotels.missing.text);
    expect(html).toMatch(/<a[^>]*href="\/fr\/hotels"[^>]*>Voir tous les hôtels<\/a>/);
    expect(html).toContain('aria-label="Ailleurs sur le site"');
    for (const link of fr.hotels.missing.elsewhere.links) {
      expect(html).toContain(`href="${link.href}"`);
    }
    for (const english of [
      "Hotel Not Found",
      "doesn't exist",
      "Browse all hotels",
      "Elsewhere on the site",
      "All hotels in Ghana",
    ]) {
      expect(html).not.toContain(english);
    }
  });

  it("leaves the English 404 English, its HTML and scripts without the French words", async () => {
    const { status, html } = await page("/hotels/no-such-hotel");
    expect(status).toBe(404);
    expect(html).toMatch(/<html lang="en"/);
    expect(visibleText(html)).toContain("Hotel Not Found");
    expect(html).toMatch(/<a[^>]*href="\/hotels"[^>]*>Browse all hotels<\/a>/);
    const scripts = await Promise.all(
      pageAssets(html).scripts.map(async (src) => (await fetch(`${baseUrl}${src}`)).text()),
    );
    for (const french of [fr.hotels.missing.text, "Ailleurs sur le site", "Voir tous les hôtels"]) {
      expect(html).not.toContain(french);
      expect(scripts.join("\n")).not.toContain(french);
    }
  });
});
