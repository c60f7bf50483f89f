// The French site (issue 44) as the built server sends it: /fr pages in French with the site's
// layout, hreflang pairs both ways, the language switch, the sitemap, and the French page for a
// /fr address with no text.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fr } from "#app/content/i18n/fr.ts";
import { attr, findTag, title, visibleText } from "#tests/http.ts";
import { pageAssets } from "#tests/page-weight.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";

const baseUrl = inject("baseUrl");
const SITE = "http://localhost:3000";

async function page(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

/** Each hreflang alternate in a page's head, by language. */
function alternates(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link\b[^>]*hreflang="[^"]*"[^>]*>/gi)) {
    if (!/rel="alternate"/.test(tag)) continue;
    found[/hreflang="([^"]*)"/i.exec(tag)![1]!] = attr(tag, "href")!;
  }
  return found;
}

/** Every link in a page's main content, as its opening tag. */
function mainLinks(html: string): string[] {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)![0];
  return [...main.matchAll(/<a\b[^>]*>/g)].map((match) => match[0]);
}

/** The opening tag of the main content's link to `href`. */
function linkTo(html: string, href: string): string | undefined {
  return mainLinks(html).find((link) => attr(link, "href") === href);
}

/** The language switch's links: the header's, the phone menu's and the footer's. */
function switches(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*data-language-switch=""[^>]*>/g)].map((match) => match[0]);
}

describe("the French site", () => {
  it.each([
    ["/fr", "Hôtels au Ghana"],
    ["/fr/accra", "Hôtels à Accra"],
    ["/fr/blog/ghana-visa-free-entry-and-visa-on-arrival", "Entrer au Ghana"],
    ["/fr/faq/visa", "FAQ : visas et entrée au Ghana"],
    ["/fr/privacy-policy", "Politique de confidentialité"],
    ["/fr/contact", "Nous contacter"],
  ])("serves %s in French with the site's layout", async (path, heading) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="fr"/);
    expect(title(html)).toContain(heading);
    expect(title(html)!.match(/Akwaaba Stays/g)).toHaveLength(1);
    expect(attr(findTag(html, "meta", { property: "og:locale" }), "content")).toBe("fr_FR");
    expect(attr(findTag(html, "link", { rel: "canonical" }), "href")).toBe(`${SITE}${path}`);
    const text = visibleText(html);
    // The header and footer speak French, through the translations.
    expect(text).toContain("Liens rapides");
    expect(text).toContain("Tous droits réservés.");
    expect(text).not.toContain("Quick Links");
    expect(text).not.toContain("All rights reserved.");
    // Placeholders are filled.
    expect(html).not.toContain("{{site.");
  });

  it("names the English page and the French one as alternates, both ways", async () => {
    const french = alternates((await page("/fr/blog/money-in-ghana")).html);
    expect(french).toEqual({
      en: `${SITE}/blog/money-in-ghana`,
      fr: `${SITE}/fr/blog/money-in-ghana`,
      "x-default": `${SITE}/blog/money-in-ghana`,
    });
    const english = await page("/blog/money-in-ghana");
    expect(english.html).toMatch(/<html lang="en"/);
    expect(alternates(english.html)).toEqual(french);
    expect(alternates((await page("/")).html)).toEqual({
      en: `${SITE}/`,
      fr: `${SITE}/fr`,
      "x-default": `${SITE}/`,
    });
  });

  it("leaves an English page with no French twin without alternates or a switch", async () => {
    const { html } = await page("/cities");
    expect(alternates(html)).toEqual({});
    expect(switches(html)).toEqual([]);
  });

  it("links each language's page to the other's in the header, menu and footer", async () => {
    const french = switches((await page("/fr/accra")).html);
    expect(french).toHaveLength(3);
    for (const link of french) {
      expect(attr(link, "href")).toBe("/accra");
      expect(link).toMatch(/lang="en"/);
    }
    const english = switches((await page("/accra")).html);
    expect(english).toHaveLength(3);
    for (const link of english) {
      expect(attr(link, "href")).toBe("/fr/accra");
      expect(link).toMatch(/lang="fr"/);
    }
    // An English page carries no French words but the switch's own name.
    const englishText = visibleText((await page("/accra")).html);
    expect(englishText).not.toContain("Liens rapides");
    expect(englishText).toContain("Français");
  });

  it("ships no French words in an English page's scripts, whose header has a French twin", async () => {
    const { html } = await page("/accra");
    const scripts = pageAssets(html).scripts;
    expect(scripts.length).toBeGreaterThan(0);
    const french = [fr.header.quickLinks, fr.header.openMenu, fr.footer.rights, fr.footer.tagline];
    for (const script of scripts) {
      const code = await (await fetch(`${baseUrl}${script}`)).text();
      for (const words of french) {
        expect(code, script).not.toContain(words);
      }
    }
  });

  it("gives an English page with a twin the French suggestion's script, under the page's CSP nonce", async () => {
    for (const path of ["/accra", "/accra"]) {
      // The second answer comes from the page cache, which renames the nonce it keeps.
      const response = await fetch(`${baseUrl}${path}`);
      const html = await response.text();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy")!)![1];
      const script = /<script nonce="([^"]*)">\(function suggestFrench[\s\S]*?<\/script>/.exec(
        html,
      );
      expect(script?.[1], path).toBe(nonce);
      expect(script![0]).toContain(fr.suggestion.text);
    }
    for (const path of ["/cities", "/fr/accra", "/fr"]) {
      const { html } = await page(path);
      expect(html, path).not.toContain("suggestFrench");
      expect(html, path).not.toContain(fr.suggestion.text);
    }
  });

  it("sends a client navigation's data with the switch to the page's twin", async () => {
    const data = await (await fetch(`${baseUrl}/fr/kumasi.data`)).text();
    expect(data).toContain('"/kumasi"');
    expect(data).not.toContain("/kumasi.data");
  });

  it("shows each French guide's sources, linked, with the day they were read", async () => {
    const { html } = await page("/fr/blog/ghana-visa-free-entry-and-visa-on-arrival");
    const text = visibleText(html);
    expect(text).toContain("Sources");
    expect(text).toContain("consultée le 29 novembre 2026");
    expect(html).toContain('href="https://gis.gov.gh"');
  });

  it("says the road-crossing guide has no English twin and leads to the closest page", async () => {
    const { status, html } = await page("/fr/blog/by-road-from-cote-divoire-and-togo");
    expect(status).toBe(200);
    expect(alternates(html)).toEqual({});
    expect(visibleText(html)).toContain("le site anglais n'a pas de page équivalente");
    for (const link of switches(html)) {
      expect(attr(link, "href")).toBe("/blog/ghana-visa-free-entry-and-visa-on-arrival");
    }
  });

  it("answers a French page saying a known English page is not yet translated, with its link", async () => {
    const { status, html } = await page("/fr/cities");
    expect(status).toBe(404);
    expect(html).toMatch(/<html lang="fr"/);
    const text = visibleText(html);
    expect(text).toContain("Cette page n'est pas encore traduite");
    expect(html).toMatch(/<a href="\/cities" hrefLang="en"[^>]*>Lire la page en anglais<\/a>/i);
    expect(attr(findTag(html, "meta", { name: "robots" }), "content")).toBe("noindex, nofollow");
  });

  it("answers an unknown French address with a French 'page not found', linked home and to search", async () => {
    const { status, html } = await page("/fr/no-such-page");
    expect(status).toBe(404);
    expect(html).toMatch(/<html lang="fr"/);
    expect(title(html)).toContain("Page introuvable");
    const text = visibleText(html);
    expect(text).toContain("Page introuvable");
    expect(text).not.toContain("Lire la page en anglais");
    expect(text).not.toContain("Page Not Found");
    expect(linkTo(html, "/fr")).toBeDefined();
    // The French search, which ranks French pages first.
    expect(linkTo(html, "/fr/search")).toBeDefined();
    expect(text).toContain("Rechercher sur le site");
  });

  it("lists the French FAQ categories at /fr/faq, then the English-only ones marked English", async () => {
    const { status, html } = await page("/fr/faq");
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="fr"/);
    expect(title(html)).toContain("FAQ");
    for (const id of ["visa", "money", "health", "transport"]) {
      const link = linkTo(html, `/fr/faq/${id}`);
      expect(link, id).toBeDefined();
      expect(link).not.toMatch(/lang="en"/i);
    }
    expect(visibleText(html)).toContain("Visas et entrée au Ghana : vos questions");
    // An English-only category leads to its English page, its title marked as English.
    for (const id of ["general-travel", "accommodation", "business"]) {
      const link = linkTo(html, `/faq/${id}`);
      expect(link, id).toMatch(/hreflang="en"/i);
      expect(link, id).toMatch(/\blang="en"/);
    }
    expect(visibleText(html)).toContain("en anglais");
    // No English category that has a French page is listed again in English.
    expect(linkTo(html, "/faq/visa")).toBeUndefined();
    expect(alternates(html)).toEqual({
      en: `${SITE}/faq`,
      fr: `${SITE}/fr/faq`,
      "x-default": `${SITE}/faq`,
    });
    expect(alternates((await page("/faq")).html)).toEqual(alternates(html));
  });

  it("lists every French guide at /fr/blog, then leads to the English blog for the rest", async () => {
    const { status, html } = await page("/fr/blog");
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="fr"/);
    for (const slug of [
      "ghana-visa-free-entry-and-visa-on-arrival",
      "money-in-ghana",
      "ghana-safety-and-health",
      "yellow-fever-certificate-ghana",
      "ghana-travel-documents-checklist",
      "kotoka-international-airport-guide",
      "getting-around-ghana",
      "by-road-from-cote-divoire-and-togo",
    ]) {
      expect(linkTo(html, `/fr/blog/${slug}`), slug).toBeDefined();
    }
    expect(visibleText(html)).toContain(
      "L'argent au Ghana : cedis, Mobile Money, cartes et francs CFA",
    );
    expect(linkTo(html, "/blog")).toMatch(/hreflang="en"/i);
    expect(alternates(html)).toEqual({
      en: `${SITE}/blog`,
      fr: `${SITE}/fr/blog`,
      "x-default": `${SITE}/blog`,
    });
    expect(alternates((await page("/blog")).html)).toEqual(alternates(html));
  });

  it("leads the French contact page and chrome to the French FAQ and guides", async () => {
    const { html } = await page("/fr/contact");
    expect(linkTo(html, "/fr/faq")).toBeDefined();
    expect(html).toContain('href="/fr/blog"');
  });

  it("says the footer's page weight and Lite switch in French on a French page", async () => {
    const french = visibleText((await page("/fr/accra")).html);
    expect(french).toMatch(/Cette page : [\d.,]+ Ko/);
    expect(french).toContain("Mode Lite : désactivé");
    expect(french).toContain("Activer le mode Lite");
    expect(french).not.toContain("This page:");
    expect(french).not.toContain("Turn Lite on");
    const english = visibleText((await page("/accra")).html);
    expect(english).toMatch(/This page: [\d.]+ KB/);
    expect(english).toContain("Turn Lite on");
    expect(english).not.toContain("Mode Lite");
  });

  it("lists at least 25 French pages in the sitemap, each pair with xhtml:link alternates", async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // French hotel pages are listed too, but do not count: their main text is English.
    const french = [...xml.matchAll(/<loc>[^<]*\/fr(\/(?!hotels\b)[^<]*)?<\/loc>/g)];
    expect(french.length).toBeGreaterThanOrEqual(25);
    const accra = /<url><loc>[^<]*\/accra<\/loc>.*?<\/url>/.exec(xml)![0];
    expect(accra).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${SITE}/fr/accra"/>`);
    const frenchAccra = /<url><loc>[^<]*\/fr\/accra<\/loc>.*?<\/url>/.exec(xml)![0];
    expect(frenchAccra).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/accra"/>`,
    );
    for (const index of ["faq", "blog"]) {
      const entry = new RegExp(`<url><loc>[^<]*/fr/${index}</loc>.*?</url>`).exec(xml)?.[0];
      expect(entry, index).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/${index}"/>`,
      );
      const english = new RegExp(`<url><loc>[^<]*/${index}</loc>.*?</url>`).exec(xml)![0];
      expect(english).toContain(
        `<xhtml:link rel="alternate" hreflang="fr" href="${SITE}/fr/${index}"/>`,
      );
    }
  });

  it("keeps one cached copy per address: the English page stays English after the French one", async () => {
    await page("/fr/kumasi");
    const english = await page("/kumasi");
    expect(english.html).toMatch(/<html lang="en"/);
    const french = await page("/fr/kumasi");
    expect(french.html).toMatch(/<html lang="fr"/);
  });
});

describe("the French site's error page", () => {
  let server: RunningServer;

  beforeAll(async () => {
    // ERROR_PROBE=1: a request with X-Error-Probe fails in the root's middleware, before any
    // loader, as a real unhandled error would (app/observability/route-name.server.ts).
    server = await startServer({ env: { ERROR_PROBE: "1" } });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    server?.cleanUp();
  });

  const failing = (path: string) =>
    fetch(`${server.url}${path}`, { headers: { "X-Error-Probe": "french page" } });

  it("says a server error in French on a French page, and in English elsewhere", async () => {
    const french = await failing("/fr/accra");
    expect(french.status).toBe(500);
    const html = await french.text();
    expect(html).toMatch(/<section[^>]*lang="fr"/);
    const text = visibleText(html);
    expect(text).toContain("Une erreur s'est produite");
    expect(text).not.toContain("Something went wrong");
    expect(html).toContain('href="/fr"');
    // Its title too, though no loader ran: the server holds it with the screen.
    expect(html.match(/<title\b/g)).toHaveLength(1);
    expect(/<title\b[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&#x27;", "'")).toBe(
      "Une erreur s'est produite | Akwaaba Stays",
    );

    const english = await failing("/accra");
    expect(english.status).toBe(500);
    const englishText = visibleText(await english.text());
    expect(englishText).toContain("Something went wrong");
    expect(englishText).not.toContain("Une erreur");
    expect(title(await (await failing("/accra")).text())).toBe(
      "Something Went Wrong | Akwaaba Stays",
    );
  });
});
