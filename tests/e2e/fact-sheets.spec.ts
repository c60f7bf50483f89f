// A hotel's fact sheet in the browser (issue 40): an editor e-mails the link from the hotel's
// editor; the manager, on a 360 px phone without JavaScript, fixes a refused answer without
// retyping anything and sends the sheet; the editor accepts part of it under In review; the
// hotel page then says the accepted facts are stated by the hotel. With JavaScript, on the same
// phone, a photo is made smaller before it is sent. Axe checks each screen.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { signIn } from "#tests/e2e/admin-session.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";

const MAILBOX = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 4175}/messages`;
const HOTEL = "Tang Palace Hotel";
const SLUG = "tang-palace-hotel";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.140" } });

async function mailedLink(address: string): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    const mails = (await (await fetch(MAILBOX)).json()) as { to: string[]; text: string }[];
    found = mails
      .filter((mail) => mail.to.includes(address))
      .map((mail) => /\/fact-sheet\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0])
      .filter(Boolean)
      .at(-1);
    expect(found).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found!;
}

test("a manager answers on a phone without JavaScript, and an editor accepts part of it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const address = `manager-${Date.now()}@tangpalace.example`;
  await signIn(page);
  await page.goto(`/admin/dashboard/content/hotels?q=${SLUG}`);
  await page.getByRole("table").getByRole("link", { name: HOTEL, exact: true }).click();
  await page.getByRole("link", { name: "Ask the hotel for its fact sheet" }).click();
  await expectNoAxeViolations(page);
  const request = page.getByRole("form", { name: "Request a fact sheet" });
  await request.getByLabel("The hotel's e-mail address").fill(address);
  await request.getByRole("button", { name: "E-mail a fact-sheet link" }).click();
  await expect(page.getByText(`Link e-mailed to ${address}.`)).toBeVisible();
  const link = await mailedLink(address);
  // Axe needs scripts: it checks the form in a browser that runs them.
  const scripted = await browser.newContext();
  const look = await scripted.newPage();
  await look.goto(link);
  await expectNoAxeViolations(look);
  await scripted.close();

  const phone = await browser.newContext({
    viewport: { width: 360, height: 780 },
    javaScriptEnabled: false,
  });
  const manager = await phone.newPage();
  await manager.goto(link);
  await expect(manager.getByRole("heading", { level: 1 })).toHaveText(`${HOTEL}: fact sheet`);
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  const sheet = manager.getByRole("form", { name: "Fact sheet" });
  await sheet
    .getByRole("group", { name: /what keeps running/ })
    .getByLabel("Everything, air conditioning included")
    .check();
  await sheet.getByLabel("Generator", { exact: true }).check();
  await sheet.getByLabel("MTN MoMo").check();
  await sheet.getByLabel("Telecel Cash").check();
  await sheet.getByLabel("Lowest rate").fill("450");
  await sheet.getByLabel("Your role").fill("General manager");
  await sheet.getByRole("button", { name: "Send the fact sheet" }).click();

  // Refused: the name is missing and the rate has no currency; nothing typed is lost.
  await expect(
    manager.getByRole("alert").filter({ hasText: "answers need a change" }),
  ).toContainText("2 answers need a change");
  await expect(manager.getByText(/^Your name is required/)).toBeVisible();
  await expect(
    manager.getByText("Say whether the rate is in cedis (GHS) or US dollars (USD)."),
  ).toBeVisible();
  await expect(sheet.getByLabel("MTN MoMo")).toBeChecked();
  await expect(sheet.getByLabel("Lowest rate")).toHaveValue("450");
  await expect(sheet.getByLabel("Your role")).toHaveValue("General manager");
  await sheet.getByLabel("Your name").fill("Kofi Boateng");
  await sheet.getByLabel("US dollars (USD)").check();
  await sheet.getByRole("button", { name: "Send the fact sheet" }).click();
  await expect(manager.getByRole("status")).toContainText(`We have your answers for ${HOTEL}`);
  await phone.close();

  // The editor accepts the power and payment, not the rate.
  await page.goto("/admin/dashboard/content/in-review");
  await page
    .getByRole("table", { name: /Fact sheets from hotels/ })
    .getByRole("link", { name: HOTEL })
    .last()
    .click();
  await expect(page.getByText("Answered by Kofi Boateng, General manager")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Accept Rate card").uncheck();
  await page.getByRole("button", { name: "Accept the ticked parts" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/content\/hotels\/\d+$/);

  const month = new Date().toLocaleString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await expect(async () => {
    await visitor.goto(`/hotels/${SLUG}`);
    await expect(visitor.getByText(`Stated by the hotel, ${month}`).first()).toBeVisible();
  }).toPass({ timeout: 15_000 });
  const facts = visitor.getByRole("region", { name: "Practical facts" });
  await expect(facts).toContainText("Whole property, air conditioning included (generator)");
  await expect(facts).toContainText("MTN MoMo, Telecel Cash");
  await expect(visitor.getByText("$450")).toHaveCount(0);
  await visitorContext.close();
});

test("with JavaScript, a phone sends a photo made smaller, and the form lists it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/admin/dashboard/content/hotels?q=urbano");
  await page.getByRole("table").getByRole("link", { name: "Urbano Hotel", exact: true }).click();
  await page.getByRole("link", { name: "Ask the hotel for its fact sheet" }).click();
  await page.getByRole("button", { name: "Make a link to copy or send by WhatsApp" }).click();
  const link = new URL(await page.getByLabel("The link").inputValue()).pathname;
  // Each open link's Revoke button says which link it revokes.
  await expect(
    page
      .getByRole("region", { name: "Open links" })
      .getByRole("button", { name: /^Revoke link made on .+/ }),
  ).not.toHaveCount(0);

  // A 12-megapixel phone photo: soft texture, so it compresses like a photograph.
  const original = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#3a7d44",
      noise: { type: "gaussian", mean: 128, sigma: 24 },
    },
  })
    .blur(3)
    .jpeg({ quality: 92 })
    .toBuffer();

  const phone = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const manager = await phone.newPage();
  await gotoHydrated(manager, link);
  const sheet = manager.getByRole("form", { name: "Fact sheet" });
  await expect(sheet).toContainText("up to 15 MB each");
  await sheet.getByLabel("Choose photos").setInputFiles({
    name: "garden.jpg",
    mimeType: "image/jpeg",
    buffer: original,
  });
  // The field now holds the smaller copy, made on the phone.
  await expect
    .poll(() =>
      sheet
        .getByLabel("Choose photos")
        .evaluate((input: HTMLInputElement) => input.files?.[0]?.size),
    )
    .toBeLessThan(original.length / 3);
  const send = sheet.getByRole("button", { name: "Send the fact sheet" });
  await expect(send).toBeEnabled();
  await sheet.getByLabel("Your role").fill("Manager");
  // Chromium reports no size for a body holding a file: the server's record of it says below.
  await send.click();

  // Refused for the missing name; the photo stays, listed by its name with its Remove button.
  await expect(manager.getByText(/^Your name is required/)).toBeVisible();
  const received = sheet.getByRole("list", { name: "Photos received" });
  await expect(received).toContainText("garden.jpg");
  await expect(received.getByRole("button", { name: "Remove garden.jpg" })).toBeVisible();
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  await expectNoAxeViolations(manager);

  // What arrived is the 1920-pixel-wide copy (the server keeps an upload's size as sent), not the
  // 4000-pixel original.
  const mediaId = await received
    .getByRole("button", { name: "Remove garden.jpg" })
    .getAttribute("value");
  const stored = (await (await page.request.get(`/api/admin/media/${mediaId}`)).json()) as {
    width: number;
    height: number;
  };
  expect(stored).toMatchObject({ width: 1920, height: 1440 });
  await phone.close();
});
