// Server-rendered HTML that a page document carries once (docs/decisions/023): after hydration
// the browser still shows it, and a client navigation, whose data carries the HTML itself, shows
// it too. A blank body here would mean the hydration data and the markup disagree.
import { expect, test } from "@playwright/test";
import { guidesSource } from "#app/content/guides.ts";
import { postSeeds } from "#app/seed/seed.server.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";

const visa = postSeeds.find((post) => post.slug === "ghana-visa-requirements")!;
const firstSection = /^## (.+)$/m.exec(visa.content)![1]!;
// The last section's heading appears nowhere but in the body.
const lastSection = [...visa.content.matchAll(/^## (.+)$/gm)].at(-1)![1]!;
const kumasiGuide = guidesSource.find((guide) => guide.slug === "kumasi-city-guide")!;

/** The data a page document hands to hydration (React Router's stream). */
function hydrationDataOf(html: string): string {
  return [...html.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)]
    .map((match) => match[1])
    .join("");
}

test("a post's body stays in place once the page has hydrated", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await gotoHydrated(page, `/blog/${visa.slug}`);
  await expect(page.getByRole("heading", { level: 2, name: firstSection })).toBeVisible();
  expect(errors).toEqual([]);
  // The hydration data names the body by its id only: the text is in the markup alone.
  const html = await (await page.request.get(`/blog/${visa.slug}`)).text();
  const hydrationData = hydrationDataOf(html);
  expect(hydrationData).toContain(visa.title);
  expect(hydrationData).not.toContain(lastSection);
  expect(html).toContain(lastSection);
});

test("a city page's guide cards are in the markup alone, and stay after hydration", async ({
  page,
}) => {
  await gotoHydrated(page, "/kumasi");
  const guides = page.getByRole("region", { name: "Travel guides for Kumasi" });
  await expect(guides.getByRole("link", { name: kumasiGuide.title })).toBeVisible();
  await expect(guides.getByText(kumasiGuide.description)).toBeVisible();
  const html = await (await page.request.get("/kumasi")).text();
  expect(html).toContain(kumasiGuide.description);
  expect(hydrationDataOf(html)).not.toContain(kumasiGuide.description);
});

test("a client navigation to a post brings its body with the data", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const bodyRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") bodyRequests.push(request.url());
  });
  await page.getByRole("link", { name: visa.title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: visa.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: firstSection })).toBeVisible();
  // It was a client navigation: no new document.
  expect(bodyRequests).toEqual([]);
});

test("the home page's guide and the footer survive hydration and a trip away and back", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const guide = page.getByRole("heading", { level: 2, name: /The Ghana travel guide/ });
  await expect(guide).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  await page.goBack();
  await expect(guide).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Explore Ghana's cities" }),
  ).toBeVisible();
});
