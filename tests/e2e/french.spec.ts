// The French site in a browser (issue 44): axe on the French home, a French guide and the FAQ's
// and guides' indexes, the language switch used from the keyboard, to the English page and back,
// and the French error screen kept once the page has hydrated.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated, waitForHydration } from "#tests/e2e/hydration.ts";

/** Tabs through the page until the header's language switch has focus. */
async function tabToSwitch(page: Page) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press("Tab");
    const isSwitch = await page.evaluate(
      () => document.activeElement?.hasAttribute("data-language-switch") ?? false,
    );
    if (isSwitch) return;
  }
  throw new Error("the language switch was never reached with Tab");
}

test.describe("the French site", () => {
  for (const path of [
    "/fr",
    "/fr/blog/ghana-visa-free-entry-and-visa-on-arrival",
    "/fr/faq",
    "/fr/blog",
  ]) {
    test(`${path} passes axe in French`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("the language switch leads to the same page in the other language, by keyboard", async ({
    page,
  }) => {
    await gotoHydrated(page, "/fr/accra");
    await tabToSwitch(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/accra$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Accra");

    await tabToSwitch(page);
    await expect(page.locator(":focus")).toHaveText("Français");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fr\/accra$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("the root's error screen on a French page stays French once the page hydrates", async ({
    page,
  }) => {
    await page.goto("/fr/privacy-policy");
    // A form sent to a French page that takes none: the root's error screen answers (405).
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/fr/privacy-policy";
      document.body.append(form);
      form.submit();
    });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Une erreur s'est produite");
    await expect(page).toHaveTitle("Une erreur s'est produite | Akwaaba Stays");
    await waitForHydration(page);
    await expect(heading).toHaveText("Une erreur s'est produite");
    await expect(page).toHaveTitle("Une erreur s'est produite | Akwaaba Stays");
    await expect(page.getByRole("link", { name: "l'accueil en français" })).toHaveAttribute(
      "href",
      "/fr",
    );
    await expectNoAxeViolations(page);
  });

  test("a client navigation between French pages moves the switch with it", async ({ page }) => {
    await gotoHydrated(page, "/fr/accra");
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Kumasi" })
      .click();
    await expect(page).toHaveURL(/\/fr\/kumasi$/);
    await expect(page.locator("header [data-language-switch]").first()).toHaveAttribute(
      "href",
      "/kumasi",
    );
  });

  // 1024 px is the narrowest width with the links in the bar (the switch is then in the footer);
  // 1280 px the narrowest with the search box and the switch beside them.
  for (const width of [1024, 1280]) {
    test(`the header fits ${width} px in both languages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/accra", "/fr/accra"]) {
        await page.goto(path);
        await expect(page.getByRole("navigation", { name: /Main|principale/ })).toBeVisible();
        if (width >= 1280) {
          await expect(page.locator("header [data-language-switch]").first()).toBeVisible();
        }
        // The rightmost edge of the header's visible links and toggles, past the window's.
        const overflow = await page.evaluate(() => {
          const shown = [...document.querySelectorAll("header a, header summary")].filter(
            (element) => element.getClientRects().length > 0,
          );
          const right = Math.max(...shown.map((element) => element.getBoundingClientRect().right));
          return Math.max(right, document.documentElement.scrollWidth) - window.innerWidth;
        });
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }
});
