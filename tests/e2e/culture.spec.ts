import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { namesByCountry } from "#app/content/names.ts";
import { filterNames } from "#app/domain/names/name-picker.ts";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated, waitForHydration } from "#tests/e2e/hydration.ts";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test.describe("FAQ", () => {
  // The accordion is native <details> sharing one name: the browser keeps one open.
  const question = (page: Page, text: string) =>
    page.locator("details").filter({ has: page.locator("summary", { hasText: text }) });
  const TIME_ZONE = "What time zone is Ghana in?";
  const TIME_ZONE_ANSWER = "Ghana keeps Greenwich Mean Time";
  const YELLOW_FEVER = "Is my old yellow fever certificate still valid?";

  test("the front page links every category", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await expect(page).toHaveTitle("Ghana Travel FAQ | Akwaaba Stays");
    await expect(page.locator("main details")).toHaveCount(0);
    const categories = page.getByRole("region", { name: "Browse by category" });
    await categories.getByRole("link", { name: /^Photography \d+ answers$/ }).click();
    await expect(page).toHaveURL(/\/faq\/photography$/);
    await expect(page.getByRole("heading", { level: 1, name: "Photography" })).toBeVisible();
  });

  test("a category page: one answer opens at a time, an open one closes, and it is accessible", async ({
    page,
  }) => {
    await gotoHydrated(page, "/faq/general-travel");
    await expect(page).toHaveTitle("General Travel: Ghana Travel FAQ | Akwaaba Stays");
    const first = question(page, TIME_ZONE);
    const second = question(page, "What languages are spoken in Ghana?");
    const firstAnswer = page.getByText(TIME_ZONE_ANSWER);
    const secondAnswer = page.getByText("English is the official language");

    await expect(firstAnswer).toBeHidden();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open");
    await expect(firstAnswer).toBeVisible();

    await second.locator("summary").click();
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    await expect(first).not.toHaveAttribute("open");

    await second.locator("summary").click();
    await expect(secondAnswer).toBeHidden();
    await expect(second).not.toHaveAttribute("open");

    await first.locator("summary").click();
    await expectNoAxeViolations(page);

    const more = page.getByRole("navigation", { name: "More FAQ categories" });
    await more.getByRole("link", { name: /Next Visas and Entry/ }).click();
    await expect(page).toHaveURL(/\/faq\/visa$/);
    await expect(page.getByRole("heading", { level: 1, name: "Visas and Entry" })).toBeVisible();
  });

  test("opens an answer from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/faq/general-travel");
    const first = question(page, TIME_ZONE).locator("summary");
    const next = question(page, "What languages are spoken in Ghana?").locator("summary");
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(TIME_ZONE_ANSWER)).toBeVisible();
    // The open answer has no links, so Tab goes straight to the next question.
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByText("English is the official language")).toBeVisible();
    await expect(page.getByText(TIME_ZONE_ANSWER)).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(page.getByText("English is the official language")).toBeHidden();
  });

  test("searches every category and follows a result to its answer, with scripts", async ({
    page,
  }) => {
    await gotoHydrated(page, "/faq/visa");
    await page.getByRole("searchbox", { name: "Search questions" }).fill("yellow fever");
    await page.getByRole("search", { name: "FAQ" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/faq\?q=yellow\+fever$/);
    await expect(
      page.getByText(/\d+ questions? in \d+ categor(y|ies) match “yellow fever”/),
    ).toBeVisible();
    const result = question(page, YELLOW_FEVER);
    await result.locator("summary").click();
    await result.getByRole("link", { name: /^This answer in / }).click();
    await expect(page).toHaveURL(/\/faq\/[a-z-]+\?open=[a-z-]+#is-my-old-yellow-fever/);
    const answer = question(page, YELLOW_FEVER);
    await expect(answer).toHaveAttribute("open");
    await expect(answer.locator("summary")).toBeInViewport();
  });

  test("searches as the visitor types, through a typo, with scripts", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const box = page.getByRole("searchbox", { name: "Search questions" });
    await box.pressSequentially("visa on arival", { delay: 20 });
    // No Enter and no button: the results follow the typing, and the box keeps focus.
    await expect(page).toHaveURL(/\/faq\?q=visa\+on\+arival$/);
    await expect(
      page.getByText(/\d+ questions? in \d+ categor(y|ies) match “visa on arival”/),
    ).toBeVisible();
    await expect(page.getByText("0 questions")).toHaveCount(0);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("visa on arival");
  });

  test("follows a search result to its answer without JS", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/faq");
    await page.getByRole("searchbox", { name: "Search questions" }).fill("yellow fever");
    await page.getByRole("searchbox", { name: "Search questions" }).press("Enter");
    await expect(page).toHaveURL(/\/faq\?q=yellow\+fever$/);
    await expect(page.getByRole("searchbox", { name: "Search questions" })).toHaveValue(
      "yellow fever",
    );
    const result = question(page, YELLOW_FEVER);
    await expect(question(page, TIME_ZONE)).toHaveCount(0);
    // The accordion is plain HTML, so it opens without JS too.
    await result.locator("summary").click();
    await result.getByRole("link", { name: /^This answer in / }).click();
    await expect(page).toHaveURL(/\/faq\/[a-z-]+\?open=[a-z-]+#is-my-old-yellow-fever/);
    const answer = question(page, YELLOW_FEVER);
    await expect(answer).toHaveAttribute("open");
    await expect(answer.locator("summary")).toBeInViewport();
    await context.close();
  });

  test("a link to an answer's anchor opens it without JS", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/faq/general-travel#what-time-zone-is-ghana-in");
    await expect(question(page, TIME_ZONE)).toHaveAttribute("open");
    await expect(page.getByText(TIME_ZONE_ANSWER)).toBeVisible();
    await expect(question(page, TIME_ZONE).locator("summary")).toBeInViewport();
    await context.close();
  });
});

test.describe("culture articles", () => {
  for (const [path, heading, sections] of [
    [
      "/ancient-culture",
      /^Ancient Ghana Culture/,
      ["The ancient Kingdom of Ghana (Wagadu)", "The Asante (Ashanti) Empire"],
    ],
    ["/ghana-attire", /^Ghana Traditional Attire/, ["The smock: fugu and batakari from the north"]],
  ] as const) {
    test(`${path} shows its sections, FAQ and hotels button`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      for (const name of [...sections, "Frequently asked questions"]) {
        await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      }
      const toHotels = page.getByRole("link", { name: "Find Hotels in Ghana" });
      await expect(toHotels.first()).toHaveAttribute("href", "/hotels");
      await toHotels.last().click();
      await expect(page).toHaveURL(/\/hotels$/);
    });
  }
});

test.describe("African Name Generator", () => {
  const results = (page: Page) =>
    page.getByRole("region", { name: "Generated names" }).getByRole("listitem");

  test("generates 3, 5, 10 and 20 distinct names and is accessible", async ({ page }) => {
    await gotoHydrated(page, "/name-generator");
    await expect(page).toHaveTitle("African Name Generator | Akwaaba Stays");
    await expect(results(page)).toHaveCount(0);
    for (const [button, count] of [
      ["Generate 3", 3],
      ["Generate Names", 5],
      ["Generate 10", 10],
      ["Generate 20", 20],
    ] as const) {
      await page.getByRole("button", { name: button, exact: true }).click();
      await expect(results(page)).toHaveCount(count);
      const names = await results(page).getByRole("heading", { level: 3 }).allTextContents();
      expect(new Set(names).size).toBe(count);
    }
    await expect(page.getByText("20 names generated.")).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole("link", { name: "Explore Ghana Hotels" })).toHaveAttribute(
      "href",
      "/hotels",
    );
  });

  test("records a name_generated event per generation", async ({ page }) => {
    // Beacons are not visible as ordinary requests, so record what the page hands to sendBeacon.
    await page.addInitScript(() => {
      const sent: string[] = [];
      Object.assign(window, { sentBeacons: sent });
      navigator.sendBeacon = (_url, data) => {
        void (data as Blob).text().then((text) => sent.push(text));
        return true;
      };
    });
    await gotoHydrated(page, "/name-generator");
    const namesEvents = () =>
      page.evaluate(() =>
        (window as unknown as { sentBeacons: string[] }).sentBeacons.filter((body) =>
          body.includes("name_generated"),
        ),
      );
    await page.getByRole("button", { name: "Generate 3" }).click();
    await expect.poll(namesEvents).toHaveLength(1);
    await page.getByRole("button", { name: "Generate 10" }).click();
    await expect.poll(namesEvents).toHaveLength(2);
    const [first, second] = await namesEvents();
    expect(JSON.parse(first!)).toEqual({
      eventType: "name_generated",
      eventData: "country=all&gender=all&count=3&found=3",
    });
    expect(JSON.parse(second!).eventData).toBe("country=all&gender=all&count=10&found=10");
  });

  test("the gender filter keeps that gender plus unisex names, and caps the count", async ({
    page,
  }) => {
    await gotoHydrated(page, "/name-generator");
    await page.getByLabel("Gender").selectOption("Female");
    await page.getByRole("button", { name: "Generate 20" }).click();
    await expect(results(page)).toHaveCount(20);
    for (const card of await results(page).all()) {
      await expect(card.getByText(/^(Female|Unisex)$/)).toBeVisible();
    }

    // Fewer Ethiopian male names exist than 20: the count is capped at what is available.
    const available = filterNames({ country: "ethiopia", gender: "Male" }, namesByCountry).length;
    expect(available).toBeLessThan(20);
    await page.getByLabel("Country or region").selectOption("ethiopia");
    await page.getByLabel("Gender").selectOption("Male");
    await page.getByRole("button", { name: "Generate 20" }).click();
    await expect(results(page)).toHaveCount(available);
    await expect(results(page).getByText(/^Female$/)).toHaveCount(0);
  });

  test("shows the destructive toast when no name matches", async ({ page }) => {
    // No Ethiopian name in the data is unisex: a real combination that matches nothing.
    expect(filterNames({ country: "ethiopia", gender: "Unisex" }, namesByCountry)).toEqual([]);
    await gotoHydrated(page, "/name-generator");
    await page.getByLabel("Country or region").selectOption("ethiopia");
    await page.getByLabel("Gender").selectOption("Unisex");
    await page.getByRole("button", { name: "Generate Names" }).click();
    await expect(toasts(page).getByText("No names found")).toBeVisible();
    await expect(toasts(page).getByText("Try adjusting your filters to find names.")).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test("copies a name to the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/name-generator");
    await page.getByRole("button", { name: "Generate 3" }).click();
    const name = await results(page).first().getByRole("heading", { level: 3 }).textContent();
    await results(page)
      .first()
      .getByRole("button", { name: `Copy ${name}` })
      .click();
    await expect(toasts(page).getByText("Copied!")).toBeVisible();
    await expect(toasts(page).getByText("Name copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);
  });

  test("favorites: add, ignore a duplicate, remove, export and keep across reloads", async ({
    page,
  }) => {
    await gotoHydrated(page, "/name-generator");
    const favorites = page.getByRole("complementary", { name: /^Favorites/ });

    await page.getByRole("button", { name: "Export" }).click();
    await expect(toasts(page).getByText("No favorites", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("Add some names to favorites first.")).toBeVisible();

    await page.getByLabel("Country or region").selectOption("ghana");
    await page.getByRole("button", { name: "Generate 3" }).click();
    await expect(results(page)).toHaveCount(3);
    const names = await results(page).getByRole("heading", { level: 3 }).allTextContents();
    const [first, second] = names as [string, string];

    await page.getByRole("button", { name: `Add ${first} to favorites` }).click();
    await expect(toasts(page).getByText("Added to favorites")).toBeVisible();
    await expect(toasts(page).getByText(first, { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Favorites (1)" })).toBeVisible();

    // A duplicate is ignored silently: no toast, no second entry.
    await toasts(page).getByRole("button", { name: "Close notification" }).click();
    await expect(toasts(page).getByText("Added to favorites")).toHaveCount(0);
    await page.getByRole("button", { name: `Add ${first} to favorites` }).click();
    await expect(page.getByRole("heading", { name: "Favorites (1)" })).toBeVisible();
    await expect(toasts(page).getByText("Added to favorites")).toHaveCount(0);

    await page.getByRole("button", { name: `Add ${second} to favorites` }).click();
    await expect(page.getByRole("heading", { name: "Favorites (2)" })).toBeVisible();

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("african-names-favorites.txt");
    const text = await readFile((await download.path())!, "utf8");
    const lines = text.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${first} \\((Male|Female|Unisex)\\) - .+ - Origin: .+$`));
    expect(lines[1]).toMatch(new RegExp(`^${second} \\(`));

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Favorites (2)" })).toBeVisible();
    await expect(favorites.getByText(first, { exact: true })).toBeVisible();

    await page.getByRole("button", { name: `Remove ${first} from favorites` }).click();
    await expect(toasts(page).getByText("Removed from favorites")).toBeVisible();
    await expect(toasts(page).getByText(`${first} has been removed`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Favorites (1)" })).toBeVisible();
    await expect(favorites.getByText(first, { exact: true })).toHaveCount(0);
  });

  test("the GET form works without JS", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/name-generator");
    await page.getByLabel("Country or region").selectOption("ghana");
    await page.getByLabel("Gender").selectOption("Female");
    await page.getByRole("button", { name: "Generate 10" }).click();
    await expect(page).toHaveURL(/country=ghana&gender=Female&count=10/);
    await expect(results(page)).toHaveCount(10);
    await expect(results(page).getByText(/^Male$/)).toHaveCount(0);

    await page.goto("/name-generator?country=ethiopia&gender=Unisex&count=5");
    await expect(
      page.getByText("No names found. Try adjusting your filters to find names."),
    ).toBeVisible();
    await context.close();
  });
});
