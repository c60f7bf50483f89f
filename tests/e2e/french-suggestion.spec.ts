// The suggestion a French browser gets on an English page with a French twin (issue 44): shown
// by the browser from navigator.languages, never a redirect, remembered once declined, and the
// same HTML for every visitor, since the page cache keeps one copy per address.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";

const suggestion = (page: Page) => page.getByRole("complementary", { name: "Version française" });
/** The notice's element whether shown or not: to prove it was never made, or is only hidden. */
const noticeElement = (page: Page) => page.locator('aside[lang="fr"]');

async function pageIn(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  return { context, page: await context.newPage() };
}

test.describe("the French suggestion", () => {
  test("a French browser is offered the French page, in French, moving nothing", async ({
    browser,
  }) => {
    const { context, page } = await pageIn(browser, "fr-FR");
    await gotoHydrated(page, "/accra");
    // Never a redirect: the English page stays.
    await expect(page).toHaveURL(/\/accra$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const notice = suggestion(page);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("lang", "fr");
    await expect(notice).toContainText("Cette page existe en français.");
    // Fixed at the bottom, out of the page's flow, so it moves nothing. (A layout-shift total is
    // no measure of that here: the header itself now and then moves by 0.005-0.009 as a page
    // settles at 1280 px, in English browsers too; see the session note.)
    await expect(notice).toHaveCSS("position", "fixed");
    await expect(notice).toHaveCSS("bottom", "16px");
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("its link, reached by keyboard, leads to the French page and ends the suggestion", async ({
    browser,
  }) => {
    const { context, page } = await pageIn(browser, "fr-FR");
    await gotoHydrated(page, "/accra");
    await expect(suggestion(page)).toBeVisible();
    // The skip link first, then the notice's link.
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", "#main");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("Lire en français");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fr\/accra$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    // Having followed it once, the visitor knows the way: it does not come back.
    await gotoHydrated(page, "/accra");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Accra");
    await expect(noticeElement(page)).toHaveCount(0);
    await context.close();
  });

  test("“Non merci” closes it on this page and every other, after a reload too", async ({
    browser,
  }) => {
    const { context, page } = await pageIn(browser, "fr-FR");
    await gotoHydrated(page, "/");
    await expect(suggestion(page)).toBeVisible();
    await expect(suggestion(page).getByRole("link", { name: "Lire en français" })).toHaveAttribute(
      "href",
      "/fr",
    );
    await suggestion(page).getByRole("button", { name: "Non merci" }).click();
    await expect(noticeElement(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(noticeElement(page), "after a reload").toHaveCount(0);
    await gotoHydrated(page, "/accra");
    await expect(noticeElement(page), "on another page").toHaveCount(0);
    await context.close();
  });

  test("follows a client navigation on to each next twin", async ({ browser }) => {
    const { context, page } = await pageIn(browser, "fr-FR");
    await gotoHydrated(page, "/accra");
    await expect(suggestion(page)).toBeVisible();
    // The hotels list has had a French twin since issue 44's French hotel pages.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Hotels" })
      .click();
    await expect(page).toHaveURL(/\/hotels$/);
    await expect(suggestion(page).getByRole("link", { name: "Lire en français" })).toHaveAttribute(
      "href",
      "/fr/hotels",
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Kumasi" })
      .click();
    await expect(page).toHaveURL(/\/kumasi$/);
    await expect(suggestion(page).getByRole("link", { name: "Lire en français" })).toHaveAttribute(
      "href",
      "/fr/kumasi",
    );
    await context.close();
  });

  test("never on a page without a French twin, nor on a French page", async ({ browser }) => {
    const { context, page } = await pageIn(browser, "fr-FR");
    for (const path of ["/cities", "/fr/accra", "/fr"]) {
      await gotoHydrated(page, path);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await expect(noticeElement(page), path).toHaveCount(0);
    }
    await context.close();
  });

  test("an English browser never sees it, and gets the same HTML", async ({ browser }) => {
    const english = await pageIn(browser, "en-US");
    const french = await pageIn(browser, "fr-FR");
    await gotoHydrated(english.page, "/accra");
    await expect(english.page.getByRole("heading", { level: 1 })).toContainText("Accra");
    await expect(noticeElement(english.page)).toHaveCount(0);

    // The same address answers the same page whatever the language asked for: only the CSP
    // nonce may differ.
    const bodyFor = async (context: typeof english.context) => {
      const response = await context.request.get("/accra");
      expect(response.headers()["vary"] ?? "").not.toMatch(/accept-language/i);
      return (await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
    };
    const [englishHtml, frenchHtml] = [
      await bodyFor(english.context),
      await bodyFor(french.context),
    ];
    expect(frenchHtml).toBe(englishHtml);
    expect(englishHtml).toContain("Cette page existe en français.");
    await english.context.close();
    await french.context.close();
  });
});
