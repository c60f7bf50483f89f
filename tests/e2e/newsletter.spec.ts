// The newsletter in the browser: a visitor signs up, confirms from the e-mail, changes their
// mind and back; the operator writes a campaign, previews it, sends a test and sends it. Every
// new screen passes axe. E-mail goes to the real SMTP server tests/start-test-server.ts runs.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";

const MAILBOX = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 4175}/messages`;
const reader = `e2e-newsletter-${Date.now()}@example.com`;

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

async function mailTo(address: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    const mails = (await (await fetch(MAILBOX)).json()) as Mail[];
    found = mails.find((mail) => mail.to.includes(address) && subject.test(mail.subject));
    expect(found).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

async function logIn(page: Page) {
  await gotoHydrated(page, "/admin");
  await page.getByLabel("Password").fill("e2e-admin-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.describe.configure({ mode: "serial" });

test("a visitor signs up, confirms from the e-mail, leaves and comes back", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("textbox", { name: "Email address" }).fill(reader);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your inbox", { exact: true })).toBeVisible();

  const confirmation = await mailTo(reader, /^Confirm your subscription/);
  const link = /http:\/\/localhost:3000(\/newsletter\/confirm\?token=[\w.-]+)/.exec(
    confirmation.text,
  )![1]!;
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "change your mind here" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your newsletter preferences" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Subscribe again" }).click();
  await expect(page.getByText("You're subscribed again.")).toBeVisible();

  // The one-button page a newsletter's unsubscribe link opens.
  await page.goto(page.url().replace("/preferences?", "/unsubscribe?"));
  await expect(
    page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A damaged link says so plainly.
  const broken = await page.goto("/newsletter/confirm?token=damaged");
  expect(broken?.status()).toBe(400);
  await expect(
    page.getByRole("heading", { level: 1, name: "This link does not work" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the operator writes a campaign, previews it, sends a test, then sends it", async ({
  page,
}) => {
  await logIn(page);
  await page.getByRole("link", { name: "Newsletter Subscribers" }).click();
  await expect(page.getByRole("row").filter({ hasText: reader })).toContainText("Active");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Campaigns", exact: true }).click();
  await expect(page.getByText("No campaigns yet")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "New campaign" }).click();
  const form = page.getByRole("form", { name: "Edit campaign" });
  const subject = `Harmattan travel tips ${Date.now()}`;
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Preheader (optional)").fill("Dry air, dusty skies, clear roads");
  await form
    .getByLabel("Body")
    .fill("## Before you fly\n\nCheck our [visa guide](https://www.booking.com/x) first.");
  await form.getByRole("button", { name: "Create draft" }).click();
  // A partner link is refused, and the field says why.
  await expect(form.getByText(/partner and shop links do not belong in e-mail/)).toBeVisible();
  await form
    .getByLabel("Body")
    .fill("## Before you fly\n\nCheck our [visa guide](/blog/ghana-visa-requirements) first.");
  await form.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Saved", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.locator("pre")).toContainText("Check our visa guide");
  await expect(page.getByRole("link", { name: "Open the HTML version" })).toHaveAttribute(
    "href",
    /\/api\/admin\/campaigns\/\d+\/preview$/,
  );
  await expectNoAxeViolations(page);

  await page.getByLabel("Send a test to").fill("editor@example.com");
  await page.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Test Queued", { exact: true }).first()).toBeVisible();
  const test = await mailTo("editor@example.com", new RegExp(`^\\[Test\\] ${subject}`));
  expect(test.text).toContain("1 Test Street, Wilmington");

  await page.getByRole("button", { name: "Send now to every active subscriber" }).click();
  await expect(page.getByText("Sending", { exact: true }).first()).toBeVisible();
  const sent = await mailTo(reader, new RegExp(`^${subject}`));
  expect(sent.text).toContain("/newsletter/click?c=");
  await expect(async () => {
    await page.reload();
    const figures = page.locator("dl").filter({ hasText: "Recipients" });
    await expect(figures.getByRole("definition").first()).toHaveText("Sent", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "All campaigns" }).click();
  await expect(page.getByRole("row").filter({ hasText: subject })).toContainText("Sent");
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the page a sign-up returns opens at the confirmation, not screens above it", async ({
    page,
  }) => {
    await page.goto("/");
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.scrollIntoViewIfNeeded();
    await email.fill(`e2e-nojs-phone-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL(/\/\?index#newsletter$/);
    const status = page.getByRole("status");
    await expect(status).toHaveText(/check your inbox/);
    await expect(status).toBeInViewport();
    await expect(
      page.getByRole("heading", { name: "Get Ghana travel tips in your inbox" }),
    ).toBeInViewport();
  });

  test("a link to the sign-up opens at the form", async ({ page }) => {
    await page.goto("/#newsletter");
    await expect(page.getByRole("textbox", { name: "Email address" })).toBeInViewport();
  });
});
