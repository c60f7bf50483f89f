// The shortlist, compare and recently viewed, in a real browser: saving from cards and hotel
// pages (kept in a cookie and localStorage, shared across tabs), comparing from the shortlist, a
// way to the shortlist after Save, and the same saving and comparing without scripts.
import { expect, test, type Page } from "@playwright/test";
import { slugify } from "#app/domain/content/slug.ts";
import { hotelSeeds } from "#app/seed/hotels.ts";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";
import { layoutShiftTotal, watchLayoutShifts } from "#tests/e2e/layout-shifts.ts";

const labadi = hotelSeeds.find((hotel) => hotel.name === "Labadi Beach Hotel")!;
const urbano = hotelSeeds.find((hotel) => hotel.name === "Urbano Hotel")!;

/** The names on the first cards of /hotels. */
async function firstCardNames(page: Page, count: number): Promise<string[]> {
  const headings = page
    .getByRole("list", { name: "Hotels" })
    .getByRole("article")
    .getByRole("heading");
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    names.push((await headings.nth(index).textContent())!.trim());
  }
  return names;
}

test.describe("with JavaScript", () => {
  test("save two hotels from cards, compare them from the shortlist, remove one", async ({
    page,
  }) => {
    await gotoHydrated(page, "/hotels");
    const [first, second] = await firstCardNames(page, 2);
    for (const name of [first!, second!]) {
      const save = page.getByRole("button", { name: `Save ${name}`, exact: true });
      await expect(save).toHaveAttribute("aria-pressed", "false");
      await expect(save).toHaveText("Save");
      await save.click();
      await expect(save).toHaveAttribute("aria-pressed", "true");
      await expect(save).toHaveText("Saved");
    }

    await gotoHydrated(page, "/shortlist");
    const saved = page.getByRole("list", { name: "Saved hotels" }).getByRole("article");
    // Newest first.
    await expect(saved.getByRole("heading")).toHaveText([second!, first!]);

    const compare = page.getByText(/Tick 2 to 4 hotels/);
    await page.getByRole("checkbox", { name: `Compare ${first}` }).check();
    await expect(compare).toContainText("1 selected");
    await expect(page.getByRole("button", { name: /Compare selected/ })).toBeDisabled();
    await page.getByRole("checkbox", { name: `Compare ${second}` }).check();
    await page.getByRole("link", { name: "Compare selected (2)" }).click();

    await expect(page).toHaveURL(
      (url) =>
        url.pathname + url.search === `/compare?hotels=${slugify(first!)},${slugify(second!)}`,
    );
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([first!, second!]);
    await expect(table.getByRole("rowheader", { name: "Price per night" })).toBeVisible();

    await gotoHydrated(page, "/shortlist");
    await page.getByRole("button", { name: `Remove ${first} from your shortlist` }).click();
    await expect(saved.getByRole("heading")).toHaveText([second!]);
    await page.reload();
    await expect(saved.getByRole("heading")).toHaveText([second!]);
  });

  test("an empty shortlist says how to fill it", async ({ page }) => {
    await gotoHydrated(page, "/shortlist");
    await expect(page.getByText("You have not saved any hotels yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse hotels" })).toBeVisible();
  });

  test("save on a hotel page links to the shortlist, and other tabs follow", async ({
    page,
    context,
  }) => {
    const path = `/hotels/${slugify(labadi.name)}`;
    const other = await context.newPage();
    await gotoHydrated(other, path);

    await gotoHydrated(page, path);
    const booking = page.getByRole("complementary", { name: "Book your stay" });
    const save = booking.getByRole("button", { name: `Save ${labadi.name}` });
    await expect(booking.getByRole("link", { name: /View shortlist/ })).toHaveCount(0);
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await expect(booking.getByRole("link", { name: "View shortlist (1)" })).toBeVisible();

    // The other tab hears of it through the storage event, and of the undo too.
    const otherSave = other
      .getByRole("complementary", { name: "Book your stay" })
      .getByRole("button", { name: `Save ${labadi.name}` });
    await expect(otherSave).toHaveAttribute("aria-pressed", "true");
    await save.click();
    await expect(otherSave).toHaveAttribute("aria-pressed", "false");
    await save.click();

    await booking.getByRole("link", { name: "View shortlist (1)" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/shortlist");
    await expect(page.getByRole("list", { name: "Saved hotels" }).getByRole("heading")).toHaveText([
      labadi.name,
    ]);
  });

  test("a viewed hotel shows under Recently viewed on the home page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { name: "Recently viewed" })).toHaveCount(0);

    await gotoHydrated(page, `/hotels/${slugify(urbano.name)}`);
    await gotoHydrated(page, `/hotels/${slugify(labadi.name)}`);
    await gotoHydrated(page, "/");
    const recent = page.getByRole("list", { name: "Recently viewed hotels" });
    await expect(recent.getByRole("article").getByRole("heading")).toHaveText([
      labadi.name,
      urbano.name,
    ]);
  });

  test("axe finds no violations on /shortlist and /compare", async ({ page }) => {
    await gotoHydrated(page, "/hotels");
    const [first, second] = await firstCardNames(page, 2);
    await page.getByRole("button", { name: `Save ${first}`, exact: true }).click();
    await page.getByRole("button", { name: `Save ${second}`, exact: true }).click();
    await gotoHydrated(page, "/shortlist");
    await expect(page.getByRole("list", { name: "Saved hotels" }).getByRole("article")).toHaveCount(
      2,
    );
    await expectNoAxeViolations(page);

    await gotoHydrated(page, "/shortlist");
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.reload();
    await expect(page.getByText("You have not saved any hotels yet")).toBeVisible();
    await expectNoAxeViolations(page);

    await gotoHydrated(
      page,
      `/compare?hotels=${slugify(labadi.name)},${slugify(urbano.name)},no-longer-here`,
    );
    await expect(page.getByRole("table")).toBeVisible();
    await expectNoAxeViolations(page);

    await gotoHydrated(page, "/compare");
    await expectNoAxeViolations(page);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("after Save, a toast leads to the shortlist", async ({ page }) => {
    await gotoHydrated(page, "/accra");
    const card = page.getByRole("list", { name: "Hotels in Accra" }).getByRole("article").first();
    const name = (await card.getByRole("heading").textContent())!;
    await card.getByRole("button", { name: `Save ${name}`, exact: true }).click();
    await expect(page.getByText("Saved to your shortlist", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "View shortlist" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/shortlist");
    await expect(page.getByRole("list", { name: "Saved hotels" }).getByRole("heading")).toHaveText([
      name,
    ]);
  });

  test("an empty shortlist appears without moving the page", async ({ page }) => {
    await watchLayoutShifts(page);
    await gotoHydrated(page, "/shortlist");
    await expect(page.getByText("You have not saved any hotels yet")).toBeVisible();
    const total = await layoutShiftTotal(page);
    // Once in a few runs Chromium reports a shift of about 0.0005 here (sub-pixel rounding, no
    // visible move); anything a reader could see is hundreds of times larger (0.1 is "poor").
    expect(total).toBeLessThan(0.001);
  });
});

test("the list saved with scripts is the one the server shows, and the other way round", async ({
  page,
}) => {
  await gotoHydrated(page, "/hotels");
  const [first] = await firstCardNames(page, 1);
  await page.getByRole("button", { name: `Save ${first}`, exact: true }).click();
  const served = await (await page.request.get("/shortlist")).text();
  expect(served).toContain(first);

  // A Save posted without scripts shows as saved once scripts run.
  await page.request.post("/shortlist", {
    form: { save: slugify(urbano.name) },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  await gotoHydrated(page, "/shortlist");
  await expect(page.getByRole("list", { name: "Saved hotels" }).getByRole("heading")).toHaveText([
    urbano.name,
    first!,
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/compare renders the whole table on the server", async ({ page }) => {
    await page.goto(`/compare?hotels=${slugify(labadi.name)},${slugify(urbano.name)}`);
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([labadi.name, urbano.name]);
    const price = table.getByRole("row", { name: /Price per night/ });
    await expect(price).toContainText(`$${labadi.price}`);
    await expect(price).toContainText(`$${urbano.price}`);
    await expect(table.getByRole("row", { name: /Airport/ })).toContainText("Not on our map");
    await expect(
      table
        .getByRole("row", { name: /Landmarks/ })
        .getByRole("cell")
        .nth(1),
    ).toHaveText("Not on our map");
    await expect(table.getByRole("link", { name: /Book Now/ })).toHaveCount(2);
    await expect(page.getByRole("region", { name: /Hotel comparison/ })).toBeVisible();
  });

  test("save from cards, compare and remove, all with plain forms", async ({ page }) => {
    await page.goto("/accra");
    const cards = page.getByRole("list", { name: "Hotels in Accra" }).getByRole("article");
    const [first, second] = await Promise.all(
      [0, 1].map(async (index) => (await cards.nth(index).getByRole("heading").textContent())!),
    );
    // Save is there from the first paint: no gap where it will appear.
    const saveFirst = cards.nth(0).getByRole("button", { name: `Save ${first}`, exact: true });
    await expect(saveFirst).toBeVisible();
    await saveFirst.click();
    await expect(page).toHaveURL(/\/shortlist\?saved=/);
    await expect(page.getByRole("status")).toContainText(`${first} is on your shortlist.`);
    await page.getByRole("link", { name: "Back to where you were" }).click();
    await expect(page).toHaveURL(/\/accra$/);
    await cards
      .nth(1)
      .getByRole("button", { name: `Save ${second}`, exact: true })
      .click();

    const saved = page.getByRole("list", { name: "Saved hotels" }).getByRole("article");
    await expect(saved.getByRole("heading")).toHaveText([second!, first!]);
    await page.getByRole("checkbox", { name: `Compare ${first}` }).check();
    await page.getByRole("checkbox", { name: `Compare ${second}` }).check();
    await page.getByRole("button", { name: "Compare selected" }).click();
    await expect(page).toHaveURL(/\/compare\?hotels=/);
    // In the order of the shortlist, newest first.
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([second!, first!]);

    await page.goto("/shortlist");
    await page.getByRole("button", { name: `Remove ${first} from your shortlist` }).click();
    await expect(page.getByRole("status")).toContainText(`${first} is off your shortlist.`);
    await expect(saved.getByRole("heading")).toHaveText([second!]);
  });

  test("the shortlist says its hotels are saved, and pressing Saved takes one off", async ({
    page,
  }) => {
    await page.goto(`/hotels/${slugify(labadi.name)}`);
    const booking = page.getByRole("complementary", { name: "Book your stay" });
    await booking.getByRole("button", { name: `Save ${labadi.name}` }).click();
    const saved = page.getByRole("list", { name: "Saved hotels" }).getByRole("article");
    const button = saved.getByRole("button", { name: `Save ${labadi.name}`, exact: true });
    await expect(button).toHaveText("Saved");
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await button.click();
    await expect(page.getByRole("status")).toContainText(`${labadi.name} is off your shortlist.`);
    await expect(saved).toHaveCount(0);
  });

  test("Save on a hotel page works and opens the shortlist", async ({ page }) => {
    await page.goto(`/hotels/${slugify(labadi.name)}`);
    const booking = page.getByRole("complementary", { name: "Book your stay" });
    await booking.getByRole("button", { name: `Save ${labadi.name}` }).click();
    await expect(page.getByRole("list", { name: "Saved hotels" }).getByRole("heading")).toHaveText([
      labadi.name,
    ]);
  });

  test("a shared shortlist compares with a plain form", async ({ page }) => {
    await page.goto(`/shortlist?hotels=${slugify(labadi.name)},${slugify(urbano.name)}`);
    await expect(
      page.getByRole("list", { name: "Shared hotels" }).getByRole("article"),
    ).toHaveCount(2);
    await page.getByRole("checkbox", { name: `Compare ${labadi.name}` }).check();
    await page.getByRole("checkbox", { name: `Compare ${urbano.name}` }).check();
    await page.getByRole("button", { name: "Compare selected" }).click();
    await expect(page).toHaveURL(/\/compare\?hotels=/);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([
      labadi.name,
      urbano.name,
    ]);
  });
});
