// Book Now asks the partner for the traveller's own stay (issue 26), as people meet it: without
// JavaScript, by keyboard, on a phone, and carried over from the home page's search.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";
import { partnerVisit } from "#tests/e2e/partner.ts";

const HOTEL = "/hotels/labadi-beach-hotel";
const PARTNER = /^https:\/\/www\.booking\.com\//;

/** YYYY-MM-DD `offset` days from today in Ghana (GMT). */
function day(offset: number) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
}

/** Where a click opens a new tab: the /go/ address it asked for, and the partner's parameters. */
async function opened(context: BrowserContext, click: () => Promise<void>) {
  const { url, from } = await partnerVisit(context, PARTNER, click);
  expect(from.pathname).toMatch(/^\/go\//);
  return { go: from, partner: Object.fromEntries(url.searchParams) };
}

const stayForm = (page: Page) => page.getByRole("form", { name: /^Your stay at / });

async function fillStay(
  page: Page,
  stay: { checkin: string; checkout: string; adults: string; rooms: string; children: string },
) {
  const form = stayForm(page);
  await form.getByLabel("Check-in").fill(stay.checkin);
  await form.getByLabel("Check-out").fill(stay.checkout);
  await form.getByLabel("Adults").fill(stay.adults);
  await form.getByLabel("Rooms").fill(stay.rooms);
  await form.getByLabel("Children").fill(stay.children);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the hotel page's form sends the stay through /go/ to the partner, and later Book Now links use it", async ({
    page,
    context,
  }) => {
    await page.goto(HOTEL);
    await fillStay(page, {
      checkin: day(10),
      checkout: day(13),
      adults: "3",
      rooms: "2",
      children: "1",
    });
    const booked = await opened(context, () =>
      stayForm(page)
        .getByRole("button", { name: /^Book Now/ })
        .click(),
    );
    expect(booked.go.pathname).toBe("/go/hotel/labadi-beach-hotel");
    expect(Object.fromEntries(booked.go.searchParams)).toMatchObject({
      placement: "hotel-page",
      checkin: day(10),
      checkout: day(13),
      adults: "3",
    });
    const expected = {
      checkin: day(10),
      checkout: day(13),
      group_adults: "3",
      no_rooms: "2",
      group_children: "1",
    };
    expect(booked.partner).toMatchObject({ ss: "Labadi Beach Hotel, Accra, Ghana", ...expected });

    // A card's Book Now carries no stay: the server uses the remembered one.
    await page.goto("/accra");
    const card = page.getByRole("list", { name: "Hotels in Accra" }).getByRole("article").first();
    const later = await opened(context, () =>
      card.getByRole("link", { name: /^Book Now/ }).click(),
    );
    expect(later.go.searchParams.has("checkin")).toBe(false);
    expect(later.partner).toMatchObject(expected);

    // Back on a hotel page, its fields show the stay its Book Now now sends (issue 39).
    await page.goto("/hotels/movenpick-ambassador-hotel-accra");
    await expect(stayForm(page).getByLabel("Check-in")).toHaveValue(day(10));
    await expect(stayForm(page).getByLabel("Check-out")).toHaveValue(day(13));
    await expect(stayForm(page).getByLabel("Adults")).toHaveValue("3");
    await expect(stayForm(page).getByLabel("Children")).toHaveValue("1");
  });

  test("dates that cannot be booked get a message saying what to change", async ({
    page,
    context,
  }) => {
    await page.goto(HOTEL);
    await fillStay(page, {
      checkin: day(6),
      checkout: day(4),
      adults: "2",
      rooms: "1",
      children: "0",
    });
    const [answer] = await Promise.all([
      context.waitForEvent("page"),
      stayForm(page)
        .getByRole("button", { name: /^Book Now/ })
        .click(),
    ]);
    await answer.waitForLoadState();
    await expect(answer.locator("body")).toContainText("Check-out must be after check-in.");
    await expect(answer.locator("body")).toContainText("change the dates and press Book Now again");
  });

  test("a city page's Your dates form saves the stay for every card's Book Now", async ({
    page,
    context,
  }) => {
    await page.goto("/kumasi");
    await page.getByText("Your dates", { exact: false }).first().click();
    const form = page.getByRole("form", { name: "Your dates" });
    await form.getByLabel("Check-in").fill(day(30));
    await form.getByLabel("Check-out").fill(day(32));
    await form.getByLabel("Adults").fill("1");
    await form.getByRole("button", { name: "Use these dates" }).click();
    await expect(page).toHaveURL(/\/kumasi#stay-saved$/);
    await expect(page.getByText("Your dates are saved")).toBeVisible();

    const card = page.getByRole("list", { name: "Hotels in Kumasi" }).getByRole("article").first();
    const later = await opened(context, () =>
      card.getByRole("link", { name: /^Book Now/ }).click(),
    );
    expect(later.partner).toMatchObject({
      ss: expect.stringContaining("Kumasi"),
      checkin: day(30),
      checkout: day(32),
      group_adults: "1",
    });
  });
});

test("by keyboard: the fields come in order and Enter books", async ({ page, context }) => {
  await gotoHydrated(page, HOTEL);
  const form = stayForm(page);
  // The date pickers are the browser's own controls; what matters here is the order around them.
  await form.getByLabel("Check-in").fill(day(3));
  await form.getByLabel("Check-out").fill(day(5));
  await form.getByLabel("Adults").focus();
  await page.keyboard.press("Shift+Tab");
  await expect(form.getByLabel("Check-out")).toBeFocused();
  await form.getByLabel("Adults").focus();
  await page.keyboard.press("ArrowUp");
  await expect(form.getByLabel("Adults")).toHaveValue("3");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Rooms")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Children")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: /^Book Now/ })).toBeFocused();
  const booked = await opened(context, () => page.keyboard.press("Enter"));
  expect(booked.partner).toMatchObject({
    checkin: day(3),
    checkout: day(5),
    group_adults: "3",
  });
});

test("the home search's Stays tab dates carry over to a hotel's Book Now", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/");
  const stays = page.getByRole("form", { name: "Search stays" });
  await stays.getByLabel("Check-in").fill(day(7));
  await stays.getByLabel("Check-out").fill(day(9));
  await stays.getByLabel("Travelers").selectOption("3 travelers, 1 room");
  const searched = await opened(context, () =>
    stays.getByRole("button", { name: "Search", exact: true }).click(),
  );
  expect(searched.partner).toMatchObject({ checkin: day(7), checkout: day(9), group_adults: "3" });

  // The hotel page shows the remembered stay once its script runs, and books it.
  await gotoHydrated(page, HOTEL);
  const form = stayForm(page);
  await expect(form.getByLabel("Check-in")).toHaveValue(day(7));
  await expect(form.getByLabel("Check-out")).toHaveValue(day(9));
  await expect(form.getByLabel("Adults")).toHaveValue("3");
  await expect(form.getByLabel("Check-in")).toHaveAttribute("min", day(0));
  const booked = await opened(context, () =>
    form.getByRole("button", { name: /^Book Now/ }).click(),
  );
  expect(booked.partner).toMatchObject({ checkin: day(7), checkout: day(9), group_adults: "3" });

  // So does a card's plain Book Now link, on a page the shared cache may have served.
  await gotoHydrated(page, "/accra");
  const card = page.getByRole("list", { name: "Hotels in Accra" }).getByRole("article").first();
  const fromCard = await opened(context, () =>
    card.getByRole("link", { name: /^Book Now/ }).click(),
  );
  expect(fromCard.partner).toMatchObject({ checkin: day(7), checkout: day(9) });

  // The page's Your dates form, once opened, shows the same stay.
  await page.getByText("Your dates").first().click();
  const yourDates = page.getByRole("form", { name: "Your dates" });
  await expect(yourDates.getByLabel("Check-in")).toHaveValue(day(7));
  await expect(yourDates.getByLabel("Adults")).toHaveValue("3");

  // Back on the home page, the Stays tab starts from the same stay.
  await gotoHydrated(page, "/");
  await expect(stays.getByLabel("Check-in")).toHaveValue(day(7));
  await expect(stays.getByLabel("Check-out")).toHaveValue(day(9));
  await expect(stays.getByLabel("Travelers")).toHaveValue("3 travelers, 1 room");
  // One set of date fields: the read-only "Dates" summary is gone (issue 39).
  await expect(stays.getByLabel("Dates")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the hotel page shows the price, the dates and Book Now on the first screen", async ({
    page,
  }) => {
    await gotoHydrated(page, HOTEL);
    const booking = page.getByRole("complementary", { name: "Book your stay" });
    const inFirstScreen = async (locator: ReturnType<Page["locator"]>) => {
      const box = (await locator.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    };
    await inFirstScreen(page.getByRole("heading", { level: 1 }));
    await inFirstScreen(booking.getByText(/^\$\d+$/));
    await inFirstScreen(stayForm(page).getByLabel("Check-in"));
    await inFirstScreen(stayForm(page).getByRole("button", { name: /^Book Now/ }));
    await expectNoAxeViolations(page);
  });
});

test("on a wide screen the photo leads, with the booking box beside it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, HOTEL);
  const photo = (await page
    .getByRole("img")
    .filter({ hasNot: page.locator("svg") })
    .first()
    .boundingBox())!;
  const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const booking = (await page
    .getByRole("complementary", { name: "Book your stay" })
    .boundingBox())!;
  expect(photo.y).toBeLessThan(title.y);
  expect(booking.x).toBeGreaterThan(photo.x + photo.width);
  expect(booking.y).toBeLessThan(photo.y + photo.height);
  await expectNoAxeViolations(page);
});

test("a city page's Your dates form, opened, has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/accra");
  await page.getByText("Your dates").first().click();
  await expect(page.getByRole("form", { name: "Your dates" })).toBeVisible();
  await expectNoAxeViolations(page);
});
