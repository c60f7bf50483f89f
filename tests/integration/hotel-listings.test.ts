// Every listing checked against public sources (issue 29), on the running site: a hotel no public
// source confirms is not listed anywhere and its page leads to its city; a verified hotel shows
// when it was checked and the sources; the operator's queue lists the hotels waiting for a check.
import { describe, expect, inject, it } from "vitest";
import { facts } from "#app/content/facts.ts";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import { HOTELS_STILL_UNCONFIRMED, LISTING_CHECKED_ON } from "#app/seed/hotel-listings.ts";
import { adminCookie, visibleText } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

async function text(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  expect(response.status, path).toBe(200);
  return visibleText(await response.text());
}

describe("hotel listing checks", () => {
  it("sends a visitor to an unverified hotel's city with a 301", async () => {
    const response = await fetch(`${baseUrl}/hotels/labev-hotel`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/kumasi");
  });

  it("lists an unverified hotel nowhere: not on /hotels, its city, the sitemap or the API", async () => {
    for (const path of [
      "/hotels?city=kumasi",
      "/kumasi",
      "/sitemap.xml",
      "/api/hotels?city=Kumasi",
    ]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(await response.text(), path).not.toMatch(/Labev Hotel|labev-hotel/);
    }
  });

  it("shows a verified hotel's check date and its sources, linked", async () => {
    const response = await fetch(`${baseUrl}/hotels/labadi-beach-hotel`);
    const html = await response.text();
    expect(visibleText(html)).toContain(
      `Listing checked ${formatLongDate(`${LISTING_CHECKED_ON}T12:00:00Z`)}`,
    );
    expect(visibleText(html)).toMatch(
      /Citi Newsroom\s*:\s*Labadi Beach Hotel honoured with 5 awards for service excellence\s*\(February 8, 2024\)/,
    );
    expect(html).toContain(
      'href="https://citinewsroom.com/2024/02/labadi-beach-hotel-honoured-with-5-awards-for-service-excellence/"',
    );
  });

  it("lists the hotels the second search confirmed, and keeps the rest waiting", async () => {
    const confirmed = await fetch(`${baseUrl}/hotels/picorna-hotel`);
    const html = await confirmed.text();
    expect(confirmed.status).toBe(200);
    expect(html).toContain('href="http://troutsfarmtoo.com/latest/2013-february-tamale"');
    expect((await fetch(`${baseUrl}/hotels/hamdallah-hotel`)).status).toBe(200);
    for (const slug of HOTELS_STILL_UNCONFIRMED) {
      const waiting = await fetch(`${baseUrl}/hotels/${slug}`, { redirect: "manual" });
      expect(waiting.status, slug).toBe(301);
    }
  });

  it("puts the hotels waiting for a check in the operator's queue, never-checked first", async () => {
    const cookie = await adminCookie(baseUrl);
    const tab = await text("/admin/dashboard/facts", { Cookie: cookie });
    expect(tab).toContain("Hotels to re-check");
    expect(tab).toMatch(/Labev Hotel last checked [^·]+· not listed/);
    expect(tab).not.toMatch(/Labadi Beach Hotel last checked/);
  });
});

describe("honest prices and order", () => {
  it("publishes how listings, prices and ratings work, with Ghana's hotel taxes from the register", async () => {
    const page = await text("/pages/how-we-list-and-order-hotels");
    expect(page).toContain("How we list and order hotels");
    expect(page).toContain(facts["money.hotel-vat"].value);
    expect(page).toContain(facts["money.tourism-levy"].value);
    expect(page).toContain("No hotel pays to be listed, featured or placed higher.");
    expect(page).toContain("It is not a guest review score");
    expect(page).toContain(
      "says the day its rate was last seen at its source, or that the rate is undated",
    );
    expect(page).not.toContain("{{fact:");
  });

  it("says beside each price list what a price is and which taxes may be added, linking the page", async () => {
    const taxes = `${facts["money.hotel-vat-rate"].value} VAT and ${facts["money.tourism-levy-rate"].value} tourism levy may be added.`;
    for (const path of [
      "/",
      "/hotels",
      "/accra",
      "/cheap-hotels-accra",
      "/luxury-hotels-ghana",
      "/blog",
    ]) {
      const response = await fetch(`${baseUrl}${path}`);
      const html = await response.text();
      expect(visibleText(html), path).toContain(
        `Indicative rates a night, not live offers, each in the currency its source gave; each hotel's page says who gave its rate and when, or that it is undated. ${taxes}`,
      );
      expect(html, path).toContain('href="/pages/how-we-list-and-order-hotels"');
    }
    // A hotel's own price says the same of itself: an undated figure must not read as today's.
    const hotel = visibleText(await (await fetch(`${baseUrl}/hotels/labadi-beach-hotel`)).text());
    expect(hotel).toContain("undated, indicative rate");
  });

  it("labels the luxury list by what its order is: our indicative rating, not guests' scores", async () => {
    const page = await text("/luxury-hotels-ghana");
    expect(page).toContain("Ordered by our indicative rating, highest first");
    expect(page).not.toMatch(/ranked by guest rating/i);
  });
});
