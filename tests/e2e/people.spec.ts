// Named accounts in the browser (issue 28): the owner invites someone from the People tab, the
// invitation arrives at the real SMTP server tests/start-test-server.ts runs, the invitee
// chooses a password, lands on their own tab and sees only the tabs their role opens; their
// Account screen lists this device; a forgotten password is reset from the e-mailed link. Axe
// checks the People, Account, invitation, forgot and reset screens.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";
import { openTab, signIn } from "#tests/e2e/admin-session.ts";

const MAILBOX = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 4175}/messages`;

// Our own client address, so sign-in limits here have their own counter.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.81" } });

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** The path of the newest single-use link of a kind e-mailed to an address. */
async function linkPath(address: string, kind: "invite" | "reset"): Promise<string> {
  const pattern = new RegExp(`/admin/${kind}/[A-Za-z0-9_-]{43}`);
  let found: string | undefined;
  await expect(async () => {
    const mails = (await (await fetch(MAILBOX)).json()) as Mail[];
    found = mails
      .filter((mail) => mail.to.includes(address))
      .map((mail) => pattern.exec(mail.text)?.[0])
      .filter(Boolean)
      .at(-1);
    expect(found).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found!;
}

function tabLinks(page: Page) {
  return page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link");
}

test("the owner invites an analyst, who accepts, signs in and sees only their tabs", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `e2e-analyst-${Date.now()}@example.com`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);

  // At 1,280 px the owner's tabs fit on one row: the site-wide ones are in the Site group.
  const nav = page.getByRole("navigation", { name: "Dashboard sections" });
  const firstTab = await nav.getByRole("listitem").first().boundingBox();
  const siteGroup = await nav.getByText(/^Site/).boundingBox();
  expect(Math.abs(firstTab!.y - siteGroup!.y)).toBeLessThan(8);

  await openTab(page, "People");
  await expect(page).toHaveURL(/\/admin\/dashboard\/people$/);
  await expect(page.getByRole("heading", { name: "Invite someone" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("analyst");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation Sent", { exact: true })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell", { name: "Invited" })).toBeVisible();

  // The invitee, in a browser of their own.
  const invitee = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.82" },
  });
  const theirs = await invitee.newPage();
  await gotoHydrated(theirs, await linkPath(email, "invite"));
  await expect(theirs.getByRole("heading", { name: "Join the team" })).toBeVisible();
  await expect(theirs.getByText(email)).toBeVisible();
  await expectNoAxeViolations(theirs);
  await theirs.getByLabel("Your name").fill("Kofi Analyst");
  await theirs.getByLabel("Choose a password").fill("kofi-reads-the-numbers");
  await theirs.getByRole("button", { name: "Open my account" }).click();
  await expect(theirs).toHaveURL(/\/admin\/dashboard\/analytics$/);
  // Retried: the address changes before the new page has finished rendering its tabs.
  await expect(tabLinks(theirs)).toHaveText(["Analytics", "Revenue"]);
  await expect(theirs.getByText(/^Site/)).toHaveCount(0);

  // Their account: who they are and this device.
  await theirs.getByRole("link", { name: /Kofi Analyst/ }).click();
  await expect(theirs).toHaveURL(/\/admin\/dashboard\/account$/);
  await expect(theirs.getByText("This device")).toBeVisible();
  await expect(theirs.getByText("Analyst: Reads revenue")).toBeVisible();
  await expectNoAxeViolations(theirs);

  // A screen their role does not open says so.
  const refused = await theirs.goto("/admin/dashboard/settings");
  expect(refused!.status()).toBe(403);
  await expect(theirs.getByRole("heading", { name: "Not open to your role" })).toBeVisible();
  await invitee.close();

  // The owner sees them active.
  await page.reload();
  await expect(
    page.getByRole("row").filter({ hasText: email }).getByRole("cell", { name: "Active" }),
  ).toBeVisible();
});

test("a forgotten password is reset from the e-mailed link", async ({ page, browser }) => {
  test.slow();
  const email = `e2e-reset-${Date.now()}@example.com`;
  // An account to reset: invited by the owner through the API, accepted through the link.
  await signIn(page);
  const invited = await page.request.post("/api/admin/people", {
    data: { email, role: "editor" },
  });
  expect(invited.status()).toBe(201);
  const accepted = await page.request.post(await linkPath(email, "invite"), {
    data: { password: "first-password-123" },
  });
  expect(accepted.status()).toBe(200);

  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.83" },
  });
  const theirs = await context.newPage();
  await gotoHydrated(theirs, "/admin");
  await theirs.getByRole("link", { name: "Forgot password?" }).click();
  await expect(theirs).toHaveURL(/\/admin\/forgot$/);
  await expectNoAxeViolations(theirs);
  await theirs.getByLabel("E-mail address").fill(email);
  await theirs.getByRole("button", { name: "Send the link" }).click();
  await expect(theirs.getByText(/If that address has an account/)).toBeVisible();

  await gotoHydrated(theirs, await linkPath(email, "reset"));
  await expect(theirs.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectNoAxeViolations(theirs);
  await theirs.getByLabel("New password").fill("second-password-456");
  await theirs.getByRole("button", { name: "Save and sign in" }).click();
  await expect(theirs).toHaveURL(/\/admin\/dashboard$/);
  await expect(theirs.getByText("Password Changed", { exact: true })).toBeVisible();
  await context.close();
});

test("on a 360 px phone the tabs wrap and the Site group opens on the screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  const nav = page.getByRole("navigation", { name: "Dashboard sections" });
  await nav.getByText(/^Site/).click();
  for (const name of ["Settings", "People", "Backups"]) {
    const box = (await nav.getByRole("link", { name, exact: true }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await openTab(page, "People");
  await expect(page).toHaveURL(/\/admin\/dashboard\/people$/);
});
