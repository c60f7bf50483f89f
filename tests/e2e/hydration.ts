import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page (app/hydration/mark-hydrated.ts). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Opens a page and waits until React has hydrated it, so clicks run the page's code rather than
 * the no-JS fallback. The page's scripts load only after the page has (app/hydration/), so a
 * test of a scripted widget must wait for them.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}
