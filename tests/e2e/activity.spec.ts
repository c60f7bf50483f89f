// The Activity tab in the browser: filtering by kind and days is a plain GET form (it works with
// scripts off), the filters live in the URL, "Download CSV" gives the filtered entries, a long
// change opens in full under "Full changes", and the tab passes axe.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { apiSessionCookie, openTab, OWNER_EMAIL, signIn } from "#tests/e2e/admin-session.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.91" } });

const today = new Date().toISOString().slice(0, 10);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters by kind and days, and downloads the filtered entries as CSV", async ({ page }) => {
    // A refused sign-in and a campaign, so there is more than one kind to tell apart.
    const refused = await page.request.post("/api/admin/login", {
      data: { email: OWNER_EMAIL, password: "not-the-password" },
    });
    expect(refused.status()).toBe(401);
    await signIn(page, { scripts: false });
    await openTab(page, "Activity");
    await expect(page).toHaveURL(/\/admin\/dashboard\/activity$/);

    const filters = page.getByRole("form", { name: "Filter activity" });
    await filters.getByLabel("Kind").selectOption({ label: "Sign-ins" });
    await filters.getByLabel("From (Accra time)").fill(today);
    await filters.getByLabel("To (Accra time)").fill(today);
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`kind=sign-in&from=${today}&to=${today}`));

    const rows = page.getByRole("table", { name: "Activity, newest first" }).getByRole("row");
    await expect(rows.nth(1)).toContainText("Sign-ins");
    const kinds = await rows.locator("td:nth-child(3)").allTextContents();
    expect(kinds.length).toBeGreaterThanOrEqual(2);
    expect(new Set(kinds)).toEqual(new Set(["Sign-ins"]));
    await expect(page.getByRole("table")).toContainText("login refused: wrong password");
    await expect(page.getByRole("status")).toContainText("match these filters");
    // The form shows the filters it applied.
    await expect(filters.getByLabel("Kind")).toHaveValue("sign-in");
    await expect(filters.getByLabel("From (Accra time)")).toHaveValue(today);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `activity-${today}-kind-sign-in-from-${today}-to-${today}.csv`,
    );
    const saved = await readFile((await download.path())!, "utf8");
    // The byte-order mark a spreadsheet needs to read the file as UTF-8.
    expect(saved.startsWith("\uFEFF")).toBe(true);
    const csv = saved.slice(1);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("id,time_utc,person,staff_id,kind,action,changes,changes_json");
    expect(lines.length - 1).toBe(kinds.length);
    expect(lines.slice(1).every((line) => line.split(",")[4] === "sign-in")).toBe(true);
    expect(csv).toContain(",visitor,,sign-in,login refused: wrong password,");

    // A day with nothing in it says so.
    await filters.getByLabel("From (Accra time)").fill("2020-01-01");
    await filters.getByLabel("To (Accra time)").fill("2020-01-02");
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No activity matches these filters.")).toBeVisible();
  });
});

test("a long change opens in full, and the tab passes axe with its filters", async ({
  page,
  request,
}) => {
  const cookie = await apiSessionCookie(request, { "X-Forwarded-For": "192.0.2.92" });
  const body = `A long newsletter body. ${"Accra is lovely in the dry season. ".repeat(8)}The end.`;
  const created = await request.post("/api/admin/campaigns", {
    data: { subject: "A long one", preheader: "", body },
    headers: { Cookie: cookie },
  });
  expect(created.status()).toBe(201);

  await signIn(page);
  await page.goto("/admin/dashboard/activity?kind=campaigns");
  const newest = page
    .getByRole("table", { name: "Activity, newest first" })
    .getByRole("row")
    .nth(1);
  await expect(newest).toContainText(/campaign \d+ created/);
  // Cut on the row, whole under the disclosure.
  await expect(newest.locator("td > ul").first()).not.toContainText("The end.");
  await newest.getByText("Full changes").click();
  await expect(newest.getByRole("group")).toContainText("The end.");
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    "/api/admin/audit.csv?kind=campaigns",
  );
  await expectNoAxeViolations(page);
});
