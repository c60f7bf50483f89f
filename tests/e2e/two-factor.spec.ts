// Two-factor sign-in in the browser (issue 28): enrol by reading the key from the page and
// computing the code with otpauth (as an authenticator app would), keep the recovery
// codes, sign out and back in with a code, then turn it off. Axe on each new screen. The browser
// tests share one server, so the last step (and, should the test fail midway, afterAll with a
// recovery code) leaves two-factor off for the other specs' sign-ins.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { OWNER_EMAIL, ADMIN_PASSWORD, signIn } from "#tests/e2e/admin-session.ts";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { waitForHydration } from "#tests/e2e/hydration.ts";

// A client address of our own, so this file's sign-ins have their own throttling counter.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.128" } });

// The server accepts one 30-second step either side of now and each step once: enrolment uses
// the step before now, sign-in now, turning off the step after, so nothing waits for the clock.
const codeAt = (secret: string, offsetSteps: number) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * 30_000,
  });

let recoveryCodes: string[] = [];
let isLeftOn = false;

test.afterAll(async ({ request }) => {
  if (!isLeftOn || recoveryCodes.length < 2) return;
  const login = await request.post("/api/admin/login", {
    data: { email: OWNER_EMAIL, password: ADMIN_PASSWORD, code: recoveryCodes[0] },
  });
  const cookie = login.headers()["set-cookie"]!.split(";")[0]!;
  await request.post("/api/admin/account/two-factor", {
    data: { action: "disable", code: recoveryCodes[1] },
    headers: { Cookie: cookie },
  });
});

test("enrol with the key from the page, sign out, sign back in with a code", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.getByRole("link", { name: /your account$/ }).click();
  await page.getByRole("link", { name: "Manage two-factor sign-in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/account\/two-factor$/);
  await expect(
    page.getByRole("heading", { name: "Two-factor sign-in", exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const qr = page.getByRole("img", { name: "QR code for your authenticator app" });
  await expect(qr).toBeVisible();
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(200);
  await expectNoAxeViolations(page);

  const secret = (await page.locator("#two-factor-key").textContent())!.replaceAll(" ", "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  isLeftOn = true;
  await page.getByLabel("Code from your app").fill(codeAt(secret, -1));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  recoveryCodes = await page
    .getByRole("heading", { name: "Your recovery codes" })
    .evaluate((heading) =>
      [...heading.closest("section")!.querySelectorAll("li")].map((item) => item.textContent!),
    );
  expect(recoveryCodes).toHaveLength(10);
  await expect(page.getByText("Two-factor sign-in is on", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the codes as a .txt file" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("akwaaba-stays-recovery-codes.txt");
  const file = await readFile((await download.path())!, "utf8");
  for (const code of recoveryCodes) expect(file).toContain(code);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await waitForHydration(page);
  await page.getByLabel("E-mail address").fill(OWNER_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  const codeField = page.getByLabel("Authentication code");
  await expect(codeField).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await codeField.fill(codeAt(secret, 0));
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto("/admin/dashboard/account/two-factor");
  await page.getByLabel("Code to turn it off").fill(codeAt(secret, 1));
  await page.getByRole("button", { name: "Disable two-factor" }).click();
  await expect(page.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
  isLeftOn = false;
});
