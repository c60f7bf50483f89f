// How the browser tests sign in to the dashboard: one place, so a change to sign-in (named
// accounts, a second factor) changes one file.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { gotoHydrated } from "#tests/e2e/hydration.ts";

/** The password tests/start-test-server.ts's server is started with (playwright.config.ts). */
export const ADMIN_PASSWORD = "e2e-admin-password";
/** The first owner's e-mail there: OWNER_EMAIL is unset, so the default contact mailbox. */
export const OWNER_EMAIL = "hello@akwaabastays.com";

/**
 * Signs in through the login screen and lands on the dashboard. A page whose context runs no
 * scripts signs in through the form's no-JS post.
 */
export async function signIn(page: Page, options: { scripts?: boolean } = {}) {
  if (options.scripts === false) await page.goto("/admin");
  else await gotoHydrated(page, "/admin");
  await page.getByLabel("E-mail address").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Signs in through the JSON API; answers the session cookie for later API calls. */
export async function apiSessionCookie(
  request: APIRequestContext,
  headers: Record<string, string> = {},
): Promise<string> {
  const login = await request.post("/api/admin/login", {
    data: { email: OWNER_EMAIL, password: ADMIN_PASSWORD },
    headers,
  });
  expect(login.ok()).toBe(true);
  return login.headers()["set-cookie"]!.split(";")[0]!;
}

/**
 * Opens a dashboard tab by its name. The site-wide tabs (Settings, People, Activity, System,
 * Backups) sit in the "Site" group, opened first.
 */
export async function openTab(page: Page, name: string) {
  const sections = page.getByRole("navigation", { name: "Dashboard sections" });
  const tab = sections.getByRole("link", { name, exact: true });
  if (!(await tab.isVisible())) await sections.getByText(/^Site/).click();
  await tab.click();
}
