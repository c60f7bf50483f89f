// The studio speaks both (issue 44, docs/decisions/053), on the real server and database: a
// contributor translates the cookie policy into French (refused first for a description too long),
// submits it, may not publish it; an editor sends it back with a note, then publishes the
// resubmitted version, and /fr/cookie-policy shows it; an earlier revision comes back as a new
// draft. The Content tab lists each page's French status and filters to what lacks French; the
// seed made the bundled French texts the published French versions of their items. Forms are
// posted as a browser without scripts posts them.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi, adminCookie, visibleText } from "#tests/http.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { makeDataDir, startServer, type RunningServer } from "#tests/server-process.ts";

const dataDir = makeDataDir();
let server: RunningServer;
let database: OwnDatabase | null = null;
let owner: string;
const suffix = Date.now().toString(36);

beforeAll(async () => {
  database = await createOwnDatabase("french-versions");
  server = await startServer({ dataDir, env: database ? { DATABASE_URL: database.url } : {} });
  owner = await adminCookie(server.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A person of `role`, invited by the owner and signed in by accepting the invitation. */
async function teamMember(role: "editor" | "contributor"): Promise<string> {
  const { acceptUrl } = await json<{ acceptUrl: string }>(
    await adminApi(server.url, owner, "POST", "people", {
      email: `${role}.fr.${suffix}@example.com`,
      role,
    }),
    201,
  );
  const accepted = await fetch(`${server.url}${new URL(acceptUrl).pathname}`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/json" },
    body: JSON.stringify({ password: `a-long-${role}-password`, name: `Test ${role}` }),
  });
  expect(accepted.status).toBe(200);
  return accepted.headers.get("set-cookie")!.split(";")[0]!;
}

function screen(path: string, cookie: string) {
  return fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
}

function post(path: string, cookie: string, fields: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The version the French screen's form carries. */
async function formVersion(path: string, cookie: string): Promise<string> {
  const html = await (await screen(path, cookie)).text();
  return /name="version" value="(\d+)"/.exec(html)![1]!;
}

const words = {
  title: "Politique relative aux cookies",
  heading: "Nos cookies, expliqués simplement",
  description: "Les cookies que {{site.name}} dépose, pourquoi, et comment les refuser.",
  body: "Nous utilisons très peu de cookies : celui de votre session et celui de vos préférences.",
};

describe("an editor can translate, review and publish a page in French", () => {
  it("goes from missing to published, and /fr shows it", async () => {
    const writer = await teamMember("contributor");
    const editor = await teamMember("editor");
    const list = await json<{ items: { id: number; slug: string }[] }>(
      await adminApi(server.url, owner, "GET", "content/pages?q=cookie-policy", undefined),
      200,
    );
    const id = list.items.find((item) => item.slug === "cookie-policy")!.id;
    const path = `/admin/dashboard/content/pages/${id}/fr`;

    // Before: the French site says the page is not translated; the studio says French is missing.
    expect((await fetch(`${server.url}/fr/cookie-policy`)).status).toBe(404);
    const missing = await (await screen(path, writer)).text();
    expect(visibleText(missing)).toContain("French status: Missing");
    expect(missing).toMatch(/<textarea[^>]*lang="fr"/);
    const lacking = await (
      await screen("/admin/dashboard/content/pages?french=lacking", owner)
    ).text();
    expect(lacking).toContain(`/admin/dashboard/content/pages/${id}/fr`);

    // A description too long is refused by field, with what to do, and nothing is saved.
    const tooLong = await post(path, writer, {
      intent: "save",
      version: "0",
      ...words,
      description: "x".repeat(160),
    });
    expect(tooLong.status).toBe(400);
    expect(visibleText(await tooLong.text())).toContain(
      "The French meta description is at most 155 characters",
    );

    // The contributor submits (saving what the form shows first) and may not publish.
    const submitted = await post(path, writer, { intent: "submit", version: "0", ...words });
    expect(submitted.status, await submitted.text()).toBe(302);
    const inReview = await (await screen(path, writer)).text();
    expect(visibleText(inReview)).toContain("French status: In review");
    const refused = await post(path, writer, {
      intent: "publish",
      version: await formVersion(path, writer),
    });
    expect(refused.status).toBe(403);
    expect((await fetch(`${server.url}/fr/cookie-policy`)).status).toBe(404);

    // The editor sends it back, with a note (required), which the writer sees.
    const version = await formVersion(path, editor);
    expect((await post(path, editor, { intent: "send-back", version, note: "" })).status).toBe(400);
    const sentBack = await post(path, editor, {
      intent: "send-back",
      version,
      note: "Dites « témoins de connexion » une fois.",
    });
    expect(sentBack.status).toBe(302);
    const returned = visibleText(await (await screen(path, writer)).text());
    expect(returned).toContain("French status: Draft");
    expect(returned).toContain("Dites « témoins de connexion » une fois.");

    // Resubmitted with the change; a stale version is refused; the editor publishes.
    const revised = {
      ...words,
      body: `${words.body} Les cookies (ou « témoins de connexion ») ne servent jamais à la publicité.`,
    };
    const resubmitted = await post(path, writer, {
      intent: "submit",
      version: await formVersion(path, writer),
      ...revised,
    });
    expect(resubmitted.status).toBe(302);
    expect((await post(path, editor, { intent: "publish", version: "1" })).status).toBe(409);
    // Publish publishes what is saved: words typed and not saved are refused, not dropped.
    const unsaved = await post(path, editor, {
      intent: "publish",
      version: await formVersion(path, editor),
      ...revised,
      body: "Des mots que personne n'a enregistrés.",
    });
    expect(unsaved.status).toBe(409);
    expect(visibleText(await unsaved.text())).toContain("Save or discard your changes first");
    const published = await post(path, editor, {
      intent: "publish",
      version: await formVersion(path, editor),
    });
    expect(published.status).toBe(302);

    const french = await fetch(`${server.url}/fr/cookie-policy`);
    expect(french.status).toBe(200);
    const html = await french.text();
    expect(html).toMatch(/<html[^>]*lang="fr"/);
    expect(visibleText(html)).toContain("Nos cookies, expliqués simplement");
    expect(visibleText(html)).toContain("ne servent jamais à la publicité");
    expect(html).toContain("<title>Politique relative aux cookies");

    // The Content tab: published in French, so no longer listed as lacking it.
    const listed = await (
      await screen("/admin/dashboard/content/pages?q=cookie&french=published", owner)
    ).text();
    expect(listed).toMatch(
      new RegExp(`href="/admin/dashboard/content/pages/${id}/fr"[^>]*>Published</a>`),
    );
    const stillLacking = await (
      await screen("/admin/dashboard/content/pages?french=lacking", owner)
    ).text();
    expect(stillLacking).not.toContain(`/admin/dashboard/content/pages/${id}/fr`);

    // A change to the published French version is a draft: the site keeps the published words,
    // and the page does not count as lacking French meanwhile.
    const edited = await post(path, editor, {
      intent: "save",
      version: await formVersion(path, editor),
      ...revised,
      heading: "Un titre pas encore relu",
    });
    expect(edited.status).toBe(302);
    expect(visibleText(await (await screen(path, editor)).text())).toContain(
      "French status: Draft (the last published version stays on the site)",
    );
    const live = visibleText(await (await fetch(`${server.url}/fr/cookie-policy`)).text());
    expect(live).toContain("Nos cookies, expliqués simplement");
    expect(live).not.toContain("Un titre pas encore relu");
    const notLacking = await (
      await screen("/admin/dashboard/content/pages?french=lacking", owner)
    ).text();
    expect(notLacking).not.toContain(`/admin/dashboard/content/pages/${id}/fr`);

    // An earlier revision comes back as a new draft: here the published words, over the heading
    // typed since, which stays in the history. The site keeps the published words meanwhile.
    const history = visibleText(await (await screen(path, editor)).text());
    expect(history).toMatch(/Version 3 \(current\)/);
    expect(history).toContain("Restore version 2");
    expect(history).not.toContain("Restore version 3");
    const stale = await post(path, editor, { intent: "restore", revision: "2", version: "2" });
    expect(stale.status).toBe(409);
    const nowhere = await post(path, editor, {
      intent: "restore",
      revision: "99",
      version: await formVersion(path, editor),
    });
    expect(nowhere.status).toBe(404);
    expect(visibleText(await nowhere.text())).toContain(
      `There is no French version 99 of page ${id}.`,
    );
    const restored = await post(path, editor, {
      intent: "restore",
      revision: "2",
      version: await formVersion(path, editor),
    });
    expect(restored.status).toBe(302);
    const afterRestore = await (await screen(path, editor)).text();
    expect(afterRestore).toMatch(/name="heading"[^>]*value="Nos cookies, expliqués simplement"/);
    expect(await formVersion(path, editor)).toBe("4");
    expect(visibleText(afterRestore)).toMatch(/Version 4 \(current\)/);
    expect(visibleText(afterRestore)).toContain("Restore version 3");
    expect(visibleText(afterRestore)).toContain(
      "French status: Draft (the last published version stays on the site)",
    );

    // Each step is in the audit log under the person who took it.
    const audit = await json<{ actor: string; action: string }[]>(
      await adminApi(server.url, owner, "GET", "audit", undefined),
      200,
    );
    const actions = audit.map((entry) => `${entry.actor}: ${entry.action}`);
    expect(actions).toContain(
      `contributor.fr.${suffix}@example.com: page ${id} French version created`,
    );
    expect(actions).toContain(
      `contributor.fr.${suffix}@example.com: page ${id} French version submitted for review`,
    );
    expect(actions).toContain(
      `editor.fr.${suffix}@example.com: page ${id} French version sent back`,
    );
    expect(actions).toContain(
      `editor.fr.${suffix}@example.com: page ${id} French version published`,
    );
    expect(actions).toContain(
      `editor.fr.${suffix}@example.com: page ${id} French version restored to version 2`,
    );
  });

  it("the seed made the bundled French texts published French versions", async () => {
    const list = await json<{ items: { id: number; slug: string }[] }>(
      await adminApi(server.url, owner, "GET", "content/pages?q=privacy-policy", undefined),
      200,
    );
    const id = list.items.find((item) => item.slug === "privacy-policy")!.id;
    const text = visibleText(
      await (await screen(`/admin/dashboard/content/pages/${id}/fr`, owner)).text(),
    );
    expect(text).toContain("French status: Published");
    const page = await fetch(`${server.url}/fr/privacy-policy`);
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain("Politique de confidentialité");
  });
});
