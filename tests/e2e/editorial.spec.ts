// The editorial workflow in the browser (issue 28, docs/decisions/035): a draft is submitted for
// review, listed under "In review", sent back with a note the writer sees, resubmitted and
// approved, which publishes it; a publish is scheduled, listed under "Scheduled" and cancelled;
// two versions are compared side by side. Every new screen passes axe.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { signIn } from "#tests/e2e/admin-session.ts";
import { gotoHydrated, waitForHydration } from "#tests/e2e/hydration.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.89" } });

test("a draft goes through review, is published on approval, and a scheduled unpublish is cancelled", async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  const slug = `review-post-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/admin/content/posts", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      slug,
      title: "A Weekend in Kumasi for Review",
      excerpt: "Two days in the Garden City.",
      content: "## Day one\n\nThe market at Kejetia.",
      author: "Review Test",
      tags: ["Kumasi"],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/admin/dashboard/content/posts/${id}`);
  const review = page.getByRole("region", { name: "Review" });
  await expect(review.getByText("Not submitted for review yet.")).toBeVisible();
  await review.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText(/is in review: an editor will look at it/).first()).toBeVisible();
  await expect(review.getByText(/In review: submitted by hello@akwaabastays.com/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The Content screen's "In review" list, with its count.
  await page.goto("/admin/dashboard/content/posts");
  await expect(page.getByRole("row", { name: /A Weekend in Kumasi for Review/ })).toContainText(
    "In review",
  );
  await page.getByRole("link", { name: /^In review \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/content\/in-review$/);
  const list = page.getByRole("table", { name: /In review/ });
  await expect(list.getByRole("link", { name: "A Weekend in Kumasi for Review" })).toBeVisible();
  await expectNoAxeViolations(page);
  await list.getByRole("link", { name: "A Weekend in Kumasi for Review" }).click();

  // Sent back: the note is required, then shown on the item.
  await review.getByRole("button", { name: "Send back" }).click();
  await expect(review.getByLabel("Note for the writer")).toBeFocused();
  await review.getByLabel("Note for the writer").fill("Add where to stay near Kejetia.");
  await review.getByRole("button", { name: "Send back" }).click();
  await expect(page.getByText(/back with its writer/).first()).toBeVisible();
  await expect(review.getByText("Sent back", { exact: true }).first()).toBeVisible();
  await expect(review.getByText("Add where to stay near Kejetia.").first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Resubmitted and approved: the post is public.
  await review.getByRole("button", { name: "Submit for review" }).click();
  await expect(review.getByRole("button", { name: "Approve and publish" })).toBeVisible();
  await review.getByRole("button", { name: "Approve and publish" }).click();
  await expect(page.getByText(/The post is published\./).first()).toBeVisible();
  const visitor = await page.context().browser()!.newContext();
  const reader = await visitor.newPage();
  await reader.goto(`/blog/${slug}`);
  await expect(
    reader.getByRole("heading", { level: 1, name: "A Weekend in Kumasi for Review" }),
  ).toBeVisible();
  await visitor.close();

  // Scheduled, listed, cancelled.
  const schedule = page.getByRole("region", { name: "Schedule" });
  const later = new Date(Date.now() + 2 * 60 * 60_000).toISOString().slice(0, 16);
  await schedule.getByLabel("Unpublish at (Accra time)").fill(later);
  await schedule.getByRole("button", { name: "Schedule unpublish" }).click();
  await expect(page.getByText(/will unpublish on/).first()).toBeVisible();
  await expect(
    schedule.getByRole("button", { name: "Cancel the scheduled unpublish" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/dashboard/content/scheduled");
  const scheduled = page.getByRole("table", { name: /Scheduled/ });
  const row = scheduled.getByRole("row", { name: /A Weekend in Kumasi for Review/ });
  await expect(row).toContainText("Unpublish");
  await expect(row).toContainText("hello@akwaabastays.com");
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: /Cancel the unpublish/ }).click();
  await expect(page.getByText("The scheduled unpublish is cancelled.").first()).toBeVisible();
  await expect(scheduled.getByRole("row", { name: /A Weekend in Kumasi for Review/ })).toHaveCount(
    0,
  );
});

test("two versions side by side, the changed words marked", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/dashboard/content/faqs");
  await page.getByRole("table").getByRole("link").first().click();
  const form = page.getByRole("form", { name: /^Edit / });
  const answer = form.getByLabel("Answer");
  await answer.fill(`${await answer.inputValue()} Checked by the editorial test.`);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  const compare = page.getByRole("form", { name: "Compare two versions" });
  await compare.getByRole("button", { name: "Compare" }).click();
  await expect(page).toHaveURL(/\/compare\?from=\d+&to=\d+$/);
  await expect(page.getByRole("heading", { name: /^Compare versions of / })).toBeVisible();
  const table = page.getByRole("table", { name: /changed fields side by side/ });
  await expect(table.locator("ins").first()).toContainText("Checked by the editorial test.");
  await expectNoAxeViolations(page);
});

test("Submit for review saves what was typed first, and Approve refuses unsaved edits", async ({
  page,
}) => {
  await signIn(page);
  const created = await page.request.post("/api/admin/content/posts", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      slug: `screen-post-${Date.now().toString(36)}`,
      title: "Typed Then Submitted",
      excerpt: "Before.",
      content: "## Words\n\nAs first saved.",
      author: "Screen Test",
      tags: ["Accra"],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await gotoHydrated(page, `/admin/dashboard/content/posts/${id}`);
  const form = page.getByRole("form", { name: /^Edit / });
  const review = page.getByRole("region", { name: "Review" });
  await form.getByLabel("Excerpt").fill("Typed, never saved by hand.");
  await review.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText(/is in review: an editor will look at it/).first()).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(form.getByLabel("Excerpt")).toHaveValue("Typed, never saved by hand.");

  await form.getByLabel("Excerpt").fill("The editor's unsaved words.");
  await review.getByRole("button", { name: "Approve and publish" }).click();
  await expect(page.getByText("Save or discard your changes first.").first()).toBeVisible();
  await expect(form.getByLabel("Excerpt")).toHaveValue("The editor's unsaved words.");
  await expect(review.getByText(/In review: submitted by/)).toBeVisible();
});
