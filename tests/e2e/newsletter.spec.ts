// The newsletter in the browser: a visitor signs up, confirms from the e-mail, changes their
// mind and back; the operator writes a campaign, previews it, sends a test and sends it. Every
// new screen passes axe. E-mail goes to the real SMTP server tests/start-test-server.ts runs.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";
import { signIn } from "#tests/e2e/admin-session.ts";

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

/** Signs an address up and follows its confirmation link, as a reader elsewhere would. */
async function addActiveReader(origin: string, address: string) {
  const signedUp = await fetch(`${origin}/api/subscribe`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: origin,
      "X-Forwarded-For": "192.0.2.88",
    },
    body: JSON.stringify({ email: address }),
  });
  expect(signedUp.status).toBe(202);
  const confirmation = await mailTo(address, /^Confirm your subscription/);
  const path = /http:\/\/localhost:3000(\/newsletter\/confirm\?token=[\w.-]+)/.exec(
    confirmation.text,
  )![1]!;
  // The link's page has a button; its form posts back to the link.
  expect((await fetch(`${origin}${path}`, { method: "POST" })).status).toBe(200);
}

test.describe.configure({ mode: "serial" });

test("a visitor signs up, confirms from the e-mail, leaves and comes back", async ({ page }) => {
  // An e-mail round trip, six pages and five axe checks: more than a minute on a busy machine.
  test.slow();
  await gotoHydrated(page, "/");
  await page.getByRole("textbox", { name: "Email address" }).fill(reader);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your inbox", { exact: true })).toBeVisible();

  const confirmation = await mailTo(reader, /^Confirm your subscription/);
  const link = /http:\/\/localhost:3000(\/newsletter\/confirm\?token=[\w.-]+)/.exec(
    confirmation.text,
  )![1]!;
  // Opening the link only asks: a mail scanner that opens it confirms nobody.
  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "Confirm your subscription" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
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
  // Three e-mail round trips (test copy, a reader's confirmation, the newsletter) and axe.
  test.slow();
  await signIn(page);
  await page.getByRole("link", { name: "Newsletter Subscribers" }).click();
  await expect(page.getByRole("row").filter({ hasText: reader })).toContainText("Active");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Campaigns", exact: true }).click();
  // Other specs on this server may have written campaigns already (the Activity one does).
  await expect(page.getByRole("link", { name: "New campaign" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "New campaign" }).click();
  const form = page.getByRole("form", { name: "Edit campaign" });
  const subject = `Harmattan travel tips ${Date.now()}`;
  await form.getByLabel("Subject", { exact: true }).fill(subject);
  await form.getByLabel("Preheader (optional)").fill("Dry air, dusty skies, clear roads");
  await form
    .getByLabel("Body", { exact: true })
    .fill("## Before you fly\n\nCheck our [visa guide](https://www.booking.com/x) first.");
  await form.getByRole("button", { name: "Create draft" }).click();
  // A partner link is refused, and the field says why.
  await expect(form.getByText(/partner and shop links do not belong in e-mail/)).toBeVisible();
  await form
    .getByLabel("Body", { exact: true })
    .fill("## Before you fly\n\nCheck our [visa guide](/blog/ghana-visa-requirements) first.");
  // The French version, for readers who signed up on a French page (issue 44).
  await form.getByLabel("French subject (optional)").fill(`Conseils pour l'harmattan ${subject}`);
  await form
    .getByLabel("French body (optional)")
    .fill("## Avant le départ\n\nLisez notre [guide des visas](/fr/faq/visa).");
  await form.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Saved", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.locator("pre").first()).toContainText("Check our visa guide");
  await expect(page.locator('pre[lang="fr"]')).toContainText("Lisez notre guide des visas");
  await expect(page.getByRole("link", { name: "Open the French HTML version" })).toHaveAttribute(
    "href",
    /\/api\/admin\/campaigns\/\d+\/preview\?lang=fr$/,
  );
  await expect(page.getByRole("link", { name: "Open the HTML version" })).toHaveAttribute(
    "href",
    /\/api\/admin\/campaigns\/\d+\/preview$/,
  );
  await expectNoAxeViolations(page);

  await page.getByLabel("Send a test to").fill("editor@example.com");
  await page.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Test Queued", { exact: true }).first()).toBeVisible();
  const testCopy = await mailTo("editor@example.com", new RegExp(`^\\[Test\\] ${subject}`));
  expect(testCopy.text).toContain("1 Test Street, Wilmington");

  // Sending asks first, in a dialog naming how many it goes to; Escape backs out of it.
  const sendNow = page.getByRole("button", { name: "Send now to every active subscriber" });
  await sendNow.click();
  const dialog = page.getByRole("dialog", { name: "Send to 1 subscriber?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Sending", { exact: true })).toHaveCount(0);
  // With the keyboard alone: the button, then the dialog's own confirm button.
  await sendNow.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Send to 1 subscriber" })).toBeFocused();
  // A second reader confirms while the dialog is open: the server asks again with the new number.
  const second = `e2e-second-${Date.now()}@example.com`;
  await addActiveReader(new URL(page.url()).origin, second);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText(
    "you confirmed 1 subscriber, and it now goes to 2 subscribers",
  );
  const again = page.getByRole("region", { name: "Send to 2 subscribers?" });
  await expect(again).toBeVisible();
  await expectNoAxeViolations(page);
  await again.getByRole("button", { name: "Send to 2 subscribers" }).click();
  await expect(page.getByText("Sending", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("It is going to 2 subscribers now.").first()).toBeVisible();
  await mailTo(second, new RegExp(`^${subject}`));
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

test("without JavaScript, sending asks on a page of its own, and asks again when the number changed", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, { scripts: false });
  await page.goto("/admin/dashboard/campaigns/new");
  const subject = `No-script send ${Date.now()}`;
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Body", { exact: true }).fill("Read the [FAQ](/faq).");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.getByText("It goes to 2 subscribers (active")).toBeVisible();

  await page.getByRole("button", { name: "Send now to every active subscriber" }).click();
  const question = page.getByRole("region", { name: "Send to 2 subscribers?" });
  await expect(question).toBeVisible();
  // Cancel sends nothing.
  await question.getByRole("link", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  const figures = page.locator("dl").filter({ hasText: "Recipients" });
  await expect(figures.getByRole("definition").first()).toHaveText("Draft");
  await page.getByRole("button", { name: "Send now to every active subscriber" }).click();

  // A third reader confirms meanwhile: the number on the page is stale, so it is asked again.
  const third = `e2e-third-${Date.now()}@example.com`;
  await addActiveReader(new URL(page.url()).origin, third);
  await page.getByRole("button", { name: "Send to 2 subscribers" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "you confirmed 2 subscribers, and it now goes to 3 subscribers",
  );
  const again = page.getByRole("region", { name: "Send to 3 subscribers?" });
  await again.getByRole("button", { name: "Send to 3 subscribers" }).click();
  await expect(figures.getByRole("definition").first()).toHaveText(/^(Scheduled|Sending|Sent)$/);
  await mailTo(third, new RegExp(`^${subject}`));
  await context.close();
});

test("erasing a subscriber asks first, in the browser's dialog or, without JavaScript, on the page", async ({
  browser,
  page,
}) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const withScript = `e2e-erase-js-${Date.now()}@example.com`;
  const withoutScript = `e2e-erase-nojs-${Date.now()}@example.com`;
  await addActiveReader(origin, withScript);
  await addActiveReader(origin, withoutScript);

  await signIn(page);
  await gotoHydrated(page, "/admin/dashboard/subscribers");
  // Dismissing the dialog erases nobody; accepting it erases at once.
  page.once("dialog", (dialog) => void dialog.dismiss());
  await page.getByRole("button", { name: `Erase ${withScript}` }).click();
  await expect(page.getByRole("row").filter({ hasText: withScript })).toHaveCount(1);
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(
      `Erase ${withScript}? Their data is deleted and the address is never mailed again.`,
    );
    void dialog.accept();
  });
  await page.getByRole("button", { name: `Erase ${withScript}` }).click();
  await expect(page.getByText("Erased", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: withScript })).toHaveCount(0);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await signIn(plain, { scripts: false });
  await plain.goto("/admin/dashboard/subscribers");
  await plain.getByRole("button", { name: `Erase ${withoutScript}` }).click();
  const question = plain.getByRole("region", { name: `Erase ${withoutScript}?`, exact: false });
  await expect(question).toBeVisible();
  await expect(plain.getByRole("row").filter({ hasText: withoutScript })).toHaveCount(1);
  await question.getByRole("button", { name: `Erase ${withoutScript}` }).click();
  await expect(plain.getByRole("row").filter({ hasText: withoutScript })).toHaveCount(0);
  await context.close();
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
