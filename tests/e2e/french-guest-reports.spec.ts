// The guests' report form on a French hotel page in the browser (issue 44): with JavaScript, a
// French visitor follows "Racontez aux autres voyageurs", gets the refusals in French at their
// fields with everything kept, then the French confirmation, with axe on each screen; without
// JavaScript, on a 360 px phone, the same in French.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated } from "#tests/e2e/hydration.ts";

const HOTEL = "Golden Bean Hotel";
const SLUG = "golden-bean-hotel";
const thisMonth = new Date().toISOString().slice(0, 7);
const run = Date.now().toString(36);

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.148" } });

async function fillAndSend(page: Page, address: string) {
  const form = page.getByRole("form", { name: "Raconter votre séjour" });
  await form.getByLabel("Quand avez-vous séjourné ?").selectOption(thisMonth);
  await form
    .getByLabel(
      "Il y a eu une coupure, et le groupe de secours faisait aussi tourner la climatisation",
    )
    .check();
  await form.getByLabel("MTN MoMo").check();
  await form
    .getByLabel(/Autre chose que les voyageurs devraient savoir/)
    .fill("Voir www.exemple.com");
  await form.getByLabel("Votre adresse e-mail").fill(address);
  await form.getByRole("button", { name: "Envoyer mon témoignage" }).click();

  // Refused: the note holds a link; nothing typed is lost, and everything is said in French.
  await expect(page.getByRole("alert").filter({ hasText: "à corriger" })).toContainText(
    "Une réponse est à corriger",
  );
  await expect(page.getByText(/^La note n'accepte que du texte, pas de liens/)).toBeVisible();
  await expect(form.getByLabel("MTN MoMo")).toBeChecked();
  await expect(form.getByLabel("Quand avez-vous séjourné ?")).toHaveValue(thisMonth);
  await expect(form.getByLabel("Votre adresse e-mail")).toHaveValue(address);
  await form
    .getByLabel(/Autre chose que les voyageurs devraient savoir/)
    .fill("Le groupe électrogène est silencieux.");
  await form.getByRole("button", { name: "Envoyer mon témoignage" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Consultez votre boîte de réception" }),
  ).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Nous vous avons envoyé un lien");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
}

test("a French visitor reports a stay in French with JavaScript, passing axe", async ({ page }) => {
  test.slow();
  await gotoHydrated(page, `/fr/hotels/${SLUG}`);
  await page.getByRole("link", { name: "Racontez aux autres voyageurs" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/hotels/${SLUG}/stayed$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Vous avez séjourné à ${HOTEL} ? Racontez-le aux autres voyageurs`,
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expectNoAxeViolations(page);
  await fillAndSend(page, `fr-guest-${run}@stayed.example`);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: `Retour à ${HOTEL}` }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/hotels/${SLUG}$`));
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

  test("a French visitor reports a stay in French", async ({ page }) => {
    await page.goto(`/fr/hotels/${SLUG}`);
    await page.getByRole("link", { name: "Racontez aux autres voyageurs" }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await fillAndSend(page, `fr-guest-nojs-${run}@stayed.example`);
  });
});
