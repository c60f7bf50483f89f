// Compare and shared shortlists, rendered in full on the server: the hotels named in the address
// side by side (price, rating, amenities, straight-line distances, Book Now through /go/), and a
// clear page for a missing, malformed or too long list.
import { describe, expect, inject, it } from "vitest";
import { airports } from "#app/content/airports.ts";
import { distanceKm, formatDistance } from "#app/domain/hotels/distances.ts";
import { PRACTICAL_FACT_LABELS } from "#app/domain/facts/practical-facts.ts";
import { slugify } from "#app/domain/content/slug.ts";
// Only hotels public sources confirm are listed (issue 29).
import { listedHotelSeeds as hotelSeeds } from "#tests/listed-hotels.ts";
import { attr, findTag, visibleText } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

function seed(name: string) {
  const hotel = hotelSeeds.find((candidate) => candidate.name === name)!;
  return { ...hotel, slug: slugify(hotel.name) };
}

/** In Accra, with map coordinates. */
const kempinski = seed("Kempinski Hotel Gold Coast City");
const labadi = seed("Labadi Beach Hotel");
/** In Accra, without coordinates. */
const laVilla = seed("Byblos Hotel");
const urbano = seed("Urbano Hotel");

async function get(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  const html = await response.text();
  return { response, html, text: visibleText(html) };
}

/** The rows of the comparison table: each row's header and its cells' text. */
function tableRows(html: string): { header: string; cells: string[] }[] {
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) => ({
    header: visibleText(/<th[^>]*>([\s\S]*?)<\/th>/.exec(row!)?.[1] ?? "").trim(),
    cells: [...row!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) =>
      visibleText(cell!).trim(),
    ),
  }));
}

describe("GET /compare?hotels=…", () => {
  it("sets two hotels side by side in a table with both names, prices and Book Now links", async () => {
    const { response, html, text } = await get(`/compare?hotels=${kempinski.slug},${laVilla.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(text).toContain(kempinski.name);
    expect(text).toContain(laVilla.name);

    expect(html).toMatch(/<table[^>]*>\s*<caption[^>]*>Comparing 2 hotels/);
    const columns = html.match(/<th[^>]*scope="col"[^>]*>[\s\S]*?<\/th>/g) ?? [];
    expect(columns.map((column) => visibleText(column).trim())).toEqual([
      kempinski.name,
      laVilla.name,
    ]);
    expect(columns[0]).toContain(`href="/hotels/${kempinski.slug}"`);

    const rows = tableRows(html);
    const row = (header: string) => rows.find((candidate) => candidate.header === header);
    // The cedi equivalent follows when the operator has set a rate (tests/integration/cedi.test.ts).
    const prices = row("Price per night")?.cells ?? [];
    expect(prices[0]).toMatch(new RegExp(`^\\$${kempinski.price}( ≈ GH₵ [\\d,]+)?$`));
    expect(prices[1]).toMatch(new RegExp(`^\\$${laVilla.price}( ≈ GH₵ [\\d,]+)?$`));
    const ratings = row("Guest rating")?.cells ?? [];
    expect(ratings[0]).toContain(`${kempinski.rating.toFixed(1)} out of 5`);
    expect(ratings[1]).toContain(`${laVilla.rating.toFixed(1)} out of 5`);
    expect(row("City and area")?.cells).toEqual([
      `${kempinski.location}, Accra`,
      `${laVilla.location}, Accra`,
    ]);
    // A row per amenity either lists: a hotel that does not list one may still have it, so the
    // cell says "Not listed", never "No".
    expect(row("Spa")?.cells).toEqual(["✓ Yes", "Not listed"]);
    expect(row("Laundry")?.cells).toEqual(["Not listed", "✓ Yes"]);
    // The practical facts' rows (a licence class, check-in) sit among them and say their own words.
    const factRows = new Set<string>(Object.values(PRACTICAL_FACT_LABELS));
    const amenityRows = rows
      .slice(
        rows.findIndex((candidate) => candidate.header === "City and area") + 1,
        rows.findIndex((candidate) => candidate.header === "Airport (straight line)"),
      )
      .filter((candidate) => !factRows.has(candidate.header));
    expect(amenityRows.length).toBeGreaterThan(3);
    for (const cell of amenityRows.flatMap((candidate) => candidate.cells)) {
      expect(["✓ Yes", "Not listed"]).toContain(cell);
    }
    expect(row("Free WiFi")?.cells).toEqual(["✓ Yes", "✓ Yes"]);
    expect(row("Beach access")).toBeUndefined();

    for (const hotel of [kempinski, laVilla]) {
      const book = findTag(html, "a", { href: `/go/hotel/${hotel.slug}?placement=compare` });
      expect(book, hotel.slug).toBeDefined();
      expect(attr(book, "rel")).toBe("sponsored nofollow noopener");
    }
    expect(row("Book")?.cells).toEqual([
      `Book Now : ${kempinski.name} (opens in a new tab)`,
      `Book Now : ${laVilla.name} (opens in a new tab)`,
    ]);

    // Ad-hoc combinations stay out of search engines.
    expect(attr(findTag(html, "meta", { name: "robots" }), "content")).toBe("noindex, nofollow");
  });

  it("gives the airport distance for a hotel with coordinates, and none for one without", async () => {
    const { html } = await get(`/compare?hotels=${kempinski.slug},${laVilla.slug}`);
    const accra = airports.find((airport) => airport.code === "ACC")!;
    const km = distanceKm(
      { latitude: kempinski.latitude!, longitude: kempinski.longitude! },
      accra,
    );
    const airportRow = tableRows(html).find((row) => row.header === "Airport (straight line)");
    expect(airportRow?.cells).toEqual([`${formatDistance(km)} to ${accra.name}`, "Not on our map"]);
    const landmarks = tableRows(html).find((row) => row.header === "Landmarks (straight line)");
    expect(landmarks?.cells[0]).toMatch(/\d+(\.\d)? k?m to /);
    expect(landmarks?.cells[1]).toBe("Not on our map");
  });

  it("offers a Remove link per hotel, to the comparison without it", async () => {
    const { html } = await get(`/compare?hotels=${kempinski.slug},${labadi.slug},${laVilla.slug}`);
    expect(html).toContain(`href="/compare?hotels=${labadi.slug},${laVilla.slug}"`);
    expect(html).toContain(`href="/compare?hotels=${kempinski.slug},${laVilla.slug}"`);
    expect(html).toContain(`href="/compare?hotels=${kempinski.slug},${labadi.slug}"`);
  });

  it("compares each hotel once when named twice, and reads repeated parameters", async () => {
    const twice = await get(`/compare?hotels=${labadi.slug},${urbano.slug},${labadi.slug}`);
    expect(twice.response.status).toBe(200);
    expect(twice.html).toContain("Comparing 2 hotels");

    const repeated = await get(`/compare?hotels=${labadi.slug}&hotels=${urbano.slug}`);
    expect(repeated.response.status).toBe(200);
    expect(repeated.text).toContain(labadi.name);
    expect(repeated.text).toContain(urbano.name);
  });

  it("names hotels no longer listed and compares the rest", async () => {
    const { response, html, text } = await get(
      `/compare?hotels=${kempinski.slug},closed-hotel-osu,${labadi.slug}`,
    );
    expect(response.status).toBe(200);
    expect(text).toContain("No longer listed");
    expect(text).toContain("closed-hotel-osu");
    expect(html).toContain("Comparing 2 hotels");
    expect(text).toContain(kempinski.name);
    expect(text).toContain(labadi.name);
  });

  it("refuses more than four hotels with a 400 saying so", async () => {
    const five = hotelSeeds.slice(0, 5).map((hotel) => slugify(hotel.name));
    const { response, text } = await get(`/compare?hotels=${five.join(",")}`);
    expect(response.status).toBe(400);
    expect(text).toContain("Choose at most 4 hotels. You asked for 5.");
    expect(text).toContain("Open your shortlist");
  });

  it("refuses a malformed slug with a 400 naming it", async () => {
    for (const bad of ["Labadi-Beach-Hotel", "labadi_beach", "<script>", "a--b"]) {
      const { response, text } = await get(
        `/compare?hotels=${kempinski.slug},${encodeURIComponent(bad)}`,
      );
      expect(response.status, bad).toBe(400);
      expect(text, bad).toContain(`“${bad}” is not a hotel address`);
    }
  });

  it("answers bad input with a 400, never a server error", async () => {
    const nasty = ["\u0000", "😀".repeat(50), "a".repeat(2_000), "%ff", "' OR 1=1 --"];
    for (const value of nasty) {
      for (const page of ["/compare", "/shortlist"]) {
        const { response } = await get(`${page}?hotels=${encodeURIComponent(value)}`);
        expect(response.status, `${page} ${value.slice(0, 20)}`).toBe(400);
      }
    }
  });

  it("explains how to compare when no hotels are named", async () => {
    for (const path of ["/compare", "/compare?hotels=", "/compare?hotels=,"]) {
      const { response, html, text } = await get(path);
      expect(response.status, path).toBe(200);
      expect(text, path).toContain("Set 2 to 4 hotels side by side");
      expect(findTag(html, "a", { href: "/shortlist" }), path).toBeDefined();
      expect(findTag(html, "a", { href: "/hotels" }), path).toBeDefined();
      expect(html, path).not.toContain("<table");
    }
  });

  it("sends a Book Now click through /go/ to the partner", async () => {
    const response = await fetch(`${baseUrl}/go/hotel/${kempinski.slug}?placement=compare`, {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^https:\/\//);
  });
});

describe("GET /shortlist", () => {
  it("renders a shared list's hotels on the server", async () => {
    const { response, html, text } = await get(`/shortlist?hotels=${labadi.slug},${urbano.slug}`);
    expect(response.status).toBe(200);
    expect(text).toContain("A shared shortlist");
    for (const hotel of [labadi, urbano]) {
      expect(findTag(html, "a", { href: `/hotels/${hotel.slug}` }), hotel.slug).toBeDefined();
      expect(text).toContain(`$${hotel.price} / night`);
      // Each can be ticked for a comparison, with or without scripts.
      expect(findTag(html, "input", { name: "hotels", value: hotel.slug })).toBeDefined();
    }
    expect(findTag(html, "form", { action: "/compare" })).toBeDefined();
    expect(attr(findTag(html, "meta", { name: "robots" }), "content")).toBe("noindex, nofollow");
  });

  it("renders the visitor's own list from their cookie, for them alone", async () => {
    const empty = await get("/shortlist");
    expect(empty.response.status).toBe(200);
    expect(empty.text).toContain("Hotels you save appear here");
    expect(empty.text).toContain("You have not saved any hotels yet");
    expect(empty.response.headers.get("cache-control")).toBe("private, no-store");

    const response = await fetch(`${baseUrl}/shortlist`, {
      headers: { cookie: `akwaaba_shortlist=${urbano.slug}.${labadi.slug}.closed-hotel-osu` },
    });
    const html = await response.text();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(visibleText(html)).toMatch(
      new RegExp(`${urbano.name}[\\s\\S]*${labadi.name}[\\s\\S]*No longer listed`),
    );
    // Compare and Remove work as plain forms.
    expect(findTag(html, "form", { action: "/compare" })).toBeDefined();
    expect(findTag(html, "button", { name: "remove", value: labadi.slug })).toBeDefined();
  });

  it("skips unknown hotels and refuses a malformed list", async () => {
    const unknown = await get(`/shortlist?hotels=${labadi.slug},closed-hotel-osu`);
    expect(unknown.response.status).toBe(200);
    expect(unknown.text).toContain(labadi.name);
    expect(unknown.text).toContain("No longer listed");

    const refused = await get("/shortlist?hotels=Not%20A%20Slug");
    expect(refused.response.status).toBe(400);
    expect(refused.text).toContain("is not a hotel address");
  });
});

describe("POST /shortlist: Save and Remove without scripts", () => {
  async function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
    return fetch(`${baseUrl}/shortlist`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: baseUrl, ...headers },
      body: new URLSearchParams(fields),
    });
  }

  it("keeps the list in a cookie, newest first, and opens the shortlist saying what it did", async () => {
    const saved = await post(
      { save: labadi.slug },
      { cookie: `akwaaba_shortlist=${urbano.slug}`, referer: `${baseUrl}/accra?amenity=pool` },
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get("set-cookie")).toMatch(
      new RegExp(
        `^akwaaba_shortlist=${labadi.slug}\\.${urbano.slug}; Path=/; SameSite=Lax; Max-Age=31536000`,
      ),
    );
    const location = saved.headers.get("location")!;
    expect(location).toBe(`/shortlist?saved=${labadi.slug}&from=%2Faccra%3Famenity%3Dpool`);

    const page = await fetch(`${baseUrl}${location}`, {
      headers: { cookie: `akwaaba_shortlist=${labadi.slug}.${urbano.slug}` },
    });
    const html = await page.text();
    expect(visibleText(html)).toContain(`${labadi.name} is on your shortlist.`);
    expect(findTag(html, "a", { href: "/accra?amenity=pool" })).toBeDefined();

    const removed = await post(
      { remove: urbano.slug },
      { cookie: `akwaaba_shortlist=${labadi.slug}.${urbano.slug}` },
    );
    expect(removed.status).toBe(303);
    expect(removed.headers.get("set-cookie")).toMatch(
      new RegExp(`^akwaaba_shortlist=${labadi.slug};`),
    );
  });

  it("answers bad input with a 400 a person can act on, and changes nothing", async () => {
    const refused: Record<string, string>[] = [
      {},
      { save: "../../etc/passwd" },
      { save: "a", remove: "b" },
    ];
    for (const fields of refused) {
      const response = await post(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.headers.get("set-cookie")).toBeNull();
      const text = visibleText(await response.text());
      expect(text).toMatch(/Press Save on a hotel|not the address of a hotel/);
    }
  });

  it("refuses a Save posted from another site", async () => {
    const response = await post({ save: labadi.slug }, { origin: "https://elsewhere.example" });
    // React Router refuses a cross-origin action before ours runs (400); ours says 403.
    expect([400, 403]).toContain(response.status);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("leaves cached pages free of the visitor's list", async () => {
    // A view of /accra no one has asked for yet, so the server renders it for this request.
    const path = "/accra?rating=2%2B&sort=price-desc";
    const withList = await fetch(`${baseUrl}${path}`, {
      headers: { cookie: `akwaaba_shortlist=${kempinski.slug}` },
    });
    expect(withList.status).toBe(200);
    expect(withList.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(withList.headers.get("set-cookie")).toBeNull();
    const html = await withList.text();
    // Every Save is the same plain form for everyone: none says "Saved" or is pressed.
    const save = findTag(html, "button", { name: "save", value: kempinski.slug });
    expect(save).toBeDefined();
    expect(attr(save, "aria-pressed")).toBeUndefined();
    expect(visibleText(html)).not.toContain("Saved");
  });
});
