// The content studio in the browser: the operator creates a hotel, sees that the draft is not
// public, publishes it, and a visitor finds it; every studio screen passes axe.
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.88" } });

async function logIn(page: Page) {
  await gotoHydrated(page, "/admin");
  await page.getByLabel("Password").fill("e2e-admin-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

function photo(colour: string) {
  return sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: colour,
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
}

test("the operator creates a hotel with two photos, previews it, publishes it, and a visitor sees it", async ({
  page,
  browser,
}) => {
  await logIn(page);
  await page.getByRole("link", { name: "Content", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/content\/hotels$/);
  await expect(page.getByRole("table", { name: /Hotels: \d+ found/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("main").getByLabel("Search", { exact: true }).fill("labadi");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/q=labadi/);
  await expect(page.getByRole("link", { name: "Labadi Beach Hotel" })).toBeVisible();

  // A dry run of an edited spreadsheet says what would change and saves nothing.
  await page.getByLabel("Edited hotels CSV").setInputFiles({
    name: "hotels.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("slug,price\nlabadi-beach-hotel,999\n"),
  });
  await page.getByRole("button", { name: "Dry run" }).click();
  await expect(page.getByText(/Dry run: 1 hotel\(s\) would change/)).toBeVisible();
  await expect(page.getByText(/labadi-beach-hotel: price \d+ → 999/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "New hotel" }).click();
  const form = page.getByRole("form", { name: "Edit hotel" });
  await form.getByLabel("Name").fill("Studio Garden Lodge");
  await form.getByLabel("Slug").fill("studio-garden-lodge");
  await form.getByLabel("City").selectOption({ label: "Kumasi" });
  await form.getByLabel("Area or street").fill("Nhyiaeso");
  await form.getByLabel("Type").fill("Guest House");
  await form.getByLabel("Price (US dollars a night)").fill("65");
  await form.getByLabel("Rating (0 to 5)").fill("4.2");
  await form.getByLabel("Description").fill("A quiet garden lodge made in the studio test.");
  await form.getByLabel("Amenities").fill("wifi, parking");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Create hotel" }).click();
  await expect(page.getByText("Created", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Studio Garden Lodge" })).toBeVisible();

  // Two photos, with the text that describes them.
  const upload = page.getByRole("form", { name: "Add photos" });
  await upload.getByLabel(/^Photos/).setInputFiles([
    { name: "garden.jpg", mimeType: "image/jpeg", buffer: await photo("#2f7d4f") },
    { name: "room.jpg", mimeType: "image/jpeg", buffer: await photo("#b5651d") },
  ]);
  await upload.getByLabel("What the photos show (alternative text)").fill("The lodge garden");
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Photos Added", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Alternative text for photo 2")).toHaveValue("The lodge garden");
  await form.getByLabel("Alternative text for photo 2").fill("A guest room");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  // The derivatives are cut in the background: the editor shows them once ready.
  await expect(async () => {
    await page.reload();
    await expect(form.locator("img")).toHaveCount(2, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto("/hotels/studio-garden-lodge"))!.status()).toBe(404);
  // The draft's preview link works for someone without a session.
  const previewHref = await page
    .getByRole("link", { name: "Preview this version" })
    .getAttribute("href");
  expect((await visitor.goto(previewHref!))!.status()).toBe(200);
  await expect(visitor.getByText("It is not public until it is published.")).toBeVisible();
  await expect(visitor.getByRole("img", { name: "The lodge garden" })).toBeVisible();
  await expect(visitor.getByRole("img", { name: "A guest room" })).toBeVisible();
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Studio Garden Lodge" }),
  ).toBeVisible();

  await form.getByLabel("Status").selectOption("published");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(page.getByText("Version 4, last saved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore version 1" })).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await visitor.goto("/hotels/studio-garden-lodge"))!.status()).toBe(200);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Studio Garden Lodge" }),
  ).toBeVisible();
  const cover = visitor.getByRole("img", { name: "The lodge garden" });
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(visitor);
  await visitorContext.close();
});

test("a refused save keeps what was typed and marks the field", async ({ page }) => {
  await logIn(page);
  await page.goto("/admin/dashboard/content/cities/new");
  const form = page.getByRole("form", { name: "Edit city" });
  await form.getByLabel("Name").fill("Blog Town");
  await form.getByLabel("Slug").fill("blog");
  await form.getByRole("button", { name: "Create city" }).click();
  await expect(page.getByText("Not Saved", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Name")).toHaveValue("Blog Town");
  await expectNoAxeViolations(page);
});

test("posts list the ones whose facts are due for review", async ({ page }) => {
  await logIn(page);
  await page.goto("/admin/dashboard/content/posts");
  await expect(page.getByRole("heading", { name: "Facts due for review" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("FAQ answers and categories have their lists and editors", async ({ page }) => {
  await logIn(page);
  await page.goto("/admin/dashboard/content/faqs?q=time+zone");
  const answer = page.getByRole("link", { name: "What time zone is Ghana in?" });
  await expect(answer).toBeVisible();
  await expectNoAxeViolations(page);
  await answer.click();
  const form = page.getByRole("form", { name: "Edit FAQ answer" });
  await expect(form.getByLabel("Category", { exact: true })).toHaveValue("general-travel");
  await expectNoAxeViolations(page);
  // The answer's place on the site is in its category's page, open.
  await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute(
    "href",
    "/faq/general-travel?open=what-time-zone-is-ghana-in#what-time-zone-is-ghana-in",
  );
  await page.getByRole("link", { name: "All FAQ answers" }).click();
  await page.getByRole("link", { name: "FAQ categories" }).click();
  await expect(page.getByRole("link", { name: "General Travel" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "General Travel" }).click();
  await page.getByRole("link", { name: "View on the site" }).click();
  await expect(page).toHaveURL(/\/faq\/general-travel$/);
  await expect(page.getByRole("heading", { level: 1, name: "General Travel" })).toBeVisible();
});

test("the operator adds a section to a legal page, a visitor finds it listed, and a restore takes it back", async ({
  page,
  browser,
}) => {
  await logIn(page);
  await page.goto("/admin/dashboard/content/pages?q=disclaimer");
  await page.getByRole("table").getByRole("link", { name: "Disclaimer", exact: true }).click();
  const form = page.getByRole("form", { name: "Edit page" });
  // The site's own pages keep their address and stay public: the hint says so.
  await expect(form.getByText("The About, legal and culture pages keep theirs.")).toBeVisible();
  await expectNoAxeViolations(page);
  const body = form.getByLabel("Body");
  const original = await body.inputValue();
  await body.fill(
    `${original}\n\n## Studio test section {#studio-test}\n\nWritten in the browser by **{{site.name}}**.`,
  );
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/disclaimer");
  const contents = visitor.getByRole("navigation", { name: "On this page" });
  await contents.getByRole("link", { name: "Studio test section" }).click();
  await expect(visitor).toHaveURL(/#studio-test$/);
  await expect(
    visitor.getByRole("heading", { level: 2, name: "Studio test section" }),
  ).toBeInViewport();
  await expect(visitor.getByText("Written in the browser by Akwaaba Stays.")).toBeVisible();

  // The history puts the page back as it was, as a new version.
  const restore = page.getByRole("button", { name: /^Restore version \d+$/ }).last();
  await restore.click();
  await expect(page.getByText(/The page is back to version \d+/).first()).toBeVisible();
  await expect(form.getByLabel("Body")).toHaveValue(original);
  await visitor.goto("/disclaimer");
  await expect(visitor.getByRole("heading", { level: 1, name: "Disclaimer" })).toBeVisible();
  await expect(visitor.getByText("Studio test section")).toHaveCount(0);
  await visitorContext.close();
});

for (const type of ["cities", "posts", "products", "guides", "pages"]) {
  test(`the ${type} list and an editor pass axe`, async ({ page }) => {
    await logIn(page);
    await page.goto(`/admin/dashboard/content/${type}`);
    await expect(page.getByRole("table")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page.getByRole("form", { name: /^Edit / })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("the activity tab lists who did what, newest first", async ({ page }) => {
  await logIn(page);
  await page.getByRole("link", { name: "Activity", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/activity$/);
  const newest = page
    .getByRole("table", { name: "Activity, newest first" })
    .getByRole("row")
    .nth(1);
  await expect(newest).toContainText("operator");
  await expect(newest).toContainText("logged in");
  await expectNoAxeViolations(page);
});
