import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";
import {
  ADMIN_PASSWORD as PASSWORD,
  OWNER_EMAIL,
  openTab,
  signIn,
} from "#tests/e2e/admin-session.ts";

// Our own client address (loopback is a trusted proxy), so login failures here have their own
// counter.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.77" } });

test("a visit to the dashboard without a session goes to the login screen", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
});

test("login: blank, wrong, then right password, with SPEC.md's notices", async ({ page }) => {
  await gotoHydrated(page, "/admin");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Password Required", { exact: true })).toBeVisible();
  await expect(page.getByText("Please enter the admin password.", { exact: true })).toBeVisible();

  await page.getByLabel("E-mail address").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid password", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login Successful", { exact: true })).toBeVisible();
  await expect(page.getByText("Welcome to the admin dashboard", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const label of [
    "Total Contacts",
    "Unread Contacts",
    "Newsletter Subscribers",
    "Analytics Events",
  ]) {
    await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
  }
});

test("the inbox shows markup as text, and a reply needs text and then is recorded", async ({
  page,
}) => {
  const marker = `Inbox test ${Date.now()}`;
  const response = await page.request.post("/api/contact", {
    data: {
      name: "Kwame Test",
      email: "kwame@example.com",
      message: `${marker} <script>window.__pwned = true</script><b>bold?</b>`,
    },
  });
  expect(response.ok()).toBe(true);

  await signIn(page);
  const message = page.getByRole("article").filter({ hasText: marker });
  await expect(message).toContainText("<script>window.__pwned = true</script><b>bold?</b>");
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(message.getByText("Pending")).toBeVisible();
  await expectNoAxeViolations(page);

  await message.getByRole("link", { name: "Reply to Kwame Test" }).click();
  await message.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText("Reply Required", { exact: true })).toBeVisible();
  await expect(page.getByText("Please enter a reply message.", { exact: true })).toBeVisible();

  // Cancel clears the draft.
  await message.getByLabel("Reply to Kwame Test").fill("Draft to discard");
  await message.getByRole("link", { name: "Cancel" }).click();
  await message.getByRole("link", { name: "Reply to Kwame Test" }).click();
  await expect(message.getByLabel("Reply to Kwame Test")).toHaveValue("");

  await message.getByLabel("Reply to Kwame Test").fill("Thanks for writing. Akwaaba!");
  await message.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText("Reply Sent", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Reply has been recorded successfully", { exact: true }),
  ).toBeVisible();
  await expect(message.getByText("Replied", { exact: true })).toBeVisible();
  await expect(message).toContainText("Thanks for writing. Akwaaba!");
  // The reply goes out through the outbox; the inbox shows when it has been sent.
  await expect(message).toContainText(/\(e-mail (queued|sent)\)/);
  await expect(message.getByRole("link", { name: /Reply to/ })).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await expect(message).toContainText("(e-mail sent)", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});

test("without JavaScript, replying works from a plain form, and the tabs are links", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const marker = `No-JS inbox ${Date.now()}`;
  const sent = await page.request.post("/api/contact", {
    data: { name: "Esi Test", email: "esi@example.com", message: `${marker}: is Elmina open?` },
  });
  expect(sent.ok()).toBe(true);

  await page.goto("/admin");
  await page.getByLabel("E-mail address").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const message = page.getByRole("article").filter({ hasText: marker });
  await message.getByRole("link", { name: "Reply to Esi Test" }).click();
  await expect(page).toHaveURL(/[?&]reply=\d+/);
  await message.getByRole("button", { name: "Send Reply" }).click();
  await expect(message.getByRole("alert")).toHaveText("Please enter a reply message.");
  await expect(message.getByLabel("Reply to Esi Test")).toHaveAttribute("aria-invalid", "true");

  await message.getByLabel("Reply to Esi Test").fill("Medaase! Elmina Castle opens daily.");
  await message.getByRole("button", { name: "Send Reply" }).click();
  await expect(message.getByRole("status")).toContainText(
    "Reply Sent: Reply has been recorded successfully.",
  );
  await expect(message.getByText("Replied", { exact: true })).toBeVisible();
  await expect(message).toContainText("Medaase! Elmina Castle opens daily.");

  // The tabs are links too.
  const sections = page.getByRole("navigation", { name: "Dashboard sections" });
  await sections.getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/analytics$/);
  await expect(sections.getByRole("link", { name: "Analytics" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { name: "Latest events" })).toBeVisible();
  await context.close();
});

test("the subscribers, analytics and fact register tabs, then logout", async ({ page }) => {
  // Seven tabs, each checked by axe: more than the default 30 s on a shared machine.
  test.slow();
  await page.request.post("/api/subscribe", { data: { email: `tab-${Date.now()}@example.com` } });
  await signIn(page);

  const sections = page.getByRole("navigation", { name: "Dashboard sections" });
  const tab = (name: string) => sections.getByRole("link", { name });
  await expect(tab("Contact Messages")).toHaveAttribute("aria-current", "page");
  await tab("Newsletter Subscribers").click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/subscribers$/);
  // Sign-ups wait for their confirmation e-mail's link.
  await expect(
    page
      .getByRole("table")
      .getByText(/^(Active|Pending confirmation)$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    "/api/admin/subscriptions.csv",
  );

  await tab("Analytics").click();
  await expect(page.getByRole("img", { name: /Events per day, last 30 days/ })).toBeVisible();
  // Back returns to the previous tab.
  await page.goBack();
  await expect(tab("Newsletter Subscribers")).toHaveAttribute("aria-current", "page");
  await tab("Analytics").click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/analytics$/);
  await expect(page.getByRole("heading", { name: "Latest events" })).toBeVisible();
  await expectNoAxeViolations(page);

  await tab("Fact Register").click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/facts$/);
  await expect(page.getByRole("table", { name: /Fact register/ })).toBeVisible();
  await expect(page.getByText("entry.evisa", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await tab("Revenue").click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/revenue$/);
  await expect(page.getByRole("heading", { name: "Import a commission report" })).toBeVisible();
  await expectNoAxeViolations(page);

  await openTab(page, "Settings");
  await expect(page).toHaveURL(/\/admin\/dashboard\/settings$/);
  await expect(page.getByRole("heading", { name: "Affiliate partners" })).toBeVisible();
  await page.getByLabel("Booking.com affiliate id (aid)").fill("not-a-number");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Not Saved", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Booking.com affiliate id (aid)")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeViolations(page);

  // The cedi rate: a fresh install's is the cited Bank of Ghana rate; the operator sets another
  // in Settings, shown beside every price, then clears it.
  const rate = page.getByRole("form", { name: "Prices in cedis" });
  await expect(rate.getByLabel("Cedis for one US dollar")).toHaveValue("10.92");
  await expect(rate.getByLabel("Date of the rate")).toHaveValue("2026-01-29");
  await expect(rate.getByLabel("Source of the rate")).toHaveValue("Bank of Ghana interbank rate");
  await rate.getByLabel("Cedis for one US dollar").fill("15.45");
  await rate.getByLabel("Date of the rate").fill("");
  await rate.getByLabel("Source of the rate").fill("");
  await rate.getByRole("button", { name: "Save the rate" }).click();
  await expect(rate.getByLabel("Date of the rate")).toHaveAttribute("aria-invalid", "true");
  await rate.getByLabel("Date of the rate").fill("2026-11-24");
  await rate.getByRole("button", { name: "Save the rate" }).click();
  await expect(page.getByText("Prices show cedis at this rate from now on.").first()).toBeVisible();
  // Recent changes say what changed in words, never [object Object].
  const changes = page.getByRole("region", { name: "Recent changes" });
  await expect(changes).toContainText("cedi rate saved");
  await expect(changes).toContainText("Cedis for one US dollar: 10.92 → 15.45");
  await expect(changes).not.toContainText("[object Object]");
  await expectNoAxeViolations(page);
  const visitor = await page.context().newPage();
  await visitor.goto("/hotels/labadi-beach-hotel");
  await expect(
    visitor.getByRole("complementary", { name: "Book your stay" }).getByText(/^≈ GH₵ [\d,]+$/),
  ).toBeVisible();
  await expect(
    visitor
      .getByRole("complementary", { name: "Book your stay" })
      .getByText(/at the rate of November 24, 2026/),
  ).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.close();
  await rate.getByLabel("Cedis for one US dollar").fill("");
  await rate.getByLabel("Date of the rate").fill("");
  await rate.getByRole("button", { name: "Save the rate" }).click();
  await expect(page.getByText("Prices show dollars only from now on.").first()).toBeVisible();

  // Keyboard: the tabs are links in the tab order.
  await tab("Analytics").focus();
  await page.keyboard.press("Tab");
  await expect(tab("Fact Register")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/dashboard\/facts$/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logged Out", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin$/);
});

test("the Backups tab: back up now, the run listed, the archive downloaded", async ({ page }) => {
  test.slow();
  await signIn(page);
  await openTab(page, "Backups");
  await expect(page).toHaveURL(/\/admin\/dashboard\/backups$/);
  await expect(page.getByRole("heading", { name: "Backup settings" })).toBeVisible();
  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByText("Backed Up", { exact: true })).toBeVisible({ timeout: 30_000 });
  const runs = page.getByRole("table");
  await expect(runs.getByRole("cell", { name: "Back up now" }).first()).toBeVisible();
  await expect(runs.getByText("Succeeded").first()).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Download latest/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^akwaaba-backup-.*\.tar\.gz$/);

  await page.getByLabel("Daily backups kept").fill("0");
  await page.getByRole("button", { name: "Save backup settings" }).click();
  await expect(page.getByText("Keep at least one daily backup.")).toBeVisible();
  await expect(page.getByLabel("Daily backups kept")).toHaveAttribute("aria-invalid", "true");
});

// Outside testing (CI) once lost the "Logged Out" notice: the 30-second refresh fired while the
// logout's redirect was loading and started it again, and the second load found the one-time
// notice already taken. The refresh now waits while a page is loading.
test("the 30-second refresh does not restart a logout in flight", async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const loginScreenAsked = new Promise<void>((resolve) => (arrived = resolve));
  // The server answers (and hands over the notice) before the page sees the answer.
  await page.route(/\/admin\.data/, async (route) => {
    const response = await route.fetch();
    arrived();
    await released;
    await route.fulfill({ response }).catch(() => {}); // a load the page gave up on
  });
  await page.getByRole("button", { name: "Logout" }).click();
  await loginScreenAsked;
  await page.clock.runFor(31_000);
  release();
  await expect(page.getByText("Logged Out", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});
