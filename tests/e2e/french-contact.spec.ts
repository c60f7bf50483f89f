// The French contact page in a browser (issue 44): a message sent in French with scripts (the
// French toast, "Envoi en cours…" while it goes, the fields cleared) and without them (the French
// notice above the form), the server's French field errors beside their fields, the French
// failure when the server cannot be reached, and axe on the page with its errors showing.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated, onFormPost } from "#tests/e2e/hydration.ts";

// Our own client address (loopback is a trusted proxy), so these tests have their own
// rate-limit counters.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.144" } });

const message =
  "Nous arrivons de Lomé par Aflao un samedi soir : quel quartier d'Accra conseillez-vous ?";

function field(page: Page, name: "Nom" | "E-mail" | "Message") {
  return page.getByRole("form", { name: "Formulaire de contact" }).getByRole("textbox", {
    name,
    exact: true,
  });
}

async function fill(page: Page, name: string) {
  await field(page, "Nom").fill(name);
  await field(page, "E-mail").fill("kossi@example.tg");
  await field(page, "Message").fill(message);
}

test.describe("the French contact page", () => {
  test("shows the form in French with the page's text, and passes axe", async ({ page }) => {
    await gotoHydrated(page, "/fr/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Nous contacter" })).toBeVisible();
    await expect(field(page, "Message")).toHaveAttribute(
      "placeholder",
      "Dites-nous comment nous pouvons vous aider…",
    );
    await expect(page.getByRole("button", { name: "Envoyer le message" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Ce pour quoi nous pouvons vous aider" }),
    ).toBeVisible();
    await expect(page.getByText("Messages du formulaire")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("sends with scripts: 'Envoi en cours…', then a French toast and cleared fields", async ({
    page,
  }) => {
    await gotoHydrated(page, "/fr/contact");
    await onFormPost(page, "/fr/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await fill(page, "Kossi E2E");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("button", { name: "Envoi en cours…" })).toBeDisabled();
    await expect(page.getByText("C'est envoyé !", { exact: true })).toBeVisible();
    await expect(page.getByText("Votre message a bien été envoyé.", { exact: true })).toBeVisible();
    for (const name of ["Nom", "E-mail", "Message"] as const) {
      await expect(field(page, name)).toHaveValue("");
    }
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expectNoAxeViolations(page);
  });

  test("shows the server's field errors in French beside their fields, with scripts", async ({
    page,
  }) => {
    await gotoHydrated(page, "/fr/contact");
    // Only spaces passes the browser's required check; the server's trims it away.
    await fill(page, "   ");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Le champ Nom est obligatoire.")).toBeVisible();
    await expect(field(page, "Nom")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Erreur", { exact: true })).toBeVisible();
    await expect(field(page, "Message")).toHaveValue(message);
    await expectNoAxeViolations(page);
  });

  test("a failure to reach the server shows the French toast and keeps the fields", async ({
    page,
  }) => {
    await gotoHydrated(page, "/fr/contact");
    await onFormPost(page, "/fr/contact", (route) => route.abort());
    await fill(page, "Kossi E2E");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(
      page.getByText("L'envoi du message a échoué. Veuillez réessayer.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Erreur", { exact: true })).toBeVisible();
    await expect(field(page, "Nom")).toHaveValue("Kossi E2E");
    await expect(field(page, "Message")).toHaveValue(message);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows French field errors and keeps the fields, then confirms in French", async ({
      page,
    }) => {
      await page.goto("/fr/contact");
      await fill(page, "   ");
      // An address the browser lets through and the server does not: no dot after the @.
      await field(page, "E-mail").fill("kossi@exemple");
      await page.getByRole("button", { name: "Envoyer le message" }).click();
      await expect(page).toHaveURL(/\/fr\/contact$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("alert").first()).toHaveText(
        "Veuillez corriger les champs signalés ci-dessous.",
      );
      await expect(page.getByText("Le champ Nom est obligatoire.")).toBeVisible();
      await expect(page.getByText("Saisissez une adresse e-mail valide.")).toBeVisible();
      await expect(field(page, "E-mail")).toHaveValue("kossi@exemple");
      await expect(field(page, "Message")).toHaveValue(message);

      await field(page, "Nom").fill("Kossi sans JS");
      await field(page, "E-mail").fill("kossi@example.tg");
      await page.getByRole("button", { name: "Envoyer le message" }).click();
      await expect(page.getByRole("status")).toHaveText("Votre message a bien été envoyé.");
      await expect(field(page, "Nom")).toHaveValue("");
    });
  });
});
