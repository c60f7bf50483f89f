import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";
import { layoutShiftTotal, watchLayoutShifts } from "#tests/e2e/layout-shifts.ts";

// Both are <summary> elements (native disclosures that work before scripts load), which have no
// ARIA role of their own for getByRole to find.
const quickLinksToggle = (page: Page) => page.locator("summary", { hasText: "Quick Links" });
const menuToggle = (page: Page) => page.locator("summary", { hasText: "Open menu" });

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

  test("the Quick Links disclosure opens by mouse and keyboard and navigates", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const trigger = quickLinksToggle(page);
    const disclosure = page.locator("details", { has: trigger });
    await expect(disclosure).not.toHaveAttribute("open");
    await trigger.click();
    await expect(disclosure).toHaveAttribute("open");
    const list = page.getByRole("navigation", { name: "Main" }).getByRole("list");
    await expect(list.getByRole("link")).toHaveText([
      "African Name Generator",
      "Ancient Ghana Culture",
      "Traditional Ghana Attire",
      "Cheap Hotels in Accra",
      "Luxury Hotels in Ghana",
      "FAQ",
    ]);
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(disclosure).not.toHaveAttribute("open");

    // A click elsewhere closes it too.
    await trigger.click();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(list).toBeHidden();

    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "African Name Generator" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(list.getByRole("link", { name: "FAQ" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/faq$/);
    await expect(list).toBeHidden();
    await expect(disclosure).not.toHaveAttribute("open");
  });

  test("the Quick Links disclosure closes when focus leaves it", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const trigger = quickLinksToggle(page);
    await trigger.click();
    for (let i = 0; i < 7; i++) await page.keyboard.press("Tab");
    await expect(page.locator("details", { has: trigger })).not.toHaveAttribute("open");
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
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await menuToggle(page).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // It slides in, so its right edge settles at the viewport's.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(390);
    await expectNoAxeViolations(page);

    await drawer.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(drawer).toBeHidden();
  });

  test("closes with its close button and with Escape, and holds the page still while open", async ({
    page,
  }) => {
    const rootOverflow = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    await gotoHydrated(page, "/");
    await menuToggle(page).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await rootOverflow()).toBe("hidden");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    expect(await rootOverflow()).toBe("visible");
    await menuToggle(page).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });

  test("keeps the page behind out of reach while open, and closes on a click beside it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await menuToggle(page).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    // Tab cycles through the drawer and the browser's own controls (shown here as the body),
    // never the page behind it.
    const visited = new Set<string>();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      visited.add(
        await drawer.evaluate((element) => {
          const active = document.activeElement;
          if (!active || active === document.body) return "browser";
          return element.contains(active) ? "drawer" : `page: ${active.outerHTML.slice(0, 80)}`;
        }),
      );
    }
    expect([...visited].sort()).toEqual(["browser", "drawer"]);
    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();
  });
});

test.describe("header without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("Quick Links opens and shows its six pages, and its links work", async ({ page }) => {
    await page.goto("/about");
    const list = page.getByRole("navigation", { name: "Main" }).getByRole("list");
    await expect(list).toBeHidden();
    await quickLinksToggle(page).click();
    await expect(list.getByRole("link")).toHaveCount(6);
    await list.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu opens and its links work", async ({ page }) => {
      await page.goto("/about");
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeHidden();
      await menuToggle(page).click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "Luxury Hotels in Ghana" })).toBeVisible();
      await menu.getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
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

test.describe("a first visit on a slow phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("a first visit asks for no font until it has loaded and hydrated, and the next page has it, moving nothing", async ({
    page,
  }) => {
    // As a reader on 3G meets it: the font takes its time.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await watchLayoutShifts(page);
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
    });
    const fontArrived = page.waitForResponse((response) => response.url().endsWith(".woff2"));
    await gotoHydrated(page, "/shortlist");
    const usesWebFont = () =>
      page.evaluate(() => ({
        isMarked: document.documentElement.classList.contains("webfont"),
        family: getComputedStyle(document.body).fontFamily,
      }));
    const first = await usesWebFont();
    expect(first.isMarked).toBe(false);
    expect(first.family).not.toContain("Inter");
    // Fetched for the next page once this one has loaded and hydrated, and remembered.
    await fontArrived;
    const asked = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const fonts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"));
      return {
        loaded: navigation!.loadEventEnd,
        hydrated: (window as unknown as { hydratedAt: number }).hydratedAt,
        fonts: fonts.map((entry) => entry.startTime),
      };
    });
    expect(asked.fonts).toHaveLength(1);
    expect(asked.fonts[0]).toBeGreaterThanOrEqual(asked.loaded);
    expect(asked.fonts[0]).toBeGreaterThanOrEqual(asked.hydrated);
    await page.waitForFunction(() => localStorage.getItem("akwaaba-webfont")?.endsWith(".woff2"));
    // Two frames: time for the browser to lay the page out again, had it used the font.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await layoutShiftTotal(page), "/shortlist").toBe(0);

    // The next page is marked before its first paint and draws in the font, from the cache.
    await gotoHydrated(page, "/blog/accra-city-guide");
    const next = await usesWebFont();
    expect(next.isMarked).toBe(true);
    expect(next.family).toMatch(/^"Inter Variable"/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.includes("Inter") && face.status === "loaded",
          ),
        ),
      )
      .toBe(true);
    expect(await layoutShiftTotal(page), "/blog/accra-city-guide").toBe(0);
  });
});
