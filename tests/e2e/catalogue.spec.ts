import { expect, test, type Page } from "@playwright/test";
// Only hotels public sources confirm are listed (issue 29).
import { PAGE_SIZE } from "#app/domain/hotel-lists/paging.ts";
import { listedHotelSeeds as hotelSeeds } from "#tests/listed-hotels.ts";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { apiSessionCookie } from "#tests/e2e/admin-session.ts";
import { loggedClick } from "#tests/e2e/clicks.ts";
import { gotoHydrated, waitForHydration } from "#tests/e2e/hydration.ts";
import { partnerVisit } from "#tests/e2e/partner.ts";

interface Hotel {
  id: number;
  slug: string;
  name: string;
  version: number;
  listingStatus: string;
}

const countIn = (city: string) => hotelSeeds.filter((hotel) => hotel.city === city).length;

async function cardCityLines(page: Page) {
  return page
    .getByRole("list", { name: "Hotels" })
    .locator("article p.card-place")
    .allTextContents();
}

test.describe("filters with JavaScript", () => {
  test("on /hotels: the list, count and URL change at once, and Back restores them", async ({
    page,
  }) => {
    await gotoHydrated(page, "/hotels");
    await expect(
      page.getByRole("heading", { name: `${hotelSeeds.length} hotels found` }),
    ).toBeVisible();

    await page.getByRole("combobox", { name: "City" }).selectOption("kumasi");
    await expect(page).toHaveURL(/\/hotels\?city=kumasi/);
    await expect(
      page.getByRole("heading", { name: `${countIn("Kumasi")} hotels found` }),
    ).toBeVisible();
    for (const line of await cardCityLines(page)) expect(line).toMatch(/Kumasi$/);

    await page.getByRole("combobox", { name: "Guest rating" }).selectOption("4+");
    await expect(page).toHaveURL(/rating=4%2B/);
    const highRated = hotelSeeds.filter(
      (hotel) => hotel.city === "Kumasi" && hotel.rating >= 4,
    ).length;
    await expect(page.getByRole("heading", { name: `${highRated} hotels found` })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/hotels\?city=kumasi$/);
    await expect(
      page.getByRole("heading", { name: `${countIn("Kumasi")} hotels found` }),
    ).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Guest rating" })).toHaveValue("all");

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/hotels$/);
    await expect(
      page.getByRole("heading", { name: `${hotelSeeds.length} hotels found` }),
    ).toBeVisible();
  });

  test("on a city page: amenities are all-of and the heading counts the matches", async ({
    page,
  }) => {
    await gotoHydrated(page, "/accra");
    await expect(
      page.getByRole("heading", { name: `${countIn("Accra")} Hotels Found in Accra` }),
    ).toBeVisible();
    await page.getByRole("checkbox", { name: "Pool" }).check();
    await expect(page).toHaveURL(/amenity=pool$/);
    await page.getByRole("checkbox", { name: "Gym" }).check();
    const expected = hotelSeeds.filter(
      (hotel) =>
        hotel.city === "Accra" &&
        hotel.amenities.includes("pool") &&
        hotel.amenities.includes("gym"),
    ).length;
    await expect(page).toHaveURL(/amenity=(pool&amenity=gym|gym&amenity=pool)/);
    await expect(
      page.getByRole("heading", { name: `${expected} Hotels Found in Accra` }),
    ).toBeVisible();
  });

  test("an empty result offers Show All Hotels, which resets the filter", async ({ page }) => {
    await gotoHydrated(page, "/hotels?city=mole&type=guest-house");
    await expect(page.getByText("No hotels found in Mole")).toBeVisible();
    await page.getByRole("link", { name: "Show All Hotels" }).click();
    await expect(page).toHaveURL(/\/hotels$/);
    await expect(
      page.getByRole("heading", { name: `${hotelSeeds.length} hotels found` }),
    ).toBeVisible();
  });
});

test.describe("filters as a person meets them", () => {
  const accraWith = (amenity: (typeof hotelSeeds)[number]["amenities"][number]) =>
    hotelSeeds.filter((hotel) => hotel.city === "Accra" && hotel.amenities.includes(amenity))
      .length;

  test("a filter ticked on a slow phone before the scripts load is applied once they do", async ({
    page,
  }) => {
    // A slow connection: the page's scripts arrive only after the visitor has made a choice.
    let arrive = () => {};
    const scriptsArrive = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
      async (route) => {
        await scriptsArrive;
        await route.continue();
      },
    );
    await page.goto("/accra", { waitUntil: "domcontentloaded" });
    await page.getByRole("checkbox", { name: "Pool" }).check();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    arrive();

    await waitForHydration(page);
    const expected = accraWith("pool");
    await expect(page).toHaveURL(/\/accra\?amenity=pool$/);
    await expect(
      page.getByRole("heading", { name: `${expected} Hotels Found in Accra` }),
    ).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Pool" })).toBeChecked();
    const cards = page.getByRole("list", { name: "Hotels in Accra" }).getByRole("article");
    await expect(cards).toHaveCount(Math.min(expected, PAGE_SIZE));
    for (const card of await cards.all()) {
      const name = await card.getByRole("heading").textContent();
      const seed = hotelSeeds.find((hotel) => hotel.name === name);
      expect(seed?.amenities, name ?? "").toContain("pool");
    }
  });

  test("a keyboard user keeps their place on the changed filter and hears the new count", async ({
    page,
  }) => {
    await gotoHydrated(page, "/hotels");
    const pool = page.getByRole("checkbox", { name: "Pool" });
    await page.getByRole("heading", { name: "Filter hotels" }).click();
    for (let presses = 0; presses < 30; presses += 1) {
      await page.keyboard.press("Tab");
      if (await pool.evaluate((box) => box === document.activeElement)) break;
    }
    await expect(pool).toBeFocused();

    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/hotels\?amenity=pool$/);
    const count = page.locator("#results-heading");
    await expect(count).toHaveAttribute("aria-live", "polite");
    const withPool = hotelSeeds.filter((hotel) => hotel.amenities.includes("pool")).length;
    await expect(count).toHaveText(`${withPool} hotels found`);
    await expect(pool).toBeFocused();
    await expect(pool).toBeChecked();

    const rating = page.getByRole("combobox", { name: "Guest rating" });
    await rating.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/rating=4%2B/);
    const rated = hotelSeeds.filter(
      (hotel) => hotel.amenities.includes("pool") && hotel.rating >= 4,
    ).length;
    await expect(count).toHaveText(`${rated} hotels found`);
    await expect(rating).toBeFocused();

    await page.goBack();
    await expect(count).toHaveText(`${withPool} hotels found`);
    await expect(rating).toHaveValue("all");
    await expect(pool).toBeChecked();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a city page shows its first hotel early, with the filters folded and nothing lost", async ({
    page,
  }) => {
    await page.goto("/accra");
    const first = page.getByRole("list", { name: "Hotels in Accra" }).getByRole("article").first();
    const top = await first.evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
    // It starts within the first one and a half screens (it was 3.6 screens down).
    expect(top).toBeLessThan(844 * 1.5);

    const rating = page.getByRole("combobox", { name: "Guest rating" });
    await expect(rating).toBeHidden();
    await page.getByText("Filter and sort hotels", { exact: true }).click();
    await expect(rating).toBeVisible();
    await rating.selectOption("4+");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/rating=4%2B/);
    await expect(page.getByText("Filter and sort hotels (1 on)", { exact: true })).toBeVisible();

    // The introduction follows the list.
    await expect(page.getByRole("heading", { name: "Why choose Accra" })).toBeAttached();
    await expect(page.getByRole("heading", { name: "Quick facts" })).toBeAttached();
    await expectNoAxeViolations(page);
  });
});

test.describe("filters without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form submits with GET and the server filters", async ({ page }) => {
    await page.goto("/hotels");
    await page.getByRole("combobox", { name: "City" }).selectOption("tamale");
    await page.getByRole("combobox", { name: "Price per night" }).selectOption("50-100");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/city=tamale/);
    await expect(page).toHaveURL(/price=50-100/);
    const expected = hotelSeeds.filter(
      (hotel) => hotel.city === "Tamale" && hotel.price >= 50 && hotel.price <= 100,
    ).length;
    await expect(page.getByRole("heading", { name: `${expected} hotels found` })).toBeVisible();
  });

  test("pagination works with plain links", async ({ page }) => {
    await page.goto("/hotels");
    // Followed from the keyboard: a pointer click once landed beside the link while the long
    // list above it settled on a loaded machine, and nothing happened.
    await page.getByRole("link", { name: "Page 2" }).press("Enter");
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

// Filters say what each option would find with the other filters applied, and how much is
// known (issue 40): text the server writes into the form, the same with and without scripts.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`filter counts (${javaScriptEnabled ? "with" : "without"} JS)`, () => {
    test.use({ javaScriptEnabled });

    test("each option shows its count, and one that would find nothing is disabled with its zero", async ({
      page,
    }) => {
      const tamale = countIn("Tamale");
      await (javaScriptEnabled ? gotoHydrated(page, "/hotels") : page.goto("/hotels"));
      const withPool = hotelSeeds.filter((hotel) => hotel.amenities.includes("pool")).length;
      await expect(page.getByRole("checkbox", { name: `Pool (${withPool})` })).toBeEnabled();

      await page.getByRole("combobox", { name: "City" }).selectOption("tamale");
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page).toHaveURL(/\/hotels\?city=tamale$/);
      await expect(page.getByRole("heading", { name: `${tamale} hotels found` })).toBeVisible();
      // No Tamale hotel is known to have backup power: the box says so, and cannot be ticked.
      const backup = page.getByRole("checkbox", {
        name: `Backup power (0) known for 0 of ${tamale} hotels`,
      });
      await expect(backup).toBeDisabled();
      const tamalePool = hotelSeeds.filter(
        (hotel) => hotel.city === "Tamale" && hotel.amenities.includes("pool"),
      ).length;
      await expect(page.getByRole("checkbox", { name: `Pool (${tamalePool})` })).toBeVisible();
      // The city list counts each city with the other filters (none here) applied.
      await expect(
        page.getByRole("option", { name: `Kumasi (${countIn("Kumasi")})` }),
      ).toBeAttached();
      // axe runs as a script: it checks the same server-rendered form in the run with scripts.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}

test.describe("filters on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("/hotels fits the screen with its counted filters open", async ({ page }, testInfo) => {
    await gotoHydrated(page, "/hotels?city=tamale");
    await page.getByText("Filter and sort hotels (1 on)", { exact: true }).click();
    const backup = page.getByRole("checkbox", { name: /^Backup power \(0\)/ });
    await backup.scrollIntoViewIfNeeded();
    await expect(backup).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await testInfo.attach("hotels-360px-filters", {
      body: await page.screenshot(),
      contentType: "image/png",
    });
    await expectNoAxeViolations(page);
  });
});

test("a card leads to its hotel page, with amenities and more hotels in the city", async ({
  page,
}) => {
  await page.goto("/kumasi");
  const firstCard = page
    .getByRole("list", { name: "Hotels in Kumasi" })
    .getByRole("article")
    .first();
  const name = (await firstCard.getByRole("heading").textContent())!;
  await firstCard.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Amenities" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "More hotels in Kumasi" })).toBeVisible();
  await expect(page.getByText("Prices and ratings are indicative")).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(() => {
    test.use({ javaScriptEnabled });

    test(`Book Now with no dates chosen opens the partner through /go/ with the hotel, today and tomorrow, and is counted (${javaScriptEnabled ? "with" : "without"} JS)`, async ({
      page,
      context,
    }) => {
      await page.goto("/hotels/labadi-beach-hotel");
      // A form whose Book Now opens /go/ in a new tab; left empty, it asks for tonight only.
      const form = page
        .getByRole("complementary", { name: "Book your stay" })
        .getByRole("form", { name: "Your stay at Labadi Beach Hotel" });
      await expect(form).toHaveAttribute("target", "_blank");
      await expect(form).toHaveAttribute("action", "/go/hotel/labadi-beach-hotel");
      const book = form.getByRole("button", { name: /^Book Now/ });
      const { url } = await partnerVisit(context, /^https:\/\/www\.booking\.com\//, () =>
        book.click(),
      );
      const today = new Date();
      const day = (offset: number) =>
        new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
          .toISOString()
          .slice(0, 10);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        ss: "Labadi Beach Hotel, Accra, Ghana",
        checkin: day(0),
        checkout: day(1),
        group_adults: "2",
        no_rooms: "1",
      });
      // The click is counted, under the opaque id the partner got as its label.
      const label = url.searchParams.get("label")!;
      expect(await loggedClick(page, label)).toMatchObject({
        kind: "hotel",
        key: "labadi-beach-hotel",
        placement: "hotel-page",
        page: "/hotels/labadi-beach-hotel",
      });
    });
  });
}

test.describe("a hotel with its Agoda id (issue 40)", () => {
  test.use({ javaScriptEnabled: false });

  test("Book Now goes through /go/ to the hotel's own Agoda page with the chosen dates and guests", async ({
    page,
    context,
  }) => {
    // A listed Takoradi hotel: no other browser test books there.
    await page.goto("/takoradi");
    const cookie = await apiSessionCookie(page.request);
    const headers = { Cookie: cookie, Origin: new URL(page.url()).origin };
    const takoradi = "/api/admin/content/hotels?city=takoradi&status=published";
    const list = await page.request.get(takoradi, { headers });
    const hotel = ((await list.json()) as { items: Hotel[] }).items.find(
      (item) => item.listingStatus === "verified",
    )!;
    const setAgodaId = async (agodaHotelId: string | null) => {
      const current = await page.request.get(`/api/admin/content/hotels/${hotel.id}`, { headers });
      const { version } = (await current.json()) as Hotel;
      const saved = await page.request.put(`/api/admin/content/hotels/${hotel.id}`, {
        headers,
        data: { version, agodaHotelId },
      });
      expect(saved.status()).toBe(200);
    };
    await setAgodaId("297412");
    try {
      await page.goto(`/hotels/${hotel.slug}`);
      const form = page.getByRole("form", { name: `Your stay at ${hotel.name}` });
      await expect(form).toHaveAttribute("action", `/go/hotel/${hotel.slug}`);
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      await form.getByLabel("Check-in").fill(day(12));
      await form.getByLabel("Check-out").fill(day(14));
      await form.getByLabel("Adults").fill("3");
      const { url } = await partnerVisit(context, /^https:\/\/www\.agoda\.com\//, () =>
        form.getByRole("button", { name: /^Book Now/ }).click(),
      );
      expect(url.pathname).toBe("/partners/partnersearch.aspx");
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        hid: "297412",
        checkIn: day(12),
        checkOut: day(14),
        adults: "3",
      });
      expect(await loggedClick(page, url.searchParams.get("tag")!)).toMatchObject({
        kind: "hotel",
        key: hotel.slug,
        partner: "agoda",
      });
      // The hotel's card links through /go/ too, never to the partner directly.
      await page.goto("/takoradi");
      const card = page
        .getByRole("list", { name: "Hotels in Takoradi" })
        .getByRole("article")
        .filter({ hasText: hotel.name });
      await expect(card.getByRole("link", { name: /^Book Now/ })).toHaveAttribute(
        "href",
        `/go/hotel/${hotel.slug}?placement=hotel-card`,
      );
    } finally {
      await setAgodaId(null);
    }
  });
});

test("the budget page lists Accra hotels cheapest first", async ({ page }) => {
  await page.goto("/cheap-hotels-accra");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
    "Cheap Hotels in Accra",
  );
  await expect(page.getByText("Sorted by price", { exact: true })).toBeVisible();
  const list = page.getByRole("list", { name: "Budget hotels in Accra" });
  const prices = (await list.getByText(/^\$\d+$/).allTextContents()).map((text) =>
    Number(text.slice(1)),
  );
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((price) => price <= 75)).toBe(true);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  await expectNoAxeViolations(page);
});

test("the luxury page ranks hotels by guest rating", async ({ page }) => {
  await page.goto("/luxury-hotels-ghana");
  await expect(
    page.getByText("Ordered by our indicative rating, highest first", { exact: true }),
  ).toBeVisible();
  const list = page.getByRole("list", { name: "Luxury hotels in Ghana" });
  const ratings = (await list.getByText(/^\d\.\d out of 5$/).allTextContents()).map((text) =>
    Number(text.slice(0, 3)),
  );
  expect(ratings.length).toBeGreaterThan(0);
  expect(ratings.every((rating) => rating >= 4)).toBe(true);
  expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  await expect(page.getByRole("heading", { name: "Luxury Hotels by City" })).toBeVisible();
  await expectNoAxeViolations(page);
});

// /hotels, /accra and /cities are in accessibility.spec.ts's list of every route.
for (const path of ["/tamale", "/takoradi", "/hotels/no-such-hotel"]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
