// The whole-site search (/search and its suggestions), the counts the dashboard shows, and the
// server-drawn maps and straight-line distances, against the real server and database.
import { describe, expect, inject, it } from "vitest";
import { airports } from "#app/content/airports.ts";
import { distanceKm, formatDistance } from "#app/domain/hotels/distances.ts";
import { hotelSeeds } from "#app/seed/hotels.ts";
import { hotelListingFor } from "#app/seed/hotel-listings.ts";
import { slugify } from "#app/domain/content/slug.ts";
import { cityPlaceSeeds } from "#app/seed/city-places.ts";
import { adminCookie, visibleText } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

// Node's fetch calls itself "node", which counts as a bot; searches are counted for people.
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 Safari/537.36" };

async function page(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: BROWSER });
  return { response, html: await response.text() };
}

/** The text of one results group, from its heading to the next. */
function group(html: string, heading: string): string {
  const text = visibleText(html);
  const start = text.search(new RegExp(`${heading} \\(\\d+\\)`));
  if (start < 0) return "";
  const rest = text.slice(start + heading.length);
  const next = rest.search(/(Hotels|Cities|Articles|FAQ answers|Guides) \(\d+\)/);
  return next < 0 ? rest : rest.slice(0, next);
}

describe("/search", () => {
  it("finds a hotel through a typo and says what it searched for", async () => {
    const { response, html } = await page("/search?q=kempinsky");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toMatch(/private/);
    expect(visibleText(html)).toContain("Showing results for kempinski");
    expect(group(html, "Hotels")).toContain("Kempinski Hotel Gold Coast City");
    expect(html).toMatch(/<mark[^>]*>Kempinski<\/mark>/);
  });

  it("finds Cape Coast, its hotels and its articles from “cape cost”", async () => {
    const { html } = await page("/search?q=cape%20cost");
    expect(group(html, "Cities")).toContain("Cape Coast");
    expect(group(html, "Hotels")).toContain("Oasis Beach Resort");
    expect(group(html, "Articles")).toMatch(/Cape Coast/);
  });

  it("folds accents and keeps them in what it shows", async () => {
    const { html } = await page("/search?q=movenpick");
    expect(group(html, "Hotels")).toContain("Mövenpick Ambassador Hotel Accra");
    expect(html).toMatch(/<mark[^>]*>Mövenpick<\/mark>/);
  });

  it("groups every kind of page: FAQ answers, guides and articles for “yellow fever”", async () => {
    const { html } = await page("/search?q=yellow%20fever");
    expect(group(html, "FAQ answers")).toMatch(/yellow fever/i);
    expect(group(html, "Guides")).toContain("Yellow Fever Certificate for Ghana");
    expect(group(html, "Articles")).not.toBe("");
    // A FAQ hit opens its answer on its category's page.
    expect(html).toMatch(/href="\/faq\/[a-z0-9-]+\?open=([a-z0-9-]+)#\1"/);
  });

  it("finds hotels by amenity and area, and shows all of one kind on request", async () => {
    const pool = visibleText((await page("/search?q=pool")).html);
    expect(pool).toMatch(/Hotels \((\d+)\)/);
    const count = Number(/Hotels \((\d+)\)/.exec(pool)![1]);
    expect(count).toBeGreaterThan(8);
    const all = visibleText((await page("/search?q=pool&kind=hotel")).html);
    expect(all).toContain(`Hotels (${count})`);
    expect(all).not.toMatch(/Cities \(|Articles \(|Guides \(/);
    expect(all).toContain("Show results of every kind");
  });

  it("suggests what to try when nothing matches", async () => {
    const { response, html } = await page("/search?q=zzqxv%20wwkq");
    expect(response.status).toBe(200);
    const text = visibleText(html);
    expect(text).toContain("Nothing found for “zzqxv wwkq”.");
    expect(text).toContain("Try instead");
    expect(html).toMatch(/href="\/search\?q=[^"]+"[^>]*>[^<]+<\/a>/);
  });

  it("shows examples with no query, and refuses an unknown kind", async () => {
    const { response, html } = await page("/search");
    expect(response.status).toBe(200);
    expect(visibleText(html)).toContain("for example Osu");
    expect((await page("/search?q=accra&kind=people")).response.status).toBe(400);
  });

  it("offers the search to search engines from the home page", async () => {
    const { html } = await page("/");
    expect(html).toContain(`"urlTemplate":"http://localhost:3000/search?q={search_term_string}"`);
  });
});

describe("GET /api/search/suggest", () => {
  it("answers as you type, best first", async () => {
    const response = await fetch(`${baseUrl}/api/search/suggest?q=kemp`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { suggestions: { title: string; url: string }[] };
    expect(body.suggestions[0]).toEqual({
      kind: "hotel",
      title: "Kempinski Hotel Gold Coast City",
      url: "/hotels/kempinski-hotel-gold-coast-city",
    });
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
  });

  it("refuses a missing or overlong query with a message", async () => {
    const missing = await fetch(`${baseUrl}/api/search/suggest`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "Send the text typed so far as ?q=." });
    const long = await fetch(`${baseUrl}/api/search/suggest?q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toBe(
      "A search is at most 100 characters.",
    );
  });
});

describe("search counts on the dashboard", () => {
  it("counts searches by query, and those that found nothing, with no client data", async () => {
    const word = `qqnothing${Date.now().toString(36)}`;
    await page(`/search?q=${word}`);
    await page(`/search?q=${word.toUpperCase()}`);
    // Three times: the top searches list is short, and other files search on the same server.
    for (let time = 0; time < 3; time += 1) await page("/search?q=labadi");
    // A crawler's searches are not counted.
    await fetch(`${baseUrl}/search?q=${word}`, { headers: { "User-Agent": "Googlebot/2.1" } });
    const cookie = await adminCookie(baseUrl);
    const html = await (
      await fetch(`${baseUrl}/admin/dashboard/analytics`, { headers: { Cookie: cookie } })
    ).text();
    const text = visibleText(html);
    expect(text).toContain("Top searches");
    expect(text).toMatch(/labadi \d+/);
    const empty = text.slice(text.indexOf("Searches with no results"));
    expect(empty).toContain(`${word} 2`);
  });
});

describe("maps", () => {
  it("draws every city on /cities, linked, with a text alternative, under 20 KB", async () => {
    const { html } = await page("/cities");
    const figure = /<figure[\s\S]*?<\/figure>/.exec(html)![0];
    expect(Buffer.byteLength(figure)).toBeLessThan(20_000);
    expect(figure).toMatch(/<svg[^>]*aria-labelledby="([^"]+)"[\s\S]*<title id="\1">Map of Ghana/);
    for (const slug of Object.keys(cityPlaceSeeds)) {
      expect(figure).toContain(`<a href="/${slug}"`);
    }
    expect(visibleText(figure)).toMatch(/Ghana, with Accra, .* and Tamale\. Select a city/);
    // Drawn here: no tiles, no third-party address.
    expect(figure).not.toMatch(/https?:\/\//);
  });

  it("maps a city's located hotels, linked, with its landmarks", async () => {
    const { html } = await page("/accra");
    const figure = /<figure[\s\S]*?<\/figure>/.exec(
      html.slice(html.indexOf("Where the hotels are")),
    )![0];
    expect(Buffer.byteLength(figure)).toBeLessThan(20_000);
    // Only hotels whose listing public sources confirm are shown (issue 29).
    const located = hotelSeeds.filter(
      (hotel) =>
        hotel.city === "Accra" &&
        hotel.latitude !== null &&
        hotelListingFor(slugify(hotel.name)).listingStatus === "verified",
    );
    expect(figure.match(/<a href="\/hotels\//g)).toHaveLength(located.length);
    expect(visibleText(figure)).toContain("Landmarks shown: Kwame Nkrumah Memorial Park");
  });

  it("gives a located hotel its straight-line distances, computed from its coordinates", async () => {
    const kempinski = hotelSeeds.find((hotel) => hotel.name === "Kempinski Hotel Gold Coast City")!;
    const { html } = await page("/hotels/kempinski-hotel-gold-coast-city");
    const text = visibleText(html);
    expect(text).toContain("Straight-line distances");
    const acc = airports.find((airport) => airport.code === "ACC")!;
    const km = formatDistance(
      distanceKm({ latitude: kempinski.latitude!, longitude: kempinski.longitude! }, acc),
    );
    expect(text).toContain(`Accra International Airport (formerly Kotoka) ${km}`);
    for (const landmark of cityPlaceSeeds.accra!.landmarks) {
      expect(text).toContain(landmark.name);
    }
    expect(html).toMatch(
      /<title id="[^"]+">Where Kempinski Hotel Gold Coast City is in Ghana<\/title>/,
    );
  });

  it("shows no distances and no locator for a hotel without coordinates", async () => {
    const { response, html } = await page("/hotels/urbano-hotel");
    expect(response.status).toBe(200);
    expect(visibleText(html)).not.toContain("Straight-line distances");
    expect(html).not.toContain("is in Ghana</title>");
  });
});
