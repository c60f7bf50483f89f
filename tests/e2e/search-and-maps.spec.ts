// The site search (header combobox, /search with and without scripts) and the maps, in a browser.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";

test.describe("site search with scripts", () => {
  // Wide enough for the header's search box (narrower screens link to /search).
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the header box suggests as you type; arrows and Enter open a suggestion", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await box.fill("kempinsky");
    const options = page.getByRole("banner").getByRole("option");
    await expect(options.first()).toContainText("Kempinski Hotel Gold Coast City");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);

    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/hotels\/kempinski-hotel-gold-coast-city$/);
  });

  test("the previous query's suggestions go as soon as the text changes, and a late answer to an older query never shows", async ({
    page,
  }) => {
    // The answer for "accra" arrives only when the test lets it, after "kumasi" has been typed.
    let releaseAccra = () => {};
    const accraHeld = new Promise<void>((resolve) => (releaseAccra = resolve));
    await page.route(/\/api\/search\/suggest\?q=accra$/, async (route) => {
      const response = await route.fetch();
      await accraHeld;
      await route.fulfill({ response }).catch(() => {});
    });
    await gotoHydrated(page, "/about");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    const options = page.getByRole("banner").getByRole("option");

    await box.fill("movenpick");
    await expect(options.first()).toContainText("Mövenpick");
    await box.fill("accra");
    // Nothing of "movenpick" is left on show while "accra" loads.
    await expect(options).toHaveCount(0);
    await expect(box).toHaveAttribute("aria-expanded", "false");

    await box.fill("kumasi");
    await expect(options.first()).toContainText("Kumasi");
    releaseAccra();
    await page.waitForTimeout(500);
    for (const option of await options.allTextContents()) expect(option).toContain("Kumasi");
  });

  test("Enter without choosing a suggestion opens the results page", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await box.fill("movenpick");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=movenpick$/);
    await expect(page.getByRole("heading", { name: /Hotels \(\d+\)/ })).toBeVisible();
    await expect(page.locator("mark", { hasText: "Mövenpick" }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a search that finds nothing offers what to try", async ({ page }) => {
    await gotoHydrated(page, "/search?q=zzqxv");
    await expect(page.getByText("Nothing found for “zzqxv”.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Try instead" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("site search without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the header box submits to /search with its Search button", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const form = page.getByRole("banner").getByRole("search", { name: "Site search" });
    await form.getByRole("combobox", { name: "Search the site" }).fill("cape cost");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=cape\+cost$/);
    await expect(page.getByRole("link", { name: "Cape Coast", exact: true }).last()).toBeVisible();
    await expect(page.getByText("Showing results for cape coast")).toBeVisible();
  });

  test("on a phone, the menu's search box works", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await page.locator("summary", { hasText: "Open menu" }).click();
    const box = page.getByRole("navigation", { name: "Mobile" }).getByRole("searchbox");
    await box.fill("tamale");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=tamale$/);
    await expect(page.getByRole("heading", { name: /Cities \(\d+\)/ })).toBeVisible();
  });
});

test.describe("maps", () => {
  test("the cities map is reachable by keyboard and passes axe", async ({ page }) => {
    await gotoHydrated(page, "/cities");
    const map = page.getByRole("figure").filter({ hasText: "Select a city" });
    await expect(map.getByRole("link", { name: "Kumasi" })).toBeVisible();
    await map.getByRole("link", { name: "Kumasi" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/kumasi$/);
    await page.goto("/cities");
    await expectNoAxeViolations(page);
  });

  test("a city map and a hotel's locator and distances pass axe", async ({ page }) => {
    await gotoHydrated(page, "/accra");
    await expect(page.getByRole("heading", { name: "Where the hotels are" })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoHydrated(page, "/hotels/labadi-beach-hotel");
    await expect(page.getByRole("heading", { name: "Straight-line distances" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
