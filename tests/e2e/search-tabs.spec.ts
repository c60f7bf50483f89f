// The home page's Flights and Cars tabs as people meet them: on a phone, by keyboard and without
// JavaScript, every place typed reaches the partner as its airport code, or is named as unknown.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { loggedClick } from "#tests/e2e/clicks.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";
import { partnerVisit } from "#tests/e2e/partner.ts";

const PARTNER = /^https:\/\/www\.(aviasales|discovercars)\.com\//;
const CLICK_ID = /^[A-Za-z0-9_-]{16}$/;
const UNKNOWN_FROM =
  "We don't know the airport 'Xyzzy'. Type a city or a 3-letter airport code, e.g. LHR.";

/** The partner address a search opens in its new tab. */
async function partnerParams(context: BrowserContext, search: () => Promise<void>) {
  const { url } = await partnerVisit(context, PARTNER, search);
  return { origin: `${url.origin}${url.pathname}`, params: Object.fromEntries(url.searchParams) };
}

async function openFlights(page: Page) {
  await gotoHydrated(page, "/");
  await page.getByRole("tab", { name: "Flights" }).click();
  return page.getByRole("form", { name: "Search flights" });
}

test.describe("the Flights tab", () => {
  test("suggests places as one types, and sends the chosen one's code", async ({
    page,
    context,
  }) => {
    const flights = await openFlights(page);
    // A field with suggestions is announced as a combobox.
    const from = flights.getByRole("combobox", { name: "From" });
    await from.fill("Lond");
    // The browser's own suggestions: the field's list, filtered by what was typed.
    const suggestions = await from.evaluate((input: HTMLInputElement) =>
      [...input.list!.options]
        .map((option) => option.value)
        .filter((value) => value.toLowerCase().includes(input.value.toLowerCase())),
    );
    expect(suggestions).toEqual(expect.arrayContaining(["London Heathrow (LHR)"]));
    expect(suggestions).toContain("London, all airports (LON)");

    await from.fill("London Heathrow (LHR)");
    await flights.getByLabel("To", { exact: true }).fill("Kumasi");
    const search = await partnerParams(context, () =>
      flights.getByRole("button", { name: "Search Flights to Ghana" }).click(),
    );
    expect(search.origin).toBe("https://www.aviasales.com/search");
    expect(search.params).toMatchObject({ origin_iata: "LHR", destination_iata: "KMS" });
    expect(await loggedClick(page, search.params.sub_id!)).toMatchObject({
      kind: "search",
      key: "flights",
    });
  });

  test("names a place it does not know beside the field, and sends nothing until it is right", async ({
    page,
    context,
  }) => {
    const flights = await openFlights(page);
    const from = flights.getByLabel("From");
    await from.fill("Xyzzy");
    await from.blur();
    await expect(flights.getByRole("alert")).toHaveText(UNKNOWN_FROM);
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await flights.getByRole("button", { name: "Search Flights to Ghana" }).click();
    await expect(from).toBeFocused();
    // A search opens its tab as the button is pressed: none opened.
    expect(context.pages()).toHaveLength(1);

    // The message goes as soon as the place is one we know.
    await from.fill("Manchester");
    await expect(flights.getByRole("alert")).toHaveCount(0);
    await flights.getByLabel("To", { exact: true }).fill("Tamale");
    const search = await partnerParams(context, () =>
      flights.getByRole("button", { name: "Search Flights to Ghana" }).click(),
    );
    expect(search.params).toMatchObject({ origin_iata: "MAN", destination_iata: "TML" });
  });

  test("the page the server answers for an unknown place passes axe", async ({ page }) => {
    const response = await page.goto("/go/search/flights?from=Xyzzy&to=Kumasi");
    expect(response!.status()).toBe(400);
    await expect(page.getByRole("listitem")).toHaveText(UNKNOWN_FROM);
    await expectNoAxeViolations(page);
  });

  test("works from the keyboard alone", async ({ page, context }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("tab", { name: "Stays" }).focus();
    await page.keyboard.press("ArrowRight");
    const flights = page.getByRole("form", { name: "Search flights" });
    const from = flights.getByLabel("From");
    await expect(from).toBeVisible();
    // Tab on from the open tab (past its panel, the partner note's link and the trip type).
    for (
      let step = 0;
      step < 6 && !(await from.evaluate((input) => input === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(from).toBeFocused();
    await page.keyboard.type("Atlantis");
    await page.keyboard.press("Tab");
    await expect(flights.getByRole("alert")).toContainText("We don't know the airport 'Atlantis'");
    await page.keyboard.press("Shift+Tab");
    await expect(from).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("new york");
    const search = await partnerParams(context, () => page.keyboard.press("Enter"));
    expect(search.params).toMatchObject({ origin_iata: "NYC", destination_iata: "ACC" });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the form fits the screen and a tapped search sends the places typed", async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, "/");
      await page.getByRole("tab", { name: "Flights" }).tap();
      const flights = page.getByRole("form", { name: "Search flights" });
      const button = flights.getByRole("button", { name: "Search Flights to Ghana" });
      const box = await button.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await flights.getByLabel("From").fill("lomé");
      await flights.getByLabel("To", { exact: true }).fill("accra");
      const search = await partnerParams(context, () => button.tap());
      expect(search.params).toMatchObject({ origin_iata: "LFW", destination_iata: "ACC" });
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a known place reaches the partner as its code", async ({ page, context }) => {
      await page.goto("/?tab=flights");
      const flights = page.getByRole("form", { name: "Search flights" });
      await flights.getByLabel("From").fill("London Heathrow (LHR)");
      await flights.getByLabel("To", { exact: true }).fill("Tamale");
      const search = await partnerParams(context, () =>
        flights.getByRole("button", { name: "Search Flights to Ghana" }).click(),
      );
      expect(search.params).toMatchObject({
        origin_iata: "LHR",
        destination_iata: "TML",
        sub_id: expect.stringMatching(CLICK_ID),
      });
    });

    test("an unknown place opens a page that says so, with the way back", async ({
      page,
      context,
    }) => {
      await page.goto("/?tab=flights");
      const flights = page.getByRole("form", { name: "Search flights" });
      await flights.getByLabel("From").fill("Xyzzy");
      const [answer] = await Promise.all([
        context.waitForEvent("page"),
        flights.getByRole("button", { name: "Search Flights to Ghana" }).click(),
      ]);
      await answer.waitForLoadState();
      await expect(answer.getByRole("heading", { level: 1 })).toHaveText(
        "We could not search for that",
      );
      await expect(answer.getByRole("listitem")).toHaveText(UNKNOWN_FROM);
      await answer.getByRole("link", { name: "Back to the search" }).click();
      await expect(answer.getByRole("form", { name: "Search flights" })).toBeVisible();
    });
  });
});

test.describe("the Cars tab", () => {
  test("offers only what the partner's link receives", async ({ page, context }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("tab", { name: "Cars" }).click();
    const cars = page.getByRole("form", { name: "Search car rentals" });
    await expect(cars.getByRole("button", { name: "Search Car Rentals in Ghana" })).toBeVisible();
    await expect(cars.locator("input:not([type=hidden]), select, textarea")).toHaveCount(0);
    await expectNoAxeViolations(page);
    const search = await partnerParams(context, () =>
      cars.getByRole("button", { name: "Search Car Rentals in Ghana" }).click(),
    );
    expect(search.origin).toBe("https://www.discovercars.com/");
    expect(search.params).toEqual({ data1: expect.stringMatching(CLICK_ID) });
  });
});

test("no search tab offers a choice its partner cannot receive", async ({ page }) => {
  await gotoHydrated(page, "/");
  for (const tab of ["Stays", "Flights", "Cars", "Things to do"]) {
    await page.getByRole("tab", { name: tab }).click();
  }
  const search = page.locator("#search");
  await expect(search.getByRole("checkbox")).toHaveCount(0);
  for (const gone of [/Add a/, /AARP/, /Discount code/, /Pick-up time/, /Business/]) {
    await expect(search.getByText(gone)).toHaveCount(0);
  }
});
