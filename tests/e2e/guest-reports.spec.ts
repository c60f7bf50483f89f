// A guest's report in the browser (issue 40): on a 360 px phone without JavaScript, a guest follows
// the hotel page's "Tell other travellers", fixes a refused note without retyping anything, sends
// the report and confirms it from the e-mailed link with the page's button; an editor approves it
// under In review; the hotel page then says "Reported by 1 guest". Axe checks each screen.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { signIn } from "#tests/e2e/admin-session.ts";

const MAILBOX = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 4175}/messages`;
const HOTEL = "Golden Bean Hotel";
const SLUG = "golden-bean-hotel";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.141" } });

async function mailedLink(address: string): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    const mails = (await (await fetch(MAILBOX)).json()) as { to: string[]; text: string }[];
    found = mails
      .filter((mail) => mail.to.includes(address))
      .map((mail) => new RegExp(`/hotels/${SLUG}/stayed/[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0])
      .filter(Boolean)
      .at(-1);
    expect(found).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found!;
}

test("a guest reports on a phone without JavaScript, confirms by the button, and an editor approves", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const address = `guest-${Date.now()}@stayed.example`;
  const thisMonth = new Date().toISOString().slice(0, 7);

  const phone = await browser.newContext({
    viewport: { width: 360, height: 780 },
    javaScriptEnabled: false,
  });
  const guest = await phone.newPage();
  await guest.goto(`/hotels/${SLUG}`);
  await guest.getByRole("link", { name: "Tell other travellers" }).click();
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(
    `Stayed at ${HOTEL}? Tell other travellers`,
  );
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const form = guest.getByRole("form", { name: "Report your stay" });
  await form.getByLabel("When did you stay?").selectOption(thisMonth);
  await form.getByLabel("It went off, and the backup ran the air conditioning too").check();
  await form.getByLabel("MTN MoMo").check();
  await form.getByLabel(/Anything else travellers should know/).fill("Photos at www.example.com");
  await form.getByLabel("Your e-mail address").fill(address);
  await form.getByRole("button", { name: "Send my report" }).click();

  // Refused: the note holds a link; nothing typed is lost.
  await expect(guest.getByRole("alert").filter({ hasText: "needs a change" })).toContainText(
    "One answer needs a change",
  );
  await expect(guest.getByText(/^The note takes words, not links/)).toBeVisible();
  await expect(form.getByLabel("MTN MoMo")).toBeChecked();
  await expect(
    form.getByLabel("It went off, and the backup ran the air conditioning too"),
  ).toBeChecked();
  await expect(form.getByLabel("When did you stay?")).toHaveValue(thisMonth);
  await expect(form.getByLabel("Your e-mail address")).toHaveValue(address);
  await form.getByLabel(/Anything else travellers should know/).fill("The generator is quiet.");
  await form.getByRole("button", { name: "Send my report" }).click();
  await expect(guest.getByRole("status")).toContainText("We have sent you a link");

  const link = await mailedLink(address);
  await guest.goto(link);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Confirm your report");
  await guest.getByRole("button", { name: "Confirm my report" }).click();
  await expect(guest.getByRole("status")).toContainText(`your report on ${HOTEL} is confirmed`);
  await phone.close();

  // Axe needs scripts: it checks the form and the confirmation page in a browser that runs them.
  const scripted = await browser.newContext();
  const look = await scripted.newPage();
  await look.goto(`/hotels/${SLUG}/stayed`);
  await expectNoAxeViolations(look);
  await look.goto(link);
  await expectNoAxeViolations(look);
  await scripted.close();

  await signIn(page);
  await page.goto("/admin/dashboard/content/in-review");
  await page
    .getByRole("table", { name: /Guest reports/ })
    .getByRole("link", { name: HOTEL })
    .last()
    .click();
  await expect(page.getByRole("heading", { name: "Guest reports" })).toBeVisible();
  await expectNoAxeViolations(page);
  const report = page.getByRole("listitem").filter({ hasText: "Note: The generator is quiet." });
  await report.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("No guest report is waiting.")).toBeVisible();

  const month = new Date().toLocaleString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await expect(async () => {
    await visitor.goto(`/hotels/${SLUG}`);
    await expect(visitor.getByText(`Reported by 1 guest, latest ${month}`).first()).toBeVisible();
  }).toPass({ timeout: 15_000 });
  const facts = visitor.getByRole("region", { name: "Practical facts" });
  await expect(facts).toContainText("Whole property, air conditioning included");
  await expect(facts).toContainText("MTN MoMo");
  await expect(facts).not.toContainText("Stated by the hotel");
  await visitorContext.close();
});
