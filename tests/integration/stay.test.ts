// Book Now asks the partner for the traveller's own stay (issue 26): /go/ takes the stay from the
// link's query, passes it on in the partner's parameters and remembers it in a cookie; a later
// Book Now without one uses the cookie; cached pages never carry it.
import { describe, expect, inject, it } from "vitest";
import { BROWSER_USER_AGENT } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

/** YYYY-MM-DD `offset` days from today in Ghana (GMT). */
function day(offset: number) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
}

function go(path: string, cookie?: string) {
  return fetch(`${baseUrl}${path}`, {
    redirect: "manual",
    headers: { "User-Agent": BROWSER_USER_AGENT, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

const partnerParams = (response: Response) =>
  Object.fromEntries(new URL(response.headers.get("location")!).searchParams);

/** The name=value part of the stay cookie the response sets. */
function stayCookieOf(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  expect(header).toMatch(/^akwaaba_stay=/);
  return header.split(";")[0]!;
}

const familyStay = `checkin=${day(20)}&checkout=${day(27)}&adults=4&rooms=2&children=3`;

describe("a stay on /go/", () => {
  it("goes to the partner in its own parameters, and is remembered for 30 days", async () => {
    const response = await go(`/go/hotel/labadi-beach-hotel?placement=hotel-page&${familyStay}`);
    expect(response.status).toBe(302);
    expect(partnerParams(response)).toMatchObject({
      ss: "Labadi Beach Hotel, Accra, Ghana",
      checkin: day(20),
      checkout: day(27),
      group_adults: "4",
      no_rooms: "2",
      group_children: "3",
    });
    // Secure too, as the production server runs here.
    expect(response.headers.get("set-cookie")).toBe(
      `akwaaba_stay=${day(20)}_${day(27)}_4_2_3; Path=/; SameSite=Lax; Max-Age=2592000; Secure`,
    );
  });

  it("is used by a later Book Now that carries none, on hotels, cities and landing pages", async () => {
    const cookie = stayCookieOf(await go(`/go/hotel/labadi-beach-hotel?${familyStay}`));
    for (const path of [
      "/go/hotel/kempinski-hotel-gold-coast-city?placement=hotel-card",
      "/go/city/kumasi?placement=city-hero",
      "/go/landing/budget?placement=landing-hero",
    ]) {
      const later = await go(path, cookie);
      expect(later.status, path).toBe(302);
      expect(partnerParams(later), path).toMatchObject({
        checkin: day(20),
        checkout: day(27),
        group_adults: "4",
        no_rooms: "2",
        group_children: "3",
      });
      // Only a stay chosen with the click is written again.
      expect(later.headers.get("set-cookie"), path).toBeNull();
    }
  });

  it("drops remembered dates once they have passed, keeping the party", async () => {
    const later = await go("/go/city/accra", `akwaaba_stay=${day(-3)}_${day(-1)}_3_1_0`);
    expect(partnerParams(later)).toMatchObject({
      checkin: day(0),
      checkout: day(1),
      group_adults: "3",
    });
  });

  it("carries the home search's Stays tab dates and travellers over to later Book Now links", async () => {
    const search = await go(
      `/go/search/stays?placement=search-stays&location=Cape+Coast&checkin=${day(5)}&checkout=${day(8)}&travelers=4+travelers%2C+2+rooms`,
    );
    expect(partnerParams(search)).toMatchObject({
      ss: "Cape Coast",
      checkin: day(5),
      checkout: day(8),
      group_adults: "4",
      no_rooms: "2",
    });
    const later = await go("/go/hotel/labadi-beach-hotel", stayCookieOf(search));
    expect(partnerParams(later)).toMatchObject({
      checkin: day(5),
      checkout: day(8),
      group_adults: "4",
      no_rooms: "2",
    });
  });

  it.each([
    [
      `checkin=${day(-1)}&checkout=${day(1)}`,
      `Check-in is in the past: choose ${day(0)} or later.`,
    ],
    [`checkin=${day(5)}&checkout=${day(5)}`, "Check-out must be after check-in."],
    [`checkin=${day(5)}&checkout=${day(40)}`, "A stay can be at most 30 nights"],
    ["adults=0", "Adults must be a whole number from 1 to 30."],
    ["adults=2&rooms=3", "Each room needs at least one adult"],
    ["checkin=soon", "Check-in must be a date, such as 2026-12-01."],
  ])("answers 400 with what to change for %s, and remembers nothing", async (query, message) => {
    const response = await go(`/go/hotel/labadi-beach-hotel?placement=hotel-page&${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain(message);
    expect(text).toContain("change the dates and press Book Now again");
  });
});

describe("the Your dates form (POST /stay)", () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/stay`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body,
    });

  it("remembers the stay and sends the reader back to their page", async () => {
    const response = await post(`${familyStay}&returnTo=${encodeURIComponent("/accra?page=2")}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/accra?page=2#stay-saved");
    const later = await go("/go/hotel/labadi-beach-hotel", stayCookieOf(response));
    expect(partnerParams(later)).toMatchObject({ checkin: day(20), group_children: "3" });
  });

  it("answers scripts in JSON, with the stay in words or the problem", async () => {
    const saved = await post(`${familyStay}&returnTo=/hotels`, { Accept: "application/json" });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { text: string }).text).toContain(
      "7 nights · 4 adults, 3 children, 2 rooms",
    );
    const refused = await post(`checkin=${day(3)}&checkout=${day(1)}&returnTo=/hotels`, {
      Accept: "application/json",
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ problem: "Check-out must be after check-in." });
  });

  it("refuses bad dates in words, a page elsewhere, and other sites' forms", async () => {
    const refused = await post(`checkin=${day(3)}&checkout=${day(1)}&returnTo=/hotels`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect(await refused.text()).toContain("Check-out must be after check-in.");
    const elsewhere = await post(`${familyStay}&returnTo=${encodeURIComponent("//evil.example")}`);
    expect(elsewhere.status).toBe(400);
    const crossSite = await post(familyStay, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });

  it("forgets the stay on request", async () => {
    const response = await post("forget=1&returnTo=/hotels");
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")).toMatch(/^akwaaba_stay=; Path=\/; .*Max-Age=0/);
  });
});

describe("cached pages", () => {
  it.each(["/accra", "/hotels", "/cheap-hotels-accra"])(
    "%s is the same for everyone: no remembered dates in its HTML",
    async (path) => {
      const cookie = `akwaaba_stay=${day(40)}_${day(44)}_7_3_2`;
      await (await fetch(`${baseUrl}${path}`)).text();
      const pages = [];
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie } });
        expect(response.status).toBe(200);
        expect(response.headers.get("set-cookie")).toBeNull();
        // One cached page serves visitors with and without a remembered stay.
        expect(response.headers.get("x-cache")).toBe("HIT");
        pages.push(await response.text());
      }
      for (const html of pages) {
        expect(html).not.toContain(day(40));
        expect(html).not.toContain(day(44));
      }
      const forms = pages[0]!.match(/<form[^>]*action="\/(go\/hotel\/[^"?]+|stay)"/g) ?? [];
      expect(forms.length, "a stay form on the page").toBeGreaterThan(0);
    },
  );
});

describe("a hotel page's Book Now form", () => {
  const path = "/hotels/labadi-beach-hotel";
  const fieldValue = (html: string, name: string) => {
    const form = /<form[^>]*action="\/go\/hotel\/[\s\S]*?<\/form>/.exec(html)![0];
    const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(form)![0];
    return /value="([^"]*)"/.exec(input)?.[1] ?? "";
  };

  it.each([
    ["with scripts", ""],
    ["in Lite mode", "; akwaaba_lite=1"],
  ])(
    "shows the remembered stay it will send, %s, and is this visitor's alone",
    async (_mode, lite) => {
      const cookie = `akwaaba_stay=${day(40)}_${day(44)}_7_3_2${lite}`;
      // The page everyone gets is cached first: a visitor with a stay must not be handed it.
      for (let i = 0; i < 2; i++) await (await fetch(`${baseUrl}${path}`)).text();
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie } });
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        const html = await response.text();
        expect(fieldValue(html, "checkin")).toBe(day(40));
        expect(fieldValue(html, "checkout")).toBe(day(44));
        expect(fieldValue(html, "adults")).toBe("7");
        expect(fieldValue(html, "rooms")).toBe("3");
        expect(fieldValue(html, "children")).toBe("2");
      }
    },
  );

  it("keeps the party of a stay whose dates have passed, and is public without one", async () => {
    const past = await fetch(`${baseUrl}${path}`, {
      headers: { Cookie: `akwaaba_stay=${day(-5)}_${day(-2)}_3_1_0` },
    });
    const pastHtml = await past.text();
    expect(fieldValue(pastHtml, "checkin")).toBe("");
    expect(fieldValue(pastHtml, "adults")).toBe("3");

    const anyone = await fetch(`${baseUrl}${path}`);
    expect(anyone.headers.get("cache-control")).toMatch(/^public/);
    const html = await anyone.text();
    expect(fieldValue(html, "checkin")).toBe("");
    expect(fieldValue(html, "adults")).toBe("2");
  });
});
