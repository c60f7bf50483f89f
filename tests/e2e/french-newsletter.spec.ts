// The French newsletter page in a browser (issue 44): a sign-up in French with scripts ("Inscription…"
// while it goes, the French toast with its French close button, the address cleared, the
// confirmation e-mail in French) and without them (the French notice under the address), the
// server's French refusal, the French failure when the server cannot be reached, and axe on the
// page with its answers showing.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/e2e/axe.ts";
import { gotoHydrated, onFormPost } from "#tests/e2e/hydration.ts";

// Our own client address (loopback is a trusted proxy), so these tests have their own
// rate-limit counters.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.146" } });

const MAILBOX = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 4175}/messages`;
const run = Date.now().toString(36);

/** A header as the mailbox stores it, its MIME encoded words (=?UTF-8?Q?…?=, or B) decoded. */
function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      Buffer.from(
        kind.toLowerCase() === "b"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text
                .replaceAll("_", " ")
                .replace(/=([0-9a-f]{2})/gi, (_hex, byte: string) =>
                  String.fromCharCode(Number.parseInt(byte, 16)),
                ),
              "latin1",
            ),
      ).toString("utf8"),
    );
}

function addressField(page: Page) {
  return page.getByRole("textbox", { name: "Adresse e-mail" });
}

function subscribe(page: Page) {
  return page.getByRole("button", { name: "S'inscrire" });
}

test.describe("the French newsletter page", () => {
  test("shows the sign-up form in French with the page's text, and passes axe", async ({
    page,
  }) => {
    await gotoHydrated(page, "/fr/newsletter");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(
      page.getByRole("heading", { level: 1, name: "La lettre d'information" }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Recevez nos conseils de voyage au Ghana par e-mail" }),
    ).toBeVisible();
    await expect(addressField(page)).toHaveAttribute("placeholder", "Saisissez votre e-mail");
    await expect(subscribe(page)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Comment ça marche" })).toBeVisible();
    await expect(page.getByText("Bouton :")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("signs up with scripts: 'Inscription…', a French toast, the address cleared, a French e-mail", async ({
    page,
  }) => {
    const email = `e2e-fr-${run}@example.ci`;
    await gotoHydrated(page, "/fr/newsletter");
    await onFormPost(page, "/fr/newsletter", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await addressField(page).fill(email);
    await subscribe(page).click();
    await expect(page.getByRole("button", { name: "Inscription…" })).toBeDisabled();
    await expect(
      page.getByText("Consultez votre boîte de réception", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/^Presque fini : ouvrez votre boîte de réception/)).toBeVisible();
    await expect(addressField(page)).toHaveValue("");
    await expect(page).toHaveURL(/\/fr\/newsletter$/);
    // The toast's own controls speak French too.
    await expect(page.getByRole("button", { name: "Fermer la notification" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeAttached();
    await expectNoAxeViolations(page);

    await expect(async () => {
      const mails = (await (await fetch(MAILBOX)).json()) as {
        to: string[];
        subject: string;
        text: string;
      }[];
      const mail = mails.find((item) => item.to.includes(email));
      expect(decodedHeader(mail?.subject ?? "")).toBe(
        "Confirmez votre inscription à Akwaaba Stays",
      );
    }).toPass({ timeout: 15_000 });
  });

  test("shows the server's refusal in French, with scripts", async ({ page }) => {
    await gotoHydrated(page, "/fr/newsletter");
    // An address the browser lets through and the server does not: no dot after the @.
    await addressField(page).fill("kossi@exemple");
    await subscribe(page).click();
    await expect(page.getByText("Erreur", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Saisissez une adresse e-mail valide.", { exact: true }),
    ).toBeVisible();
    await expect(addressField(page)).toHaveValue("kossi@exemple");
    await expectNoAxeViolations(page);
  });

  test("a failure to reach the server shows the French toast and keeps the address", async ({
    page,
  }) => {
    await gotoHydrated(page, "/fr/newsletter");
    await onFormPost(page, "/fr/newsletter", (route) => route.abort());
    await addressField(page).fill(`e2e-fr-offline-${run}@example.ci`);
    await subscribe(page).click();
    await expect(
      page.getByText("L'inscription a échoué. Veuillez réessayer.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Erreur", { exact: true })).toBeVisible();
    await expect(addressField(page)).toHaveValue(`e2e-fr-offline-${run}@example.ci`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("refuses a bad address in French beside it, then confirms in French", async ({ page }) => {
      await page.goto("/fr/newsletter");
      await addressField(page).fill("kossi@exemple");
      await subscribe(page).click();
      await expect(page).toHaveURL(/\/fr\/newsletter#newsletter$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("alert")).toHaveText("Saisissez une adresse e-mail valide.");
      await expect(addressField(page)).toHaveAttribute("aria-invalid", "true");
      await expect(addressField(page)).toHaveAccessibleDescription(
        "Saisissez une adresse e-mail valide.",
      );
      // What was typed stays, to correct. (Axe needs scripts: the scripted tests run it.)
      await expect(addressField(page)).toHaveValue("kossi@exemple");

      await addressField(page).fill(`e2e-fr-nojs-${run}@example.ci`);
      await subscribe(page).click();
      await expect(page.getByRole("status")).toHaveText(
        /^Presque fini : ouvrez votre boîte de réception/,
      );
      await expect(addressField(page)).toHaveValue("");
    });
  });
});

/** The French confirmation e-mail's link to a French sign-up, as a site-relative path. */
async function frenchConfirmLink(email: string): Promise<string> {
  let path: string | undefined;
  await expect(async () => {
    const mails = (await (await fetch(MAILBOX)).json()) as { to: string[]; text: string }[];
    const mail = mails.find((item) => item.to.includes(email));
    path = /http:\/\/localhost:3000(\/fr\/newsletter\/confirm\?token=[\w.-]+)/.exec(
      mail?.text ?? "",
    )?.[1];
    expect(path).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return path!;
}

async function signUpInFrench(origin: string, email: string) {
  const response = await fetch(`${origin}/fr/newsletter`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "X-Forwarded-For": "192.0.2.147",
    },
    body: new URLSearchParams({ email }).toString(),
  });
  expect(response.status).toBe(202);
}

test.describe("the pages a French subscriber's e-mails lead to", () => {
  test("confirm, change one's mind and come back, in French, passing axe", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const email = `e2e-fr-pages-${run}@example.ci`;
    await signUpInFrench(baseURL!, email);
    await gotoHydrated(page, await frenchConfirmLink(email));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(
      page.getByRole("heading", { level: 1, name: "Confirmez votre inscription" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Inscription confirmée" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "changer d'avis ici" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Vos préférences" })).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/newsletter\/preferences\?token=/);
    await page.getByRole("button", { name: "Se désinscrire" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Vous êtes désinscrit" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Se réinscrire" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Vous êtes de nouveau inscrit." }),
    ).toBeVisible();
    // Out again: the English spec's campaign counts the server's active readers.
    await page.getByRole("button", { name: "Se désinscrire" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Vous êtes désinscrit" }),
    ).toBeVisible();

    const broken = await page.goto("/fr/newsletter/confirm?token=damaged");
    expect(broken?.status()).toBe(400);
    await expect(
      page.getByRole("heading", { level: 1, name: "Ce lien ne fonctionne pas" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Aller au formulaire d'inscription" }).click();
    await expect(page).toHaveURL(/\/fr\/newsletter$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("confirms and unsubscribes in French", async ({ page, baseURL }) => {
      const email = `e2e-fr-pages-nojs-${run}@example.ci`;
      await signUpInFrench(baseURL!, email);
      await page.goto(await frenchConfirmLink(email));
      await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Inscription confirmée" }),
      ).toBeVisible();
      await page.getByRole("link", { name: "changer d'avis ici" }).click();
      await page.getByRole("button", { name: "Se désinscrire" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Vous êtes désinscrit" }),
      ).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    });
  });
});
