// The Revenue tab as the operator meets it: a partner's report with a booking no click of ours
// made and amounts in two currencies is imported from the form; the totals are per currency, the
// unmatched booking has its own row and table, and the list of bookings shows each match. On a
// phone, with the keyboard, and without JavaScript.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";
import { signIn } from "#tests/e2e/admin-session.ts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.91" } });

// A month no other test books in, so the figures are this file's alone.
const RANGE = "/admin/dashboard/revenue?from=2025-04-01&to=2025-04-30";

test.describe.configure({ mode: "serial" });

test("an imported report's unmatched booking and second currency show in every table", async ({
  page,
}) => {
  await signIn(page);
  // A click of ours, as a visitor's Book Now on the Accra page makes it.
  const click = await page.request.get("/go/city/accra?placement=city-hero", {
    maxRedirects: 0,
    headers: { Referer: `${new URL(page.url()).origin}/accra` },
  });
  const label = new URL(click.headers().location!).searchParams.get("label")!;
  await gotoHydrated(page, RANGE);
  await page.getByLabel("Partner", { exact: true }).last().selectOption("booking");
  await page.getByLabel("Report (CSV)").setInputFiles({
    name: "booking.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        "Booking number,Booking date,Status,Commission,Currency,Label",
        `E2E-1,2025-04-10,OK,30.00,USD,${label}`,
        "E2E-2,2025-04-11,Booked,12.00,USD,not-one-of-ours",
        `E2E-3,2025-04-12,OK,250.00,GHS,${label}`,
      ].join("\n"),
    ),
  });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("3 new, 0 updated.").first()).toBeVisible();
  await page.reload();

  const headline = page.locator("dl").filter({ hasText: "Bookings" });
  await expect(headline.getByText("250.00 GHS · 42.00 USD", { exact: true })).toBeVisible();
  const byPartner = page.getByRole("table", { name: "By partner" });
  await expect(
    byPartner.getByRole("row", { name: /Unmatched bookings \(no matching click\)/ }),
  ).toContainText("12.00 USD");
  const unmatched = page.getByRole("table", { name: "Unmatched bookings by partner" });
  await expect(unmatched.getByRole("row", { name: /^booking/ })).toContainText("12.00 USD");
  const bookings = page.getByRole("table", { name: "Imported bookings, newest first" });
  await expect(bookings.getByRole("row", { name: /E2E-2/ })).toContainText("no matching click");
  await expect(bookings.getByRole("row", { name: /E2E-3/ })).toContainText(
    `click ${label}: city-hero on /accra`,
  );
  await expectNoAxeViolations(page);

  // The keyboard alone filters the list: the partner, the month, then the button.
  const filter = page.getByRole("form", { name: "Filter imported bookings" });
  await filter.getByLabel("Partner").focus();
  await page.keyboard.press("End");
  await expect(filter.getByLabel("Partner")).toHaveValue("amazon");
  // Past the month's fields (month and year each take a Tab) to the button.
  const show = filter.getByRole("button", { name: "Show bookings" });
  for (
    let step = 0;
    step < 4 && !(await show.evaluate((el) => el === document.activeElement));
    step++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(show).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/partner=amazon/);
  await expect(page.getByText("0 bookings from amazon")).toBeVisible();
});

test("on a phone the Revenue tab fits the screen; its tables scroll inside themselves", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page);
  await gotoHydrated(page, RANGE);
  await expect(page.getByRole("table", { name: "Unmatched bookings by partner" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test("without JavaScript the bookings list filters by partner and month from a plain form", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, { scripts: false });
  await page.goto(RANGE);
  const filter = page.getByRole("form", { name: "Filter imported bookings" });
  await filter.getByLabel("Partner").selectOption("booking");
  await filter.getByLabel("Month booked").fill("2025-04");
  await filter.getByRole("button", { name: "Show bookings" }).click();
  await expect(page).toHaveURL(/partner=booking&month=2025-04/);
  await expect(page.getByText("3 bookings from booking made in 2025-04")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Imported bookings, newest first" }).getByRole("row"),
  ).toHaveCount(4);
  await context.close();
});
