import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";

test.describe("header navigation", () => {
  test("links navigate and the active link follows SPEC.md's rule", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Ghana Travel Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav.getByRole("link", { name: "Ghana Travel Blog" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );

    await nav.getByRole("link", { name: "Accra" }).click();
    await expect(page).toHaveURL(/\/accra$/);
    await expect(nav.getByRole("link", { name: "Accra" })).toHaveAttribute("aria-current", "page");

    // A path below a link's href keeps that link active (prefix rule).
    await page.goto("/blog/accra-city-guide");
    await expect(nav.getByRole("link", { name: "Ghana Travel Blog" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });

  test("has every header link of the spec in order", async ({ page }) => {
    await page.goto("/about");
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveText([
      "Home",
      "Hotels",
      "Accra",
      "Kumasi",
      "Cape Coast",
      "Tamale",
      "Ghana Travel Blog",
      "Contact",
    ]);
  });

  test("the Quick Links dropdown opens by mouse and keyboard and navigates", async ({ page }) => {
    await page.goto("/about");
    const trigger = page.getByRole("button", { name: "Quick Links" });
    await trigger.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText([
      "African Name Generator",
      "Ancient Ghana Culture",
      "Traditional Ghana Attire",
      "Cheap Hotels in Accra",
      "Luxury Hotels in Ghana",
      "FAQ",
    ]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("End");
    await expect(menu.getByRole("menuitem", { name: "FAQ" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
  });

  test("scrolls back to the top after following a footer link", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page
      .getByRole("navigation", { name: "Legal" })
      .getByRole("link", { name: "Cookie Policy" })
      .click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from the right and closes when a link is chosen", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(390);
    await expectNoAxeViolations(page);

    await drawer.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(drawer).toBeHidden();
  });

  test("closes with its close button and with Escape", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has its sections, the five article links and the disclosure", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Destinations", "Travel Documentation", "Help & Support", "Legal"]) {
      await expect(footer.getByRole("navigation", { name })).toBeVisible();
    }
    await expect(
      footer.getByRole("navigation", { name: "Travel Documentation" }).getByRole("link"),
    ).toHaveCount(5);
    await expect(footer).toContainText("Affiliate disclosure");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});
