// axe on every route of SPEC.md's table (plus /cities and the 404 screen): no violations. The
// other files check these pages' behaviour and run axe only on states reached by using them.
import { expect, test } from "@playwright/test";
import { FIXED_PAGE_SLUGS } from "#app/domain/content/content-schemas.ts";
import { STATIC_PATHS } from "#app/seo/sitemap.ts";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { apiSessionCookie } from "#tests/e2e/admin-session.ts";

const PUBLIC_ROUTES = [
  ...STATIC_PATHS,
  ...[...FIXED_PAGE_SLUGS].map((slug) => `/${slug}`),
  "/hotels/labadi-beach-hotel",
  "/accra",
  "/kumasi",
  "/cape-coast",
  "/tamale",
  "/blog/ghana-visa-requirements",
  "/faq/visa",
  "/faq?q=visa",
  "/admin",
  "/no-such-page",
];

for (const path of PUBLIC_ROUTES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("axe finds no violations on /admin/dashboard", async ({ page }) => {
  await apiSessionCookie(page.request, { "X-Forwarded-For": "192.0.2.90" });
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
  await expectNoAxeViolations(page);
});
