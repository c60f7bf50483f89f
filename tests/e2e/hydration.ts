import type { Page, Route } from "@playwright/test";

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

/**
 * Intercepts what a hydrated form sends to the route action at `path`: React Router posts it to
 * the route's data URL (`/contact.data`, and `/_.data` for the home page).
 */
export async function onFormPost(
  page: Page,
  path: string,
  handle: (route: Route) => Promise<void> | void,
) {
  const dataPath = path === "/" ? "/_.data" : `${path}.data`;
  await page.route(
    (url) => url.pathname === dataPath,
    (route) => (route.request().method() === "POST" ? handle(route) : route.continue()),
  );
}
