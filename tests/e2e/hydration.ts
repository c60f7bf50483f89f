import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated `selector`, so clicks run the page's code
 * rather than the no-JS fallback. The page's scripts load only after the page has
 * (app/components/deferred-hydration.tsx), so a test of a scripted widget must wait for them.
 */
export async function gotoHydrated(page: Page, path: string, selector = "h1") {
  await page.goto(path);
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}
