// The studio speaks both, in the browser (issue 44, docs/decisions/053): from a post's editor the
// editor opens its French version, is told what a field lacks, writes it, submits it, publishes
// it, and the French guide shows it; the Content tab lists the post's French status and filters
// to what lacks French; a second save, and the French history compares the two versions. The
// French screens pass axe.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { signIn } from "#tests/e2e/admin-session.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.91" } });

test("an editor translates a guide, submits it for review and publishes it in French", async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  const slug = `french-guide-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/admin/content/posts", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      slug,
      title: "Markets of Kumasi",
      excerpt: "Kejetia and beyond.",
      content: "## Kejetia\n\nThe biggest market in West Africa.",
      author: "French Test",
      tags: ["Kumasi"],
      status: "published",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The Content tab lists it as lacking French.
  await page.goto("/admin/dashboard/content/posts?french=lacking&q=french-guide");
  await expect(
    page.getByRole("link", { name: "French version of Markets of Kumasi: Missing" }),
  ).toBeVisible();

  await page.goto(`/admin/dashboard/content/posts/${id}`);
  await page.getByRole("link", { name: "Translate into French" }).click();
  await expect(page.getByTestId("french-status")).toHaveText("Missing");
  await expectNoAxeViolations(page);

  await page.getByLabel("French title").fill("Les marchés de Kumasi");
  await page.getByLabel("French heading").fill("Kumasi, ses marchés et ses couleurs");
  await page.getByLabel("French meta description").fill("");
  await page
    .getByLabel("French text (Markdown)")
    .fill(
      "## Kejetia\n\nLe plus grand marché d'Afrique de l'Ouest, à deux pas de la gare routière.",
    );
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByLabel("French meta description")).toHaveAccessibleDescription(
    /Write the French meta description\./,
  );
  await page
    .getByLabel("French meta description")
    .fill("Kejetia, Adum et les marchés de Kumasi : que voir, comment s'y rendre, que payer.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("french-status")).toHaveText("Draft");

  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByTestId("french-status")).toHaveText("In review");
  await expect(page.getByRole("region", { name: "Review" })).toContainText(
    "Submitted by hello@akwaabastays.com",
  );
  await page.getByRole("button", { name: "Publish in French" }).click();
  await expect(page.getByTestId("french-status")).toHaveText("Published");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "View the French page" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/blog/${slug}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Kumasi, ses marchés et ses couleurs",
  );
  await expect(page.getByText("Le plus grand marché d'Afrique de l'Ouest")).toBeVisible();

  await page.goto("/admin/dashboard/content/posts?french=published&q=french-guide");
  await expect(
    page.getByRole("link", { name: "French version of Markets of Kumasi: Published" }),
  ).toBeVisible();

  // A second save gives the French history two versions to compare side by side.
  await page.goto(`/admin/dashboard/content/posts/${id}/fr`);
  await page.getByLabel("French heading").fill("Kumasi et ses marchés");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("french-status")).toHaveText("Draft");
  await page
    .getByRole("form", { name: "Compare two French versions" })
    .getByRole("button", { name: "Compare" })
    .click();
  await expect(
    page.getByRole("heading", { name: "Compare French versions of Markets of Kumasi" }),
  ).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Kumasi et ses marchés");
  await expectNoAxeViolations(page);
});
