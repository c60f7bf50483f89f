// Prices in cedis and rates in their own currency (issue 40). A fresh install shows cedi prices
// at the Bank of Ghana's rate of a cited day, with that date and source beside them; the operator
// sets another rate in Settings (audited) or clears it (dollars only: no rate is ever guessed).
// A rate stated in cedis is shown in cedis, with its dollar value as "about", and every rate says
// who stated it and when, on the page and in /api/hotels.
import { afterAll, describe, expect, inject, it } from "vitest";
import { cediAmount, formatCedis } from "#app/domain/money/cedi.ts";
import { REFERENCE_CEDI_SETTINGS } from "#app/domain/money/cedi-settings.ts";
import { adminCookie, visibleText } from "#tests/http.ts";

const baseUrl = inject("baseUrl");
/** A listed hotel no other test reads, whose rate this file restates in cedis and restores. */
const CEDI_HOTEL = "byblos-hotel";

async function saveRate(usdToGhs: string, rateDate: string, rateSource = "") {
  const cookie = await adminCookie(baseUrl);
  return fetch(`${baseUrl}/admin/dashboard/settings`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: baseUrl },
    body: new URLSearchParams({ intent: "currency", usdToGhs, rateDate, rateSource }),
  });
}

async function sendCsv(csv: string) {
  const cookie = await adminCookie(baseUrl);
  return fetch(`${baseUrl}/api/admin/content/hotels/bulk`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: baseUrl, "Content-Type": "text/csv" },
    body: csv,
  });
}

async function text(path: string) {
  return visibleText(await (await fetch(`${baseUrl}${path}`)).text());
}

interface ApiHotel {
  slug: string;
  price: number;
  priceCheckedOn: string | null;
  rate: {
    currency: string;
    amount: number;
    date: string | null;
    source: { kind: string; name: string; url: string | null } | null;
  };
}

async function apiHotels(): Promise<ApiHotel[]> {
  return (await (await fetch(`${baseUrl}/api/hotels`)).json()) as ApiHotel[];
}

/** Every "$N / night" on a list page, with the cedi figure beside it at `rate`. */
function expectCediBesideDollars(page: string, path: string, rate: number) {
  const prices = page.match(/\$\d+ \/ night( ≈ GH₵ [\d,]+)?/g) ?? [];
  expect(prices.length, path).toBeGreaterThan(0);
  for (const price of prices) {
    const [, dollars] = /^\$(\d+)/.exec(price)!;
    expect(price, path).toBe(
      `$${dollars} / night ≈ ${formatCedis(cediAmount(Number(dollars), rate))}`,
    );
  }
}

let original: ApiHotel | undefined;

afterAll(async () => {
  // Leave the site as a fresh install has it: the reference rate, and the hotel's own rate.
  const { usdToGhs, rateDate, rateSource } = REFERENCE_CEDI_SETTINGS;
  await saveRate(usdToGhs, rateDate, rateSource);
  if (original) {
    await sendCsv(
      "slug,price,priceCurrency,priceCheckedOn,priceSourceKind,priceSourceName,priceSourceUrl\n" +
        `${CEDI_HOTEL},${original.rate.amount},USD,${original.priceCheckedOn ?? ""},,,\n`,
    );
  }
});

describe("prices in cedis", () => {
  it("shows cedi prices on a fresh install, at the Bank of Ghana's rate of a cited day, that date beside them", async () => {
    const hotel = await text("/hotels/labadi-beach-hotel");
    const usd = Number(/\$(\d+) per night ≈ GH₵ [\d,]+/.exec(hotel)?.[1]);
    expect(hotel).toContain(`$${usd} per night ≈ ${formatCedis(cediAmount(usd, 10.92))}`);
    expect(hotel).toContain(
      "at the Bank of Ghana interbank rate of January 29, 2026 (GH₵ 10.92 to the dollar)",
    );
    for (const path of ["/hotels", "/accra"]) {
      const page = await text(path);
      expectCediBesideDollars(page, path, 10.92);
      expect(page, path).toContain("Bank of Ghana interbank rate of January 29, 2026");
    }
  });

  it("refuses a rate without its date, saying why", async () => {
    const refused = await saveRate("15.45", "");
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Give the date the rate is from");
  });

  it("shows every hotel price in cedis at the operator's rate, with its date, once saved", async () => {
    expect((await saveRate("15.45", "2026-11-24")).status).toBe(200);

    const hotel = await text("/hotels/labadi-beach-hotel");
    const usd = Number(/\$(\d+) per night ≈ GH₵ [\d,]+/.exec(hotel)![1]);
    expect(hotel).toContain(`$${usd} per night ≈ ${formatCedis(cediAmount(usd, 15.45))}`);
    expect(hotel).toContain("at the rate of November 24, 2026 (GH₵ 15.45 to the dollar)");

    for (const path of ["/hotels", "/accra", "/cheap-hotels-accra", "/luxury-hotels-ghana", "/"]) {
      const page = await text(path);
      expectCediBesideDollars(page, path, 15.45);
      expect(page, path).toContain("at the rate of November 24, 2026");
    }

    const cookie = await adminCookie(baseUrl);
    const audit = (await (
      await fetch(`${baseUrl}/api/admin/audit`, { headers: { Cookie: cookie } })
    ).json()) as { action: string; changes: Record<string, { to: string }> }[];
    expect(audit.find((entry) => entry.action === "cedi rate saved")?.changes).toMatchObject({
      usdToGhs: { to: "15.45" },
      rateDate: { to: "2026-11-24" },
    });
  });

  it("goes back to dollars only when the rate is cleared", async () => {
    expect((await saveRate("", "")).status).toBe(200);
    expect(await text("/hotels")).not.toContain("GH₵");
  });
});

describe("rates in the currency stated, with their source and date", () => {
  it("gives each rate in /api/hotels with its currency, amount, date and source", async () => {
    const hotels = await apiHotels();
    expect(hotels.length).toBeGreaterThan(0);
    for (const hotel of hotels) {
      expect(hotel.rate, hotel.slug).toMatchObject({ currency: "USD", amount: hotel.price });
      expect(hotel.rate.date, hotel.slug).toBe(hotel.priceCheckedOn);
      // Rates seeded before sources were recorded say so: none is invented.
      expect(hotel.rate.source, hotel.slug).toBeNull();
    }
  });

  it("shows a rate the hotel stated in cedis, its dollar value as about, and sorts on that value", async () => {
    await saveRate("10.92", "2026-01-29", "Bank of Ghana interbank rate");
    original = (await apiHotels()).find((hotel) => hotel.slug === CEDI_HOTEL);
    expect(original, `${CEDI_HOTEL} is listed`).toBeDefined();

    const saved = await sendCsv(
      "slug,price,priceCurrency,priceCheckedOn,priceSourceKind\n" +
        `${CEDI_HOTEL},1200,GHS,2026-11-20,hotel\n`,
    );
    expect(saved.status, await saved.text()).toBe(200);

    const page = await text(`/hotels/${CEDI_HOTEL}`);
    expect(page).toContain("GH₵ 1,200 per night about $110");
    expect(page).toContain("stated by the hotel, Nov 2026");
    expect(page).not.toContain("Old rate");

    const hotel = (await apiHotels()).find((item) => item.slug === CEDI_HOTEL)!;
    expect(hotel.rate).toEqual({
      currency: "GHS",
      amount: 1_200,
      date: "2026-11-20",
      source: { kind: "hotel", name: "", url: null },
    });
    expect(hotel.price).toBe(110);
    const sorted = (await (
      await fetch(`${baseUrl}/api/hotels?sort=price-asc`)
    ).json()) as ApiHotel[];
    const prices = sorted.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("marks a rate older than 12 months as old, and names the partner it was seen on", async () => {
    const saved = await sendCsv(
      "slug,priceCurrency,price,priceCheckedOn,priceSourceKind,priceSourceName\n" +
        `${CEDI_HOTEL},USD,95,2025-03-10,partner,Booking.com\n`,
    );
    expect(saved.status, await saved.text()).toBe(200);
    const page = await text(`/hotels/${CEDI_HOTEL}`);
    expect(page).toContain("seen on Booking.com, March 10, 2025");
    expect(page).toContain("Old rate: stated more than 12 months ago");
  });

  it("refuses a partner source without its name, at that column", async () => {
    const refused = await sendCsv(
      "slug,priceSourceKind,priceSourceName,priceCheckedOn\n" +
        `${CEDI_HOTEL},partner,,2026-11-20\n`,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Name the partner site the rate was seen on");
  });
});
