// Every click out to a partner goes through /go/: the server builds the partner URL from stored
// data, records the click once with an opaque id, and passes that id on as the partner's sub-id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toFormValues } from "#app/domain/content/studio-form.ts";
import type { ClickRow } from "#app/models/clicks.server.ts";
import { adminCookie, BROWSER_USER_AGENT, visibleText } from "#tests/http.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";

const ACCOUNTS = {
  STAYS_PARTNER: "booking",
  BOOKING_AID: "1234567",
  TRAVELPAYOUTS_MARKER: "55555",
  DISCOVERCARS_AID: "akwaaba",
  GETYOURGUIDE_PARTNER_ID: "GYG123",
  AMAZON_TAG: "akwaaba-20",
};

let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer({ env: ACCOUNTS });
  cookie = await adminCookie(server.url);
});

afterAll(async () => {
  await server?.stop();
  server?.cleanUp();
});

async function clicks(): Promise<ClickRow[]> {
  const response = await fetch(`${server.url}/api/admin/clicks`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as ClickRow[];
}

async function clickCount(): Promise<number> {
  const response = await fetch(`${server.url}/api/admin/clicks`, { headers: { Cookie: cookie } });
  return Number(response.headers.get("x-total-count"));
}

function go(path: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers: { "User-Agent": BROWSER_USER_AGENT, ...headers },
  });
}

describe("GET /go/…", () => {
  it.each([
    ["/go/hotel/labadi-beach-hotel?placement=hotel-card", "www.booking.com", "label", "hotel"],
    ["/go/city/kumasi?placement=city-hero", "www.booking.com", "label", "city"],
    ["/go/landing/budget?placement=landing-hero", "www.booking.com", "label", "landing"],
    ["/go/landing/luxury?placement=landing-hero", "www.booking.com", "label", "landing"],
    [
      "/go/search/stays?placement=search-stays&location=Cape+Coast",
      "www.booking.com",
      "label",
      "search",
    ],
    [
      "/go/search/flights?from=LHR&to=Accra&departure=2026-12-01",
      "www.aviasales.com",
      "sub_id",
      "search",
    ],
    ["/go/search/cars?pickup=Accra", "www.discovercars.com", "data1", "search"],
    ["/go/search/activities", "www.getyourguide.com", "cmp", "search"],
  ])(
    "%s answers 302 to the partner with the click id as its sub-id",
    async (path, host, subId, kind) => {
      const response = await go(path, { Referer: `${server.url}/accra` });
      expect(response.status).toBe(302);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const location = new URL(response.headers.get("location")!);
      expect(location.hostname).toBe(host);
      const clickId = location.searchParams.get(subId)!;
      expect(clickId).toMatch(/^[A-Za-z0-9_-]{16}$/);
      const row = (await clicks()).find((click) => click.id === clickId);
      expect(row).toMatchObject({ kind, page: "/accra" });
    },
  );

  it("builds each search from the form's fields and the hotel link from the stored hotel", async () => {
    const stays = new URL(
      (
        await go(
          "/go/search/stays?location=Cape+Coast&checkin=2026-12-01&checkout=2026-12-04&travelers=4+travelers%2C+2+rooms",
        )
      ).headers.get("location")!,
    );
    expect(Object.fromEntries(stays.searchParams)).toMatchObject({
      ss: "Cape Coast",
      checkin: "2026-12-01",
      checkout: "2026-12-04",
      group_adults: "4",
      no_rooms: "2",
      aid: "1234567",
    });
    const hotel = new URL((await go("/go/hotel/labadi-beach-hotel")).headers.get("location")!);
    expect(hotel.searchParams.get("ss")).toBe("Labadi Beach Hotel, Accra, Ghana");
    const budget = new URL((await go("/go/landing/budget")).headers.get("location")!);
    expect(budget.searchParams.get("nflt")).toBe("price=USD-min-75-1");
    const flights = new URL(
      (
        await go(
          "/go/search/flights?tripType=oneway&from=LHR&to=Accra&departure=2026-12-01&return=2026-12-09",
        )
      ).headers.get("location")!,
    );
    expect(flights.searchParams.get("return_date")).toBeNull();
    expect(flights.searchParams.get("marker")).toBe("55555");
  });

  it("sends products to Amazon with the tracking id, and no click id in the URL", async () => {
    const product = await go("/go/product/universal-travel-adapter?placement=product-card");
    const location = new URL(product.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("https://www.amazon.com/s");
    expect(location.searchParams.get("tag")).toBe("akwaaba-20");
    const more = new URL((await go("/go/product/more")).headers.get("location")!);
    expect(more.searchParams.get("k")).toBe("travel essentials Ghana");
  });

  it("sends the cities and airports typed in a flight search as their airport codes", async () => {
    const flight = async (query: string) => {
      const response = await go(`/go/search/flights?placement=search-flights&${query}`);
      expect(response.status, query).toBe(302);
      const location = new URL(response.headers.get("location")!);
      return [
        location.searchParams.get("origin_iata"),
        location.searchParams.get("destination_iata"),
      ];
    };
    expect(await flight("from=London+Heathrow+%28LHR%29&to=Accra")).toEqual(["LHR", "ACC"]);
    expect(await flight("from=london+heathrow&to=Kumasi")).toEqual(["LHR", "KMS"]);
    expect(await flight("from=London&to=Tamale")).toEqual(["LON", "TML"]);
    expect(await flight("from=Manchester&to=")).toEqual(["MAN", "ACC"]);
    expect(await flight("from=Lom%C3%A9")).toEqual(["LFW", "ACC"]);
    expect(await flight("from=lax&to=kms")).toEqual(["LAX", "KMS"]);
    // Nothing typed: the partner asks for the origin itself.
    expect(await flight("from=&to=Accra")).toEqual([null, "ACC"]);
  });

  it("answers a flight search with a place it does not know with a 400 page saying so", async () => {
    const before = await clickCount();
    const response = await go("/go/search/flights?from=Xyzzy&to=Kumasi&departure=2026-12-01");
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = visibleText(await response.text());
    expect(page).toContain(
      "We don't know the airport 'Xyzzy'. Type a city or a 3-letter airport code, e.g. LHR.",
    );
    expect(page).toContain("Back to the search");

    const html = await (
      await go("/go/search/flights?from=Atlantis&to=%3Cb%3EEl+Dorado%3C%2Fb%3E")
    ).text();
    expect(html).not.toContain("<b>");
    const both = visibleText(html);
    expect(both).toContain("We don't know the airport 'Atlantis'.");
    expect(both).toContain(
      "We don't know the airport '<b>El Dorado</b>'. Type a city or a 3-letter airport code, e.g. ACC.",
    );
    // Nobody went to the partner, so nothing was counted.
    expect(await clickCount()).toBe(before);
  });

  it("opens the car partner with our ids only: its link takes no place or dates", async () => {
    const response = await go(
      "/go/search/cars?placement=search-cars&pickup=Accra&pickupDate=2026-12-01&dropoffDate=2026-12-04",
    );
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("https://www.discovercars.com/");
    expect([...location.searchParams.keys()]).toEqual(["a_aid", "data1"]);
    expect(location.searchParams.get("a_aid")).toBe("akwaaba");
  });

  it("answers 404 for what it does not know, and never follows a URL from the request", async () => {
    for (const path of [
      "/go/hotel/no-such-hotel",
      "/go/city/atlantis",
      "/go/landing/cheap",
      "/go/search/trains",
      "/go/product/no-such-product",
      "/go/elsewhere/x",
    ]) {
      const response = await go(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("location")).toBeNull();
    }
    const sneaky = await go(
      "/go/hotel/labadi-beach-hotel?url=https://evil.example&ued=https://evil.example&location=https://evil.example",
    );
    expect(new URL(sneaky.headers.get("location")!).hostname).toBe("www.booking.com");
    expect(sneaky.headers.get("location")).not.toContain("evil.example");
  });

  it("counts people once; bots are sent on uncounted, prefetches are not recorded", async () => {
    const before = await clickCount();
    const bot = await go("/go/city/accra?placement=bot-test", { "User-Agent": "Googlebot/2.1" });
    expect(bot.status).toBe(302);
    const prefetch = await go("/go/city/accra?placement=prefetch-test", {
      "Sec-Purpose": "prefetch",
    });
    expect(prefetch.status).toBe(302);
    expect(await clickCount()).toBe(before);

    await go("/go/city/accra?placement=Not%20A%20Placement!");
    expect(await clickCount()).toBe(before + 1);
    const [newest] = await clicks();
    expect(newest).toMatchObject({ kind: "city", key: "accra", placement: "unknown" });
  });

  it("keeps /go/ out of search engines and lists clicks only for the operator", async () => {
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain("Disallow: /go/");
    expect((await fetch(`${server.url}/api/admin/clicks`)).status).toBe(401);
  });
});

describe("the Settings tab", () => {
  const save = (fields: Record<string, string>) =>
    fetch(`${server.url}/admin/dashboard/settings`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        stays: "booking",
        bookingAid: "1234567",
        awinMid: "",
        awinAffId: "",
        agodaCid: "",
        travelpayoutsMarker: "55555",
        discovercarsAid: "akwaaba",
        getyourguidePartnerId: "GYG123",
        amazonTag: "akwaaba-20",
        ...fields,
      }),
    });

  it("starts from the environment and shows each partner in use, earning or not", async () => {
    const page = await fetch(`${server.url}/admin/dashboard/settings`, {
      headers: { Cookie: cookie },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('value="1234567"');
    expect(html).toContain("Earning");
  });

  it("refuses an id of the wrong shape, names the field, and changes nothing", async () => {
    const refused = await save({ bookingAid: "akwaaba-stays" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("digits only");
    const hotel = new URL((await go("/go/hotel/labadi-beach-hotel")).headers.get("location")!);
    expect(hotel.searchParams.get("aid")).toBe("1234567");
  });

  it("applies a saved change to the next click with no restart, and logs it", async () => {
    expect((await save({ bookingAid: "7654321" })).status).toBe(200);
    const hotel = new URL((await go("/go/hotel/labadi-beach-hotel")).headers.get("location")!);
    expect(hotel.searchParams.get("aid")).toBe("7654321");

    expect(
      (await save({ bookingAid: "7654321", stays: "agoda", agodaCid: "1844104" })).status,
    ).toBe(200);
    const agoda = new URL((await go("/go/city/accra")).headers.get("location")!);
    expect(agoda.hostname).toBe("www.agoda.com");
    expect(agoda.searchParams.get("cid")).toBe("1844104");
    expect(agoda.searchParams.get("tag")).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const page = visibleText(
      await (
        await fetch(`${server.url}/admin/dashboard/settings`, { headers: { Cookie: cookie } })
      ).text(),
    );
    expect(page).toContain("Booking.com affiliate id (aid): 1234567 → 7654321");
    expect(page).toContain("Stays partner: booking → agoda");
    expect(page).not.toContain("[object Object]");
    await save({});
  });

  it("switches flights to Skyscanner and activities to Viator, each with our click id", async () => {
    expect(
      (
        await save({
          flights: "skyscanner",
          skyscannerPartnerId: "2850",
          activities: "viator",
          viatorPid: "P00012345",
        })
      ).status,
    ).toBe(200);
    const flights = new URL(
      (
        await go(
          "/go/search/flights?placement=search-flights&from=LHR&to=Accra&departure=2026-12-01&tripType=oneway",
        )
      ).headers.get("location")!,
    );
    expect(flights.hostname).toBe("www.skyscanner.net");
    expect(Object.fromEntries(flights.searchParams)).toMatchObject({
      origin: "LHR",
      destination: "ACC",
      outboundDate: "2026-12-01",
      mediaPartnerId: "2850",
    });
    const activities = new URL(
      (await go("/go/search/activities?placement=search-activities")).headers.get("location")!,
    );
    expect(activities.hostname).toBe("www.viator.com");
    expect(activities.searchParams.get("pid")).toBe("P00012345");
    const newest = (await clicks())[0]!;
    expect(newest).toMatchObject({ partner: "viator", placement: "search-activities" });
    expect(activities.searchParams.get("campaign")).toBe(newest.id);
    const page = visibleText(
      await (
        await fetch(`${server.url}/admin/dashboard/settings`, { headers: { Cookie: cookie } })
      ).text(),
    );
    expect(page).toContain("Flights partner: aviasales → skyscanner");
    expect(page).toMatch(/Skyscanner \(flights\)\s*Earning/);
    await save({});
  });

  it("is the operator's alone", async () => {
    const anonymous = await fetch(`${server.url}/admin/dashboard/settings`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ stays: "agoda" }),
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin");
  });
});

describe("the link health check", () => {
  it("follows every partner link on demand, keeps the result, and shows it on the Settings tab", async () => {
    const run = await fetch(`${server.url}/api/admin/link-check`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
    });
    expect(run.status).toBe(200);
    const check = (await run.json()) as {
      checkedAt: string;
      results: { label: string; url: string; ok: boolean; problems: string[] }[];
    };
    expect(check.results.map((result) => result.label)).toEqual([
      "Stays: Booking.com",
      "Flights: Aviasales (Travelpayouts)",
      "Cars: DiscoverCars",
      "Activities: GetYourGuide",
      "Products: Amazon",
    ]);
    for (const result of check.results) {
      expect(result.url).toMatch(/^https:\/\//);
      expect(result.ok || result.problems.length > 0).toBe(true);
    }
    const last = await fetch(`${server.url}/api/admin/link-check`, { headers: { Cookie: cookie } });
    expect(((await last.json()) as { checkedAt: string }).checkedAt).toBe(check.checkedAt);
    const page = visibleText(
      await (
        await fetch(`${server.url}/admin/dashboard/settings`, { headers: { Cookie: cookie } })
      ).text(),
    );
    expect(page).toContain("Last checked");
    expect(page).toContain("Products: Amazon:");
    expect((await fetch(`${server.url}/api/admin/link-check`, { method: "POST" })).status).toBe(
      401,
    );
  });
});

describe("commissions matched to clicks", () => {
  const upload = (partner: string, csv: string, name = "report.csv") => {
    const form = new FormData();
    form.set("partner", partner);
    form.set("file", new File([csv], name, { type: "text/csv" }));
    return fetch(`${server.url}/api/admin/conversions/import`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
    });
  };
  const today = new Date().toISOString().slice(0, 10);

  it("imports a report, attributes a booking to its click's page and placement, and re-imports as updates", async () => {
    const response = await go("/go/hotel/labadi-beach-hotel?placement=hotel-page", {
      Referer: `${server.url}/hotels/labadi-beach-hotel`,
    });
    const label = new URL(response.headers.get("location")!).searchParams.get("label")!;
    const report = (status: string) =>
      `Booking number,Booking date,Status,Commission,Currency,Label\n9001,${today},${status},42.50,USD,${label}\n9002,${today},OK,10.00,USD,not-ours\n`;

    const first = await upload("booking", report("Booked"));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ imported: 2, updated: 0, rejected: [] });

    const revenue = await fetch(`${server.url}/api/admin/revenue?from=${today}&to=${today}`, {
      headers: { Cookie: cookie },
    });
    expect(revenue.status).toBe(200);
    type Row = { key: string; clicks: number; commissionByCurrency: Record<string, number> };
    const figures = (await revenue.json()) as {
      conversions: number;
      totals: { currency: string; commissionCents: number }[];
      topHotelsByClicks: Row[];
      byPage: (Row & { earningsPerClickByCurrency: Record<string, number> })[];
      byPlacement: Row[];
      topHotels: Row[];
    };
    expect(figures.conversions).toBeGreaterThanOrEqual(2);
    expect(
      figures.totals.find((total) => total.currency === "USD")?.commissionCents,
    ).toBeGreaterThanOrEqual(5250);
    expect(figures.topHotelsByClicks.map((row) => row.key)).toContain("labadi-beach-hotel");
    expect(figures.byPage.find((row) => row.key === "/hotels/labadi-beach-hotel")).toMatchObject({
      commissionByCurrency: { USD: 4250 },
    });
    expect(
      figures.byPlacement.find((row) => row.key === "hotel-page")?.commissionByCurrency,
    ).toEqual({ USD: 4250 });
    expect(figures.topHotels[0]).toMatchObject({
      key: "labadi-beach-hotel",
      commissionByCurrency: { USD: 4250 },
    });

    const cancelled = await upload("booking", report("Cancelled"));
    expect(await cancelled.json()).toEqual({ imported: 0, updated: 2, rejected: [] });
    const after = (await (
      await fetch(`${server.url}/api/admin/revenue?from=${today}&to=${today}`, {
        headers: { Cookie: cookie },
      })
    ).json()) as { byPlacement: Row[] };
    expect(
      after.byPlacement.find((row) => row.key === "hotel-page")?.commissionByCurrency.USD ?? 0,
    ).toBe(0);
  });

  it("credits Amazon commission to the placement whose own tracking id it carries", async () => {
    await fetch(`${server.url}/admin/dashboard/settings`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        stays: "booking",
        bookingAid: "1234567",
        amazonTag: "akwaaba-20",
        amazonTagProductCard: "akwaabacards-20",
      }),
    });
    const card = new URL(
      (await go("/go/product/more?placement=product-card")).headers.get("location")!,
    );
    expect(card.searchParams.get("tag")).toBe("akwaabacards-20");
    const more = new URL(
      (await go("/go/product/more?placement=products-more")).headers.get("location")!,
    );
    expect(more.searchParams.get("tag")).toBe("akwaaba-20");

    const imported = await upload(
      "amazon",
      `Order ID,ASIN,Date Shipped,Status,Ad Fees,Tracking ID\n555-1,B01,${today},Shipped,$2.10,akwaabacards-20\n555-2,B02,${today},Shipped,$0.90,akwaaba-20\n`,
    );
    expect(await imported.json()).toEqual({ imported: 2, updated: 0, rejected: [] });
    const figures = (await (
      await fetch(`${server.url}/api/admin/revenue?from=${today}&to=${today}`, {
        headers: { Cookie: cookie },
      })
    ).json()) as {
      byPlacement: { key: string; commissionByCurrency: Record<string, number> }[];
      byPartner: { key: string; commissionByCurrency: Record<string, number> }[];
    };
    expect(
      figures.byPlacement.find((row) => row.key === "product-card")?.commissionByCurrency,
    ).toEqual({ USD: 210 });
    expect(figures.byPartner.find((row) => row.key === "amazon")?.commissionByCurrency).toEqual({
      USD: 300,
    });
  });

  it("refuses a bad file whole, with lines and reasons, and a bad request with a message", async () => {
    const bad = await upload(
      "booking",
      `Booking number,Booking date,Status,Commission\n9101,${today},OK,1.00\n9102,${today},Maybe,1.00\n`,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      imported: 0,
      updated: 0,
      rejected: [{ line: 3, reason: 'unknown status "Maybe"' }],
    });
    const before = (await (
      await fetch(`${server.url}/api/admin/revenue?from=${today}&to=${today}`, {
        headers: { Cookie: cookie },
      })
    ).json()) as { conversions: number };
    const again = await upload(
      "booking",
      `Booking number,Booking date,Status,Commission\n9101,${today},OK,1.00\n`,
    );
    expect(await again.json()).toMatchObject({ imported: 1 });
    const afterOne = (await (
      await fetch(`${server.url}/api/admin/revenue?from=${today}&to=${today}`, {
        headers: { Cookie: cookie },
      })
    ).json()) as { conversions: number };
    // Nothing of the refused file was kept: only the line sent again counts.
    expect(afterOne.conversions).toBe(before.conversions + 1);

    const unknown = await upload("trivago", "a,b\n");
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/partner must be one of/);
    const range = await fetch(`${server.url}/api/admin/revenue?from=2026-12-02&to=2026-12-01`, {
      headers: { Cookie: cookie },
    });
    expect(range.status).toBe(400);
    expect((await fetch(`${server.url}/api/admin/revenue`)).status).toBe(401);
  });

  it("answers a range that is not one with 400 naming the parameter, never 500", async () => {
    const cases = [
      ["to=banana", "to"],
      ["to=2026-13-45", "to"],
      ["from=2026-02-30&to=2026-03-10", "from"],
      ["from=2026-12-02&to=2026-12-01", "from"],
    ] as const;
    for (const [query, field] of cases) {
      const page = await fetch(`${server.url}/admin/dashboard/revenue?${query}`, {
        headers: { Cookie: cookie },
      });
      expect(page.status, query).toBe(400);
      const text = visibleText(await page.text());
      // The page still shows the last 30 days, with the reason beside the field at fault.
      expect(text).toContain("Page views");
      expect(text).toMatch(
        field === "to" ? /to must be a date written YYYY-MM-DD/ : /from must (be a date|not be)/,
      );
      for (const path of ["/api/admin/revenue", "/api/admin/revenue.csv"]) {
        const api = await fetch(`${server.url}${path}?${query}`, { headers: { Cookie: cookie } });
        expect(api.status, `${path}?${query}`).toBe(400);
        expect(((await api.json()) as { error: string }).error).toMatch(new RegExp(`^${field} `));
      }
    }
  });
});

describe("revenue that reconciles", () => {
  type Row = { key: string; conversions: number; commissionByCurrency: Record<string, number> };
  type Report = {
    conversions: number;
    totals: {
      currency: string;
      bookings: number;
      commissionCents: number;
      confirmedCents: number;
      pendingCents: number;
    }[];
    byPage: Row[];
    byPlacement: Row[];
    byPartner: Row[];
    unmatched: Row[];
  };
  // A month of its own, so other tests' bookings stay out of these figures.
  const range = "from=2025-02-01&to=2025-02-28";

  it("totals each currency apart, and every table (unmatched bookings included) adds up to the headline", async () => {
    const label = async (path: string) =>
      new URL(
        (await go(path, { Referer: `${server.url}/accra` })).headers.get("location")!,
      ).searchParams.get("label")!;
    const hero = await label("/go/city/accra?placement=city-hero");
    const card = await label("/go/hotel/labadi-beach-hotel?placement=hotel-card");
    const form = new FormData();
    form.set("partner", "booking");
    form.set(
      "file",
      new File(
        [
          [
            "Booking number,Booking date,Status,Commission,Currency,Label",
            `R-1,2025-02-10,OK,30.00,USD,${hero}`,
            "R-2,2025-02-11,Booked,12.00,USD,someone-elses-label",
            `R-3,2025-02-12,OK,250.00,GHS,${card}`,
            `R-4,2025-02-13,Cancelled,5.00,USD,${hero}`,
          ].join("\n"),
        ],
        "booking.csv",
      ),
    );
    const imported = await fetch(`${server.url}/api/admin/conversions/import`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
    });
    expect(await imported.json()).toEqual({ imported: 4, updated: 0, rejected: [] });

    const report = (await (
      await fetch(`${server.url}/api/admin/revenue?${range}`, { headers: { Cookie: cookie } })
    ).json()) as Report;
    // Never 292.00 of nothing: 250.00 GHS and 42.00 USD, the cancelled booking left out.
    expect(report.conversions).toBe(3);
    expect(report.totals).toEqual([
      {
        currency: "GHS",
        bookings: 1,
        commissionCents: 25000,
        confirmedCents: 25000,
        pendingCents: 0,
      },
      {
        currency: "USD",
        bookings: 2,
        commissionCents: 4200,
        confirmedCents: 3000,
        pendingCents: 1200,
      },
    ]);
    const headline = { GHS: 25000, USD: 4200 };
    for (const table of [report.byPage, report.byPlacement, report.byPartner]) {
      const money: Record<string, number> = {};
      for (const row of table) {
        for (const [currency, cents] of Object.entries(row.commissionByCurrency)) {
          money[currency] = (money[currency] ?? 0) + cents;
        }
      }
      expect(money).toEqual(headline);
      expect(table.reduce((sum, row) => sum + row.conversions, 0)).toBe(report.conversions);
      expect(
        table.find((row) => row.key === "Unmatched bookings (no matching click)"),
      ).toMatchObject({ conversions: 1, commissionByCurrency: { USD: 1200 } });
    }
    expect(
      report.byPlacement.find((row) => row.key === "hotel-card")?.commissionByCurrency,
    ).toEqual({ GHS: 25000 });
    expect(report.unmatched).toEqual([
      expect.objectContaining({
        key: "booking",
        conversions: 1,
        commissionByCurrency: { USD: 1200 },
      }),
    ]);

    const page = visibleText(
      await (
        await fetch(`${server.url}/admin/dashboard/revenue?${range}`, {
          headers: { Cookie: cookie },
        })
      ).text(),
    );
    expect(page).toContain("Commission 250.00 GHS · 42.00 USD");
    expect(page).toContain("USD 2 30.00 12.00 42.00");
    expect(page).toContain("Unmatched bookings by partner");
    expect(page).toContain("never added across currencies");
  });

  it("lists every imported booking with its match, by partner and month, a page at a time", async () => {
    const list = async (query: string) => {
      const response = await fetch(`${server.url}/admin/dashboard/revenue?${range}&${query}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(200);
      return visibleText(await response.text());
    };
    const february = await list("partner=booking&month=2025-02");
    expect(february).toContain("4 bookings from booking made in 2025-02");
    expect(february).toMatch(/booking R-2 2025-02-11 12\.00 USD Pending no matching click/);
    expect(february).toMatch(
      /booking R-3 2025-02-12 250\.00 GHS Confirmed click \S+ ?: hotel-card on \/accra/,
    );
    expect(february).toMatch(/booking R-4 2025-02-13 5\.00 USD Cancelled click/);
    expect(await list("partner=amazon&month=2025-02")).toContain("0 bookings from amazon");

    // 55 bookings in a month: 50 on the first page, 5 on the second, linked from the first.
    const form = new FormData();
    form.set("partner", "aviasales");
    form.set(
      "file",
      new File(
        [
          [
            "Action ID,State,Sub_id,Profit,Currency,Date",
            ...Array.from(
              { length: 55 },
              (_, index) =>
                `AV-${index + 1},paid,,1.00,EUR,2025-03-${String((index % 28) + 1).padStart(2, "0")}`,
            ),
          ].join("\n"),
        ],
        "aviasales.csv",
      ),
    );
    const imported = await fetch(`${server.url}/api/admin/conversions/import`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
    });
    expect(await imported.json()).toMatchObject({ imported: 55 });
    const first = await fetch(
      `${server.url}/admin/dashboard/revenue?${range}&partner=aviasales&month=2025-03`,
      { headers: { Cookie: cookie } },
    );
    const firstHtml = await first.text();
    expect(firstHtml.match(/<td[^>]*>AV-\d+<\/td>/g)).toHaveLength(50);
    expect(firstHtml).toContain(
      `href="/admin/dashboard/revenue?${range.replace("&", "&amp;")}&amp;partner=aviasales&amp;month=2025-03&amp;page=2"`,
    );
    const second = await list("partner=aviasales&month=2025-03&page=2");
    expect(second).toContain("55 bookings from aviasales made in 2025-03");
    expect(second.match(/ AV-\d+ /g)).toHaveLength(5);

    const bad = await list("month=February");
    expect(bad).toContain(
      "Write the month as YYYY-MM, like 2026-11. Showing every booking instead.",
    );
  });
});

describe("the Revenue tab", () => {
  it("shows the figures for a range and imports a report from its form", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = await fetch(`${server.url}/admin/dashboard/revenue?from=${today}&to=${today}`, {
      headers: { Cookie: cookie },
    });
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    for (const words of [
      "Page views",
      "Click-outs",
      "Click-through",
      "By placement",
      "Import a commission report",
    ]) {
      expect(text).toContain(words);
    }
    const form = new FormData();
    form.set("partner", "getyourguide");
    form.set(
      "file",
      new File(
        [
          `Booking reference,Booking date,Status,Commission,Campaign\nGYG-1,${today},Completed,7.70,abc\n`,
        ],
        "gyg.csv",
      ),
    );
    const upload = await fetch(`${server.url}/admin/dashboard/revenue`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
    });
    expect(upload.status).toBe(200);
    expect(await upload.text()).toContain("1 new, 0 updated.");

    const csv = await fetch(`${server.url}/api/admin/revenue.csv?from=${today}&to=${today}`, {
      headers: { Cookie: cookie },
    });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toMatch(
      /^group,key,page_views,click_outs,click_through_percent,bookings,commission_USD,(commission_\w+,)*commission_per_click_USD/,
    );
    expect(lines.some((line) => line.startsWith("placement,hotel-page,"))).toBe(true);
    const withChart = await (
      await fetch(`${server.url}/admin/dashboard/revenue?from=${today}&to=${today}`, {
        headers: { Cookie: cookie },
      })
    ).text();
    expect(withChart).toContain('<title id="revenue-chart-title">Click-outs by placement</title>');

    const bad = new FormData();
    bad.set("partner", "getyourguide");
    bad.set(
      "file",
      new File(
        ["Booking reference,Booking date,Status,Commission\nGYG-2,someday,Completed,1\n"],
        "bad.csv",
      ),
    );
    const refused = await fetch(`${server.url}/admin/dashboard/revenue`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: bad,
    });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain('Line 2: date "someday" is not a date');
  });
});

describe("a hotel's own Agoda page (issue 40)", () => {
  interface StudioHotel {
    id: number;
    slug: string;
    name: string;
    version: number;
    status: string;
    listingStatus: string;
    agodaHotelId: string | null;
    [field: string]: unknown;
  }
  const AGODA_ID_MESSAGE =
    "An Agoda hotel id is digits only, like 1234567: the number after hid= in Agoda's link to the hotel.";
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const studio = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api/admin/content/hotels${path}`, {
      ...init,
      headers: {
        Cookie: cookie,
        Origin: server.url,
        "Content-Type": "application/json",
        ...init.headers,
      },
    });
  const stored = async (id: number) => (await (await studio(`/${id}`)).json()) as StudioHotel;
  let hotel: StudioHotel;

  beforeAll(async () => {
    // A listed hotel no other test here books, so its Book Now is this block's alone.
    const list = (await (await studio("?city=kumasi&status=published")).json()) as {
      items: StudioHotel[];
    };
    hotel = list.items.find((item) => item.listingStatus === "verified")!;
    expect(hotel).toBeDefined();
  });

  it("the studio refuses an id not in Agoda's format, with what a valid one looks like at the field", async () => {
    // The hotel editor's form, as a browser without JavaScript posts it.
    const item = await stored(hotel.id);
    const form = new FormData();
    const fields = {
      ...toFormValues("hotels", item),
      status: item.status,
      version: String(item.version),
      intent: "save",
      agodaHotelId: "297412&cid=666",
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const editor = await fetch(`${server.url}/admin/dashboard/content/hotels/${hotel.id}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
      redirect: "manual",
    });
    expect(editor.status).toBe(400);
    const html = await editor.text();
    expect(html).toMatch(
      new RegExp(
        `<p id="field-agodaHotelId-error"[^>]*>${AGODA_ID_MESSAGE.replace("'", "&#x27;")}</p>`,
      ),
    );

    const api = await studio(`/${hotel.id}`, {
      method: "PUT",
      body: JSON.stringify({ version: item.version, agodaHotelId: "agoda-297412" }),
    });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      agodaHotelId: AGODA_ID_MESSAGE,
    });
    expect((await stored(hotel.id)).agodaHotelId).toBeNull();
    // Nothing stored: Book Now still searches the stays partner for the hotel.
    const search = new URL((await go(`/go/hotel/${hotel.slug}`)).headers.get("location")!);
    expect(search.searchParams.get("hid")).toBeNull();
  });

  it("with an id, Book Now goes through /go/ to the hotel's Agoda page with the traveller's dates and guests", async () => {
    const item = await stored(hotel.id);
    const saved = await studio(`/${hotel.id}`, {
      method: "PUT",
      body: JSON.stringify({ version: item.version, agodaHotelId: " 297412 " }),
    });
    expect(saved.status).toBe(200);
    expect((await stored(hotel.id)).agodaHotelId).toBe("297412");

    const response = await go(
      `/go/hotel/${hotel.slug}?placement=hotel-page&checkin=${day(20)}&checkout=${day(23)}&adults=3&rooms=2&children=1`,
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(
      "https://www.agoda.com/partners/partnersearch.aspx",
    );
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      pcs: "1",
      hid: "297412",
      checkIn: day(20),
      checkOut: day(23),
      adults: "3",
      rooms: "2",
      children: "1",
    });
    const clickId = location.searchParams.get("tag")!;
    expect((await clicks()).find((click) => click.id === clickId)).toMatchObject({
      kind: "hotel",
      key: hotel.slug,
      partner: "agoda",
    });

    // The spreadsheet carries it out and back.
    const csv = await (
      await fetch(`${server.url}/api/admin/content/hotels.csv`, { headers: { Cookie: cookie } })
    ).text();
    expect(csv.split("\r\n")[0]).toContain(",affiliateLink,agodaHotelId,");
    expect(csv).toMatch(new RegExp(`\\r\\n${hotel.slug},[^\\r]*,297412,`));
  });

  it("the link health check flags the hotel's Agoda page when it does not answer, naming the hotel with a link to edit it", async () => {
    const run = await fetch(`${server.url}/api/admin/link-check`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
    });
    expect(run.status).toBe(200);
    const { results } = (await run.json()) as {
      results: {
        label: string;
        url: string;
        ok: boolean;
        problems: string[];
        edit?: { path: string; label: string };
      }[];
    };
    const editPath = `/admin/dashboard/content/hotels/${hotel.id}`;
    const page = results.find((result) => result.label === `Hotel: ${hotel.name}, its Agoda page`);
    // This machine reaches no partner, so the page cannot answer: exactly what a dead page shows.
    expect(page).toMatchObject({
      ok: false,
      problems: ["No answer: the partner's site did not respond."],
      edit: { path: editPath, label: `Edit ${hotel.name}` },
    });
    expect(new URL(page!.url).searchParams.get("hid")).toBe("297412");

    const settings = await (
      await fetch(`${server.url}/admin/dashboard/settings`, { headers: { Cookie: cookie } })
    ).text();
    expect(visibleText(settings)).toContain(
      `Hotel: ${hotel.name}, its Agoda page: No answer: the partner's site did not respond. Edit ${hotel.name}`,
    );
    expect(settings).toContain(`<a href="${editPath}"`);
  });
});
