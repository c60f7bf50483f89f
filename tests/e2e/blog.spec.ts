import { expect, test } from "@playwright/test";
import { PAGE_SIZE } from "#app/domain/hotel-lists/paging.ts";
import { postSeeds } from "#app/seed/seed.server.ts";

test("the blog lists the latest articles", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Ghana Travel Blog" })).toBeVisible();
  const latest = page.getByRole("list", { name: "Latest articles" });
  await expect(latest.getByRole("article")).toHaveCount(Math.min(PAGE_SIZE, postSeeds.length));
  // Cards show at most three tags.
  for (const tags of await latest.getByRole("list", { name: "Tags" }).all()) {
    expect(await tags.getByRole("listitem").count()).toBeLessThanOrEqual(3);
  }
  await expect(page.getByRole("heading", { name: "Travel Guides" })).toBeVisible();
});

test("a post shows its headings, date and body, and a related article leads on", async ({
  page,
}) => {
  await page.goto("/blog/ghana-visa-requirements");
  const seed = postSeeds.find((post) => post.slug === "ghana-visa-requirements")!;
  await expect(page.getByRole("heading", { level: 1, name: seed.title })).toBeVisible();
  const firstSection = /^## (.+)$/m.exec(seed.content)![1]!;
  await expect(page.getByRole("heading", { level: 2, name: firstSection })).toBeVisible();
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
  await expect(page.locator("article strong").first()).toBeVisible();

  const related = page.getByRole("list", { name: "Related Articles" });
  const firstRelated = related.getByRole("link").first();
  const relatedTitle = (await firstRelated.textContent())!;
  // Related cards show at most two tags.
  for (const tags of await related.getByRole("list", { name: "Tags" }).all()) {
    expect(await tags.getByRole("listitem").count()).toBeLessThanOrEqual(2);
  }
  await firstRelated.click();
  await expect(page.getByRole("heading", { level: 1, name: relatedTitle })).toBeVisible();
  await expect(page).not.toHaveURL(/ghana-visa-requirements$/);
});

test("a footer article link resolves to its post", async ({ page }) => {
  await page.goto("/about");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Accra International Airport Guide" })
    .click();
  await expect(page).toHaveURL(/\/blog\/kotoka-international-airport-guide$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Accra International Airport",
  );
});

test("a card whose image fails shows the fallback instead of a broken image", async ({ page }) => {
  await page.route("**/images/posts/**", (route) => route.abort());
  await page.goto("/blog");
  const firstCard = page
    .getByRole("list", { name: "Latest articles" })
    .getByRole("article")
    .first();
  await expect(firstCard.locator("img")).toHaveCount(0);
  await expect(firstCard.locator("svg use")).toHaveAttribute(
    "href",
    /^\/icons\.svg(\?v=\d+)?#book-open$/,
  );
});

test("an unknown post shows Post Not Found", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
});

test("the feed parses as XML in the browser", async ({ page, baseURL }) => {
  await page.goto("/blog");
  const result = await page.evaluate(async (url) => {
    const text = await (await fetch(url)).text();
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      items: doc.querySelectorAll("channel > item").length,
    };
  }, `${baseURL}/blog/rss.xml`);
  expect(result.error).toBeNull();
  expect(result.items).toBe(postSeeds.length);
});
