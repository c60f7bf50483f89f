// Lite mode (issue 25, docs/decisions/022) in Chromium: the footer's switch with and without
// JavaScript, a lite page that loads no scripts and fetches a photo only when tapped, and axe.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { waitForHydration } from "#tests/e2e/hydration.ts";

/**
 * Every URL the page requests from the next document on. What the page before it fetched, even
 * a prefetch it starts late on a loaded machine, is forgotten when the next document commits.
 */
function recordRequestsOfNextPage(page: Page): string[] {
  const urls: string[] = [];
  let committed = false;
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame() || committed) return;
    committed = true;
    urls.length = 0;
  });
  page.on("request", (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

const scriptsOnPage = (page: Page) =>
  page.locator('script:not([type="application/ld+json"]), link[rel="modulepreload"]').count();

test("Lite from the footer: no scripts, photos on a tap, and back again", async ({ page }) => {
  await page.goto("/hotels");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Lite mode: off");
  await expect(footer).toContainText(/This page: \d+ KB/);
  const requests = recordRequestsOfNextPage(page);
  await footer.getByRole("button", { name: "Turn Lite on" }).click();
  await expect(footer).toContainText("Lite mode: on");
  await expect(page).toHaveURL(/\/hotels$/);
  expect(await scriptsOnPage(page)).toBe(0);
  await page.waitForLoadState("load");
  expect(requests.filter((path) => path.endsWith(".js"))).toEqual([]);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

  // A photo below the fold is a placeholder: nothing is fetched until it is tapped.
  const placeholder = page
    .locator("details", { has: page.locator("summary", { hasText: "Show photo" }) })
    .nth(4);
  const photo = placeholder.locator('[style*="--photo"]');
  const style = (await photo.getAttribute("style")) ?? "";
  const src = new URL(/url\("([^"]+)"\)/.exec(style)![1]!, page.url()).pathname;
  await placeholder.scrollIntoViewIfNeeded();
  const box = (await placeholder.boundingBox())!;
  expect(box.height).toBeGreaterThan(100);
  await page.waitForLoadState("networkidle");
  expect(requests).not.toContain(src);
  await expect(photo).toBeHidden();

  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === src);
  await placeholder.getByText("Show photo").click();
  expect((await fetched).ok()).toBe(true);
  await expect(placeholder.getByRole("img")).toBeVisible();
  expect(await photo.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
    src,
  );
  // The photo fills the box the placeholder held: nothing below moves.
  expect((await placeholder.boundingBox())!.height).toBeCloseTo(box.height, 0);

  await footer.getByRole("button", { name: "Turn Lite off" }).click();
  await expect(footer).toContainText("Lite mode: off");
  await waitForHydration(page);
  expect(await scriptsOnPage(page)).toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch works as a plain form and the choice is remembered", async ({ page }) => {
    await page.goto("/faq");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Turn Lite on" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(footer).toContainText("Lite mode: on");

    await page.goto("/cities");
    await expect(page.getByRole("contentinfo")).toContainText("Lite mode: on");
    expect(await scriptsOnPage(page)).toBe(0);

    await page.getByRole("contentinfo").getByRole("button", { name: "Turn Lite off" }).click();
    await expect(page).toHaveURL(/\/cities$/);
    await expect(page.getByRole("contentinfo")).toContainText("Lite mode: off");
    expect(await scriptsOnPage(page)).toBeGreaterThan(0);
  });
});

test("a browser asking to save data gets the lite page, and axe finds no violations", async ({
  browser,
}) => {
  // axe on two long pages takes a while on a busy machine.
  test.slow();
  const context = await browser.newContext({ extraHTTPHeaders: { "Save-Data": "on" } });
  const page = await context.newPage();
  for (const path of ["/hotels", "/"]) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo")).toContainText("Lite mode: on");
    expect(await scriptsOnPage(page)).toBe(0);
    await expectNoAxeViolations(page);
  }
  await context.close();
});
