// Every page type fits a 360 px phone without sideways scrolling (issue 39): as it first paints,
// and again once its scripts have hydrated it and every part rendered later (render-later and
// card-later blocks, lazy pictures, folded disclosures) has been laid out.
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "#tests/e2e/hydration.ts";
import { PAGE_TYPES } from "#tests/page-types.ts";

const WIDTH = 360;

test.use({ viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true });

/** The page's full width and what sticks out past the viewport, to say what to fix. */
function measure(page: Page) {
  return page.evaluate((width) => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => !element.closest("[hidden], .sr-only"))
      .slice(0, 3)
      .map((element) => element.outerHTML.slice(0, 120));
    return { scrollWidth: root.scrollWidth, wide };
  }, WIDTH);
}

/**
 * Scrolls to the bottom a screen at a time, so every block meant for later is reached (at once:
 * the site scrolls smoothly, and a frame is not long enough for a smooth scroll to arrive).
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await frame();
  });
}

/** Lays out what content-visibility skipped and opens every closed disclosure. */
async function renderEverything(page: Page) {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
  });
}

for (const { name, path } of PAGE_TYPES) {
  test(`${name} (${path}) fits ${WIDTH} px`, async ({ page }) => {
    await page.goto(path);
    const first = await measure(page);
    expect(first.scrollWidth, `on load: ${first.wide.join("\n")}`).toBeLessThanOrEqual(WIDTH);

    const hasScripts = await page.locator("script[type=module]").count();
    if (hasScripts > 0) await waitForHydration(page);
    await scrollThrough(page);
    // The pictures the scroll asked for have arrived. The offline page keeps asking whether the
    // site is back, so its network never idles; it has no pictures to wait for.
    if (path !== "/offline.html") await page.waitForLoadState("networkidle");
    const later = await measure(page);
    expect(later.scrollWidth, `after scrolling: ${later.wide.join("\n")}`).toBeLessThanOrEqual(
      WIDTH,
    );

    await renderEverything(page);
    const all = await measure(page);
    expect(all.scrollWidth, `all rendered: ${all.wide.join("\n")}`).toBeLessThanOrEqual(WIDTH);
  });
}

test("compare says the hotels beside the first are a sideways scroll away", async ({ page }) => {
  const path = PAGE_TYPES.find((type) => type.name === "compare")!.path;
  await page.goto(path);
  const table = page.getByRole("region", { name: "Hotel comparison" });
  await expect(table).toHaveAccessibleDescription("Scroll the table sideways to see all 2 hotels");
  await expect(page.getByText("Scroll the table sideways to see all 2 hotels")).toBeVisible();
  // It does scroll: the second hotel is there, off to the side.
  expect(await table.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
  await table.evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
  await expect(table.getByRole("columnheader").nth(1)).toBeInViewport();
});
