// The hotels list and a hotel page in French (issue 44), in a browser: axe on both, the filters
// with and without JavaScript keeping the French address and words, and the language switch
// leading to the same hotel.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";

const HOTEL = "labadi-beach-hotel";

test.describe("the hotels in French", () => {
  for (const path of ["/fr/hotels", `/fr/hotels/${HOTEL}`]) {
    test(`${path} passes axe in French`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expectNoAxeViolations(page);
    });
  }

  test("filters apply at once with JavaScript, on the French address", async ({ page }) => {
    await gotoHydrated(page, "/fr/hotels");
    await page.getByRole("combobox", { name: "Ville" }).selectOption("kumasi");
    await expect(page).toHaveURL(/\/fr\/hotels\?city=kumasi/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hôtels à Kumasi");
    await expect(page.getByRole("heading", { name: /hôtels? trouvés?$/ })).toBeVisible();
    // The cards lead to the French hotel pages, and say their prices in French.
    const first = page.getByRole("list", { name: "Hôtels" }).getByRole("link").first();
    await expect(first).toHaveAttribute("href", /^\/fr\/hotels\//);
    await expect(page.getByText(" / nuit").first()).toBeVisible();
  });

  test("the language switch leads to the same hotel in English", async ({ page }) => {
    await gotoHydrated(page, `/fr/hotels/${HOTEL}`);
    await page.locator("header a[data-language-switch]").first().click();
    await expect(page).toHaveURL(new RegExp(`/hotels/${HOTEL}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Book your stay" })).toBeVisible();
  });
});

test.describe("the French hotels without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form submits with GET to the French list", async ({ page }) => {
    await page.goto("/fr/hotels");
    await page.getByRole("combobox", { name: "Ville" }).selectOption("tamale");
    await page.getByRole("button", { name: "Appliquer" }).click();
    await expect(page).toHaveURL(/\/fr\/hotels\?city=tamale/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hôtels à Tamale");
  });

  test("Book Now on a hotel page is a form to /go/", async ({ page }) => {
    await page.goto(`/fr/hotels/${HOTEL}`);
    const form = page.getByRole("form", { name: /Votre séjour à/ });
    await expect(form).toHaveAttribute("action", `/go/hotel/${HOTEL}`);
    await expect(form.getByRole("button", { name: /Réserver/ })).toBeVisible();
  });
});

test("screens at 360 px", async ({ page }) => {
  test.skip(!process.env.SCREEN_DIR, "only when asked for screenshots");
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [name, path] of [
    ["list", "/fr/hotels"],
    ["hotel", `/fr/hotels/${HOTEL}`],
  ] as const) {
    await gotoHydrated(page, path);
    await page.screenshot({ path: `${process.env.SCREEN_DIR}/${name}-top.png` });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${process.env.SCREEN_DIR}/${name}-bottom.png` });
  }
});
