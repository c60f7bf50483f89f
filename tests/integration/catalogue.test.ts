import { describe, expect, inject, it } from "vitest";
import { slugify } from "#app/domain/content/slug.ts";
import { PAGE_SIZE } from "#app/domain/hotel-lists/paging.ts";
import type { Hotel } from "#app/models/types.ts";
// Only hotels public sources confirm are listed (issue 29).
import { listedHotelSeeds as hotelSeeds } from "#tests/listed-hotels.ts";
import { attr, findTag, title, visibleText } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

/** What /api/hotels answers per hotel: the model, with its database id. */
type ApiHotel = Hotel & { id: number };

async function getJson<T>(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { response, body: (await response.json()) as T };
}

describe("GET /api/hotels", () => {
  it("returns every seeded hotel with SPEC.md's fields", async () => {
    const { response, body } = await getJson<ApiHotel[]>("/api/hotels");
    expect(response.status).toBe(200);
    expect(body).toHaveLength(hotelSeeds.length);
    const labadi = body.find((hotel) => hotel.name === "Labadi Beach Hotel")!;
    expect(labadi).toMatchObject({
      slug: "labadi-beach-hotel",
      city: "Accra",
      image: "/images/hotels/labadi-beach-hotel.svg",
    });
    for (const hotel of body) {
      // docs/SPEC.md's Hotel fields.
      const fields = "id name city location description image rating price priceRange hotelType";
      expect(Object.keys(hotel)).toEqual(
        expect.arrayContaining([...fields.split(" "), "amenities"]),
      );
      expect(hotel.rating).toBeGreaterThanOrEqual(0);
      expect(hotel.rating).toBeLessThanOrEqual(5);
      // A rate says when it was seen, or that it is undated (issue 29).
      expect(
        hotel.priceCheckedOn === null || /^\d{4}-\d{2}-\d{2}$/.test(hotel.priceCheckedOn),
      ).toBe(true);
    }
  });

  it("names each hotel's slug by SPEC.md's slug rule", async () => {
    const { body } = await getJson<ApiHotel[]>("/api/hotels");
    for (const hotel of body) expect(hotel.slug).toBe(slugify(hotel.name));
    expect(body.find((hotel) => hotel.name.startsWith("Mövenpick"))?.slug).toBe(
      "movenpick-ambassador-hotel-accra",
    );
  });

  it("?featured=true returns only the featured hotels", async () => {
    const { body } = await getJson<ApiHotel[]>("/api/hotels?featured=true");
    expect(body.length).toBe(hotelSeeds.filter((hotel) => hotel.featured).length);
    expect(body.every((hotel) => hotel.featured)).toBe(true);
  });

  it("filters by the page filters and pages by PAGE_SIZE with the total in a header", async () => {
    const { response, body } = await getJson<ApiHotel[]>(
      "/api/hotels?city=accra&price=100-200&page=1",
    );
    const expected = hotelSeeds.filter(
      (hotel) => hotel.city === "Accra" && hotel.price >= 100 && hotel.price <= 200,
    );
    expect(Number(response.headers.get("x-total-count"))).toBe(expected.length);
    expect(body.length).toBe(Math.min(PAGE_SIZE, expected.length));
    expect(
      body.every((hotel) => hotel.city === "Accra" && hotel.price >= 100 && hotel.price <= 200),
    ).toBe(true);

    const all = await getJson<ApiHotel[]>("/api/hotels?page=2");
    expect(all.body).toHaveLength(PAGE_SIZE);
    expect(Number(all.response.headers.get("x-page-count"))).toBe(
      Math.ceil(hotelSeeds.length / PAGE_SIZE),
    );
  });

  it.each([
    ["price=cheap", /Invalid price/],
    ["rating=5%2B", /Invalid rating/],
    ["page=0", /Invalid page/],
    ["page=abc", /Invalid page/],
    ["minPrice=-5", /Invalid minPrice/],
    ["featured=yes", /Invalid featured/],
    ["colour=blue", /Unknown query parameter "colour"/],
  ])("answers 400 with a message for %s", async (query, message) => {
    const { response, body } = await getJson<{ error: string }>(`/api/hotels?${query}`);
    expect(response.status).toBe(400);
    expect(body.error).toMatch(message);
  });
});

describe("GET /api/cities", () => {
  it("lists the cities with hotel counts computed from the hotels", async () => {
    const { response, body } =
      await getJson<
        { name: string; slug: string; description: string; image: string; hotelCount: number }[]
      >("/api/cities");
    expect(response.status).toBe(200);
    for (const name of ["Accra", "Kumasi", "Cape Coast", "Tamale"]) {
      const city = body.find((candidate) => candidate.name === name)!;
      expect(city.hotelCount).toBe(hotelSeeds.filter((hotel) => hotel.city === name).length);
      expect(city.description.length).toBeGreaterThan(50);
      expect(city.image).toBe(`/images/cities/${city.slug}.svg`);
    }
  });

  it("rejects query parameters", async () => {
    expect((await fetch(`${baseUrl}/api/cities?x=1`)).status).toBe(400);
  });
});

describe("catalogue pages", () => {
  it("/hotels shows the count line, a page of cards and real page links", async () => {
    const html = await (await fetch(`${baseUrl}/hotels`)).text();
    expect(visibleText(html)).toContain(`${hotelSeeds.length} hotels found`);
    expect(html.match(/<article/g)).toHaveLength(PAGE_SIZE);
    expect(html).toContain('href="/hotels?page=2"');
    expect(html).toContain('href="/luxury-hotels-ghana"');
    expect(html).toContain('href="/cheap-hotels-accra"');
    const page2 = await fetch(`${baseUrl}/hotels?page=2`);
    expect(page2.status).toBe(200);
    expect(attr(findTag(await page2.text(), "link", { rel: "canonical" }), "href")).toBe(
      "http://localhost:3000/hotels?page=2",
    );
    expect((await fetch(`${baseUrl}/hotels?page=99`)).status).toBe(404);
  });

  it("/hotels applies filters from the query string on the server", async () => {
    const html = await (await fetch(`${baseUrl}/hotels?city=tamale&rating=4%2B`)).text();
    const expected = hotelSeeds.filter(
      (hotel) => hotel.city === "Tamale" && hotel.rating >= 4,
    ).length;
    expect(visibleText(html)).toContain(`${expected} hotels found`);
    expect(title(html)).toBe("Hotels in Tamale | Akwaaba Stays");
  });

  it("/hotels shows the empty state when nothing matches, and ignores invalid values", async () => {
    const html = await (
      await fetch(`${baseUrl}/hotels?city=mole&price=300%2B&type=apartment`)
    ).text();
    expect(visibleText(html)).toContain("No hotels found in Mole");
    expect(html).toContain("Show All Hotels");
    const lenient = await fetch(`${baseUrl}/hotels?price=cheap`);
    expect(lenient.status).toBe(200);
  });

  it.each(["/accra", "/kumasi", "/cape-coast", "/tamale", "/takoradi", "/elmina"])(
    "%s is a city page with its hotels",
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const slug = path.slice(1);
      const city = hotelSeeds.find((hotel) => slugify(hotel.city) === slug)!.city;
      const count = hotelSeeds.filter((hotel) => hotel.city === city).length;
      expect(visibleText(html)).toContain(`${count} Hotels Found in ${city}`);
      expect(visibleText(html)).toContain(`Book Hotels in ${city}`);
      expect(html).toContain("View on Map");
      expect(html).toContain("Quick facts");
      expect(html).toContain('"@type":"BreadcrumbList"');
    },
  );

  it("an unknown city path is a 404", async () => {
    expect((await fetch(`${baseUrl}/atlantis`)).status).toBe(404);
  });

  it("/cities lists every city with hotels and its count", async () => {
    const html = await (await fetch(`${baseUrl}/cities`)).text();
    expect(html).toContain(
      `${hotelSeeds.filter((hotel) => hotel.city === "Accra").length}+ hotels available`,
    );
    expect(html).toContain('href="/takoradi"');
  });

  it("a hotel page has its details, Hotel JSON-LD without aggregateRating, and 404s when unknown", async () => {
    const response = await fetch(`${baseUrl}/hotels/labadi-beach-hotel`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(title(html)).toBe("Labadi Beach Hotel, Accra | Akwaaba Stays");
    expect(html).toContain('"@type":"Hotel"');
    expect(html).not.toContain("aggregateRating");
    expect(visibleText(html)).toContain("More hotels in Accra");
    expect(html).toContain("indicative");

    const missing = await fetch(`${baseUrl}/hotels/no-such-hotel`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain("Hotel Not Found");
    expect(missingHtml).toContain("The hotel you&#x27;re looking for doesn&#x27;t exist.");
  });

  it("the budget page lists Accra hotels at $75 or less, cheapest first", async () => {
    const html = await (await fetch(`${baseUrl}/cheap-hotels-accra`)).text();
    const expected = hotelSeeds
      .filter((hotel) => hotel.city === "Accra" && hotel.price <= 75)
      .sort((a, b) => a.price - b.price);
    expect(html).toContain(`${expected.length} Hotels in Accra Under $75`);
    expect(html).toContain("Sorted by price");
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"@type":"CollectionPage"');
    const section = html.slice(html.indexOf('id="budget-hotels"'), html.indexOf('id="faq"'));
    const prices = [...visibleText(section).matchAll(/\$(\d+) \/ night/g)].map((match) =>
      Number(match[1]),
    );
    expect(prices).toEqual(expected.map((hotel) => hotel.price));
  });

  it("the luxury page lists rating 4+ and $100+ hotels, best rated first", async () => {
    const html = await (await fetch(`${baseUrl}/luxury-hotels-ghana`)).text();
    const expected = hotelSeeds.filter((hotel) => hotel.rating >= 4 && hotel.price >= 100);
    expect(html).toContain(`${expected.length} Premium Hotels in Ghana`);
    expect(html).toContain("Ordered by our indicative rating, highest first");
    const section = html.slice(html.indexOf('id="premium-hotels"'), html.indexOf('id="by-city"'));
    const ratings = [...section.matchAll(/font-semibold text-slate-800 text-sm">([\d.]+)/g)].map(
      (match) => Number(match[1]),
    );
    expect(ratings.length).toBe(Math.min(PAGE_SIZE, expected.length));
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it("the landing pages show their FAQ's links as links, never as [text](url) markup", async () => {
    for (const path of ["/luxury-hotels-ghana", "/cheap-hotels-accra"]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(visibleText(html), path).not.toMatch(/\]\(/);
      // Structured data too: search engines get the words.
      expect(html, path).not.toMatch(/"text":"[^"]*\]\(/);
    }
    const luxury = await (await fetch(`${baseUrl}/luxury-hotels-ghana`)).text();
    expect(luxury).toMatch(
      /<a [^>]*href="\/pages\/how-we-list-and-order-hotels"[^>]*>How we list and order hotels<\/a>/,
    );
  });

  it("serves each hotel's artwork", async () => {
    const response = await fetch(`${baseUrl}/images/hotels/labadi-beach-hotel.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<svg/);
  });
});
