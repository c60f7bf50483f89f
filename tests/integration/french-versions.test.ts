// The studio speaks both (issue 44, docs/decisions/053), on the real server and database: a
// contributor translates the cookie policy into French (refused first for a description too long),
// submits it, may not publish it; an editor sends it back with a note, then publishes the
// resubmitted version, and /fr/cookie-policy shows it; an earlier revision comes back as a new
// draft. The Content tab lists each page's French status and filters to what lacks French; the
// seed made the bundled French texts the published French versions of their items. A guide's
// French version goes through the JSON API, and is published and taken off on a schedule by the
// job queue. Forms are posted as a browser without scripts posts them.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi, adminCookie, visibleText, waitFor } from "#tests/http.ts";
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

const members = new Map<string, Promise<string>>();

/** A person of `role`, invited by the owner and signed in by accepting the invitation (once). */
function teamMember(role: "editor" | "contributor"): Promise<string> {
  if (!members.has(role)) members.set(role, invite(role));
  return members.get(role)!;
}

async function invite(role: "editor" | "contributor"): Promise<string> {
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

    // Two French versions side by side, word by word: on the history's compare screen and
    // through the API.
    expect(history).toContain("Compare");
    const compare = await (await screen(`${path}/compare?from=2&to=3`, editor)).text();
    expect(visibleText(compare)).toContain("Compare French versions of");
    expect(visibleText(compare)).toContain("1 field(s) changed.");
    expect(compare).toMatch(/<td lang="fr"[^>]*>(?:(?!<\/td>)[\s\S])*<del[^>]*>[^<]*expliqués/);
    expect(compare).toMatch(/<td lang="fr"[^>]*>(?:(?!<\/td>)[\s\S])*<ins[^>]*>[^<]*relu/);
    const diff = await json<{ fields: { field: string; isChanged: boolean }[] }>(
      await adminApi(
        server.url,
        editor,
        "GET",
        `content/pages/${id}/fr/revisions/diff?from=2&to=3`,
        undefined,
      ),
      200,
    );
    expect(diff.fields.filter((field) => field.isChanged).map((field) => field.field)).toEqual([
      "heading",
    ]);
    const noSuch = await json<{ error: string }>(
      await adminApi(
        server.url,
        editor,
        "GET",
        `content/pages/${id}/fr/revisions/diff?from=2&to=99`,
        undefined,
      ),
      404,
    );
    expect(noSuch.error).toBe("There is no French version 99 of this item.");

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

interface FrenchJson {
  state: string;
  version: number;
  heading: string;
  published: { heading: string } | null;
  publishedBy: string | null;
  schedules: { id: number; action: string; language: string }[];
  revisions: { version: number }[];
}

describe("a French version through the JSON API, published and taken off on a schedule", () => {
  const slug = "best-time-to-visit-ghana";
  const frenchPath = `/fr/blog/${slug}`;
  const guideWords = {
    title: "Quand partir au Ghana",
    heading: "La meilleure saison pour voyager au Ghana",
    description: "Saison sèche, saison des pluies et harmattan : choisir le moment de son voyage.",
    body: "Le Ghana se visite toute l'année, mais chaque saison change la route et la plage.",
  };
  let api: (method: string, path: string, body?: unknown) => Promise<Response>;
  let id: number;

  beforeAll(async () => {
    api = (method, path, body) => adminApi(server.url, owner, method, path, body);
    const list = await json<{ items: { id: number; slug: string }[] }>(
      await api("GET", `content/posts?q=${slug}`),
      200,
    );
    id = list.items.find((item) => item.slug === slug)!.id;
  });

  it("reads, saves and refuses as the studio screen does", async () => {
    const hotel = await json<{ error: string }>(await api("GET", "content/hotels/1/fr"), 404);
    expect(hotel.error).toBe("Only posts, cities and pages have a French version.");
    expect((await api("GET", "content/posts/999999/fr")).status).toBe(404);
    const missing = await json<FrenchJson>(await api("GET", `content/posts/${id}/fr`), 200);
    expect(missing).toMatchObject({ state: "missing", version: 0, published: null });
    expect((await fetch(`${server.url}${frenchPath}`)).status).toBe(404);

    const tooLong = await json<{ fieldErrors: Record<string, string> }>(
      await api("PUT", `content/posts/${id}/fr`, { ...guideWords, description: "x".repeat(200) }),
      400,
    );
    expect(Object.keys(tooLong.fieldErrors)).toEqual(["description"]);
    const unknownField = await json<{ error: string }>(
      await api("PUT", `content/posts/${id}/fr`, { ...guideWords, slug: "autre" }),
      400,
    );
    expect(unknownField.error).toMatch(/slug/);
    const saved = await json<FrenchJson>(
      await api("PUT", `content/posts/${id}/fr`, guideWords),
      200,
    );
    expect(saved).toMatchObject({ state: "draft", version: 1, heading: guideWords.heading });
    const resaved = await json<FrenchJson>(
      await api("PUT", `content/posts/${id}/fr`, {
        ...guideWords,
        body: `${guideWords.body} `,
        version: 1,
      }),
      200,
    );
    // Trimmed as a save stores it: the same words, so no new version.
    expect(resaved.version).toBe(1);
    const second = await json<FrenchJson>(
      await api("PUT", `content/posts/${id}/fr`, {
        ...guideWords,
        body: `${guideWords.body} Voici quand partir.`,
        version: 1,
      }),
      200,
    );
    expect(second.version).toBe(2);
    const stale = await json<{ error: string }>(
      await api("PUT", `content/posts/${id}/fr`, { ...guideWords, version: 1 }),
      409,
    );
    expect(stale.error).toMatch(/now version 2/);
    const submitted = await json<FrenchJson>(
      await api("POST", `content/posts/${id}/fr/submit`, { version: 2 }),
      200,
    );
    expect(submitted.state).toBe("in_review");
    const noNote = await json<{ error: string }>(
      await api("POST", `content/posts/${id}/fr/send-back`, {}),
      400,
    );
    expect(noNote.error).toMatch(/note/);
    const unknownStep = await json<{ error: string }>(
      await api("POST", `content/posts/${id}/fr/approve`, {}),
      404,
    );
    expect(unknownStep.error).toMatch(/submit, send-back, publish, unpublish/);
    expect((await api("GET", `content/posts/${id}/fr/publish`)).status).toBe(405);
  });

  it("publishes at its time through the job queue, and takes it off at another", async () => {
    const writer = await teamMember("contributor");
    const byWriter = await adminApi(
      server.url,
      writer,
      "POST",
      `content/posts/${id}/fr/schedules`,
      {
        action: "publish",
        at: new Date(Date.now() + 60_000).toISOString(),
      },
    );
    expect(byWriter.status).toBe(403);
    const notLive = await json<{ error: string }>(
      await api("POST", `content/posts/${id}/fr/schedules`, {
        action: "unpublish",
        at: new Date(Date.now() + 60_000).toISOString(),
      }),
      409,
    );
    expect(notLive.error).toBe("The French version is not published.");

    const runAt = new Date(Date.now() + 2_000).toISOString();
    const publish = await json<{ id: number; language: string; action: string; title: string }>(
      await api("POST", `content/posts/${id}/fr/schedules`, { action: "publish", at: runAt }),
      201,
    );
    expect(publish).toMatchObject({ language: "fr", action: "publish" });
    const again = await json<{ error: string }>(
      await api("POST", `content/posts/${id}/fr/schedules`, {
        action: "publish",
        at: new Date(Date.now() + 60_000).toISOString(),
      }),
      409,
    );
    expect(again.error).toMatch(/^A French publish is already scheduled/);
    // The English item's schedules are its own: the French one is not among them.
    expect(await json<unknown[]>(await api("GET", `content/posts/${id}/schedules`), 200)).toEqual(
      [],
    );

    await waitFor(async () => (await fetch(`${server.url}${frenchPath}`)).status === 200);
    const page = await (await fetch(`${server.url}${frenchPath}`)).text();
    expect(page).toContain('lang="fr"');
    expect(visibleText(page)).toContain(guideWords.heading);
    const published = await json<FrenchJson>(await api("GET", `content/posts/${id}/fr`), 200);
    expect(published).toMatchObject({ state: "published", publishedBy: "system", schedules: [] });

    await json(
      await api("POST", `content/posts/${id}/fr/schedules`, {
        action: "unpublish",
        at: new Date(Date.now() + 2_000).toISOString(),
      }),
      201,
    );
    await waitFor(async () => (await fetch(`${server.url}${frenchPath}`)).status === 404);
    expect((await json<FrenchJson>(await api("GET", `content/posts/${id}/fr`), 200)).state).toBe(
      "draft",
    );

    const audit = await json<{ actor: string; action: string }[]>(await api("GET", "audit"), 200);
    const actions = audit.map((entry) => `${entry.actor}: ${entry.action}`);
    expect(actions).toContain(
      `hello@akwaabastays.com: post ${id} French version publish scheduled`,
    );
    expect(actions).toContain(
      `system: post ${id} French version published as scheduled by hello@akwaabastays.com`,
    );
    expect(actions).toContain(
      `system: post ${id} French version unpublished as scheduled by hello@akwaabastays.com`,
    );
  }, 90_000);

  it("the studio screen schedules what it shows, lists it, and cancels it", async () => {
    const path = `/admin/dashboard/content/posts/${id}/fr`;
    const scheduled = await post(path, owner, {
      ...guideWords,
      heading: "La meilleure saison pour partir au Ghana",
      intent: "schedule-publish",
      "at-publish": "2027-01-15T09:00",
      version: await formVersion(path, owner),
    });
    expect(scheduled.status).toBe(302);
    const editor = visibleText(await (await screen(path, owner)).text());
    expect(editor).toMatch(
      /Publish ?: Fri, Jan 15, 2027, 9:00 AM Accra time, set by hello@akwaabastays\.com/,
    );
    // The words on screen were saved first: they are what goes live then.
    expect((await json<FrenchJson>(await api("GET", `content/posts/${id}/fr`), 200)).heading).toBe(
      "La meilleure saison pour partir au Ghana",
    );

    const tab = await (await screen("/admin/dashboard/content/scheduled", owner)).text();
    const row = /<tr[^>]*>(?:(?!<\/tr>)[\s\S])*French version(?:(?!<\/tr>)[\s\S])*<\/tr>/.exec(
      tab,
    )?.[0];
    expect(row).toBeDefined();
    expect(row).toContain(`href="${path}"`);
    expect(row).toContain("Cancel the publish of");

    const { schedules } = await json<FrenchJson>(await api("GET", `content/posts/${id}/fr`), 200);
    const noTime = await post(path, owner, {
      ...guideWords,
      intent: "schedule-unpublish",
      "at-unpublish": "",
      version: await formVersion(path, owner),
    });
    expect(noTime.status).toBe(400);
    expect(visibleText(await noTime.text())).toContain("Choose the date and time (Accra time).");
    const cancelled = await post(path, owner, {
      intent: "cancel-schedule",
      scheduleId: String(schedules[0]!.id),
    });
    expect(cancelled.status).toBe(302);
    expect(visibleText(await (await screen(path, owner)).text())).toContain("Nothing scheduled.");
    const audit = await json<{ actor: string; action: string }[]>(await api("GET", "audit"), 200);
    expect(audit.map((entry) => entry.action)).toContain(
      `post ${id} French version scheduled publish cancelled`,
    );
  });
});
