// The editorial workflow through the admin API on the real server and database (issue 28,
// docs/decisions/035): a draft goes to review, is sent back with a note, resubmitted and approved
// (which publishes it); a restored revision is a draft that leaves the public page alone until it
// is published; two revisions compare word by word; a publish and an unpublish set a few seconds
// ahead are carried out by the job queue, and a cancelled one is not. The signed-in person is the
// owner here; the contributor's limits are the rules' unit tests (app/domain/content/editorial.test.ts)
// until named accounts let a test sign in as one.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toFormValues } from "#app/domain/content/studio-form.ts";
import { adminApi, adminCookie, visibleText, waitFor } from "#tests/http.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { makeDataDir, startServer, type RunningServer } from "#tests/server-process.ts";

const dataDir = makeDataDir();
let server: RunningServer;
// On PostgreSQL a database of its own: the hotels it publishes must not join other files' counts.
let database: OwnDatabase | null = null;
let cookie: string;
const suffix = Date.now().toString(36);

beforeAll(async () => {
  database = await createOwnDatabase("editorial");
  server = await startServer({ dataDir, env: database ? { DATABASE_URL: database.url } : {} });
  cookie = await adminCookie(server.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Item = { id: number; version: number; status: string } & Record<string, unknown>;

function api(method: string, path: string, body?: unknown, as = cookie) {
  return adminApi(server.url, as, method, path, body);
}

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

function page(path: string) {
  return fetch(`${server.url}${path}`, { redirect: "manual" });
}

function hotel(slug: string, extra: Record<string, unknown> = {}) {
  return {
    slug,
    name: `Editorial ${slug}`,
    citySlug: "kumasi",
    location: "Adum",
    description: "A quiet lodge near the market.",
    image: "/images/hotels/labadi-beach-hotel.svg",
    rating: 4.1,
    price: 80,
    hotelType: "Guest House",
    amenities: ["wifi"],
    listingStatus: "verified",
    listingSources: [{ publisher: "Editorial Gazette", title: "A lodge opens" }],
    listingCheckedOn: "2026-11-25",
    listingCheckedBy: "Editorial test",
    ...extra,
  };
}

type Audit = { actor: string; action: string; changes: Record<string, unknown> }[];

describe("review", () => {
  it("submits a draft, sends it back with a note, takes it again and publishes it on approval", async () => {
    const slug = `review-lodge-${suffix}`;
    const created = await json<Item>(await api("POST", "content/hotels", hotel(slug)), 201);
    expect(created.status).toBe("draft");

    // Nothing to approve or send back before it is submitted.
    const early = await json<{ error: string }>(
      await api("POST", `content/hotels/${created.id}/approve`),
      409,
    );
    expect(early.error).toMatch(/not in review/);

    await json<Item>(await api("POST", `content/hotels/${created.id}/submit`), 200);
    const twice = await json<{ error: string }>(
      await api("POST", `content/hotels/${created.id}/submit`),
      409,
    );
    expect(twice.error).toMatch(/already in review/);
    const inReview = await json<{ type: string; id: number; submittedBy: string }[]>(
      await api("GET", "content/in-review"),
      200,
    );
    expect(inReview).toContainEqual(
      expect.objectContaining({
        type: "hotels",
        id: created.id,
        submittedBy: "hello@akwaabastays.com",
      }),
    );

    // A note is required, and kept.
    const noNote = await json<{ error: string }>(
      await api("POST", `content/hotels/${created.id}/send-back`, { note: "  " }),
      400,
    );
    expect(noNote.error).toMatch(/Write a note/);
    await json<Item>(
      await api("POST", `content/hotels/${created.id}/send-back`, {
        note: "Add the check-in time to the description.",
      }),
      200,
    );
    const returned = await json<
      Item & {
        workflow: { review: Record<string, unknown>; events: { action: string; note: string }[] };
      }
    >(await api("GET", `content/hotels/${created.id}`), 200);
    expect(returned.workflow.review).toMatchObject({
      state: "returned",
      returnNote: "Add the check-in time to the description.",
    });
    expect(returned.workflow.events[0]).toMatchObject({
      action: "returned",
      note: "Add the check-in time to the description.",
    });
    expect((await page(`/hotels/${slug}`)).status).toBe(404);

    // The writer edits and resubmits; the editor approves, which publishes it.
    const edited = await json<Item>(
      await api("PUT", `content/hotels/${created.id}`, {
        version: returned.version,
        description: "A quiet lodge near the market. Check-in from 2 pm.",
      }),
      200,
    );
    await json<Item>(await api("POST", `content/hotels/${created.id}/submit`), 200);
    const approved = await json<Item>(
      await api("POST", `content/hotels/${created.id}/approve`, { version: edited.version }),
      200,
    );
    expect(approved.status).toBe("published");
    const live = await page(`/hotels/${slug}`);
    expect(live.status).toBe(200);
    expect(visibleText(await live.text())).toContain("Check-in from 2 pm.");
    const after = await json<
      Item & { workflow: { review: { state: unknown }; events: { action: string }[] } }
    >(await api("GET", `content/hotels/${created.id}`), 200);
    expect(after.workflow.review.state).toBeNull();
    expect(after.workflow.events.map((event) => event.action)).toEqual([
      "approved",
      "submitted",
      "returned",
      "submitted",
    ]);
    const audit = await json<Audit>(await api("GET", "audit"), 200);
    expect(audit.map((entry) => entry.action)).toContain(
      `hotel ${created.id} sent back to hello@akwaabastays.com`,
    );

    // Published as it is: nothing to submit until it is edited as a draft.
    const nothing = await json<{ error: string }>(
      await api("POST", `content/hotels/${created.id}/submit`),
      409,
    );
    expect(nothing.error).toMatch(/Nothing to review/);
  });
});

/**
 * A person of `role` on the team: invited by the owner (with no mail server, the invitation's
 * link comes back in the answer) and signed in by accepting it.
 */
async function teamMember(role: "editor" | "contributor" | "analyst", tag = ""): Promise<string> {
  const { acceptUrl } = await json<{ acceptUrl: string }>(
    await api("POST", "people", { email: `${role}${tag}.${suffix}@example.com`, role }),
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

describe("who may do what, with real accounts", () => {
  it("a contributor writes and submits, never publishes; an editor approves", async () => {
    const writer = await teamMember("contributor");
    const editor = await teamMember("editor");
    const slug = `writer-lodge-${suffix}`;
    const created = await json<Item>(await api("POST", "content/hotels", hotel(slug), writer), 201);
    expect(created.status).toBe("draft");

    // Publishing by a save, by the publish step, or by approving one's own draft is refused.
    const published = await json<{ error: string }>(
      await api(
        "PUT",
        `content/hotels/${created.id}`,
        { version: created.version, status: "published" },
        writer,
      ),
      403,
    );
    expect(published.error).toMatch(/./);
    await json(await api("POST", `content/hotels/${created.id}/publish`, {}, writer), 403);
    await json(await api("POST", `content/hotels/${created.id}/submit`, undefined, writer), 200);
    await json(await api("POST", `content/hotels/${created.id}/approve`, {}, writer), 403);
    expect((await page(`/hotels/${slug}`)).status).not.toBe(200);
    // Nor does a contributor see subscribers or settings.
    expect((await api("GET", "subscriptions", undefined, writer)).status).toBe(403);

    const current = await json<Item>(await api("GET", `content/hotels/${created.id}`), 200);
    const approved = await json<Item>(
      await api(
        "POST",
        `content/hotels/${created.id}/approve`,
        { version: current.version },
        editor,
      ),
      200,
    );
    expect(approved.status).toBe("published");
    expect((await page(`/hotels/${slug}`)).status).toBe(200);
  });
});

describe("restoring a revision", () => {
  it("makes a draft: the public page keeps the published version until the draft is published", async () => {
    const slug = `restore-draft-${suffix}`;
    const created = await json<Item>(
      await api("POST", "content/hotels", hotel(slug, { status: "published" })),
      201,
    );
    const v2 = await json<Item>(
      await api("PUT", `content/hotels/${created.id}`, {
        version: 1,
        description: "Freshly repainted rooms by the lake.",
      }),
      200,
    );
    expect(visibleText(await (await page(`/hotels/${slug}`)).text())).toContain(
      "Freshly repainted rooms by the lake.",
    );

    const restored = await json<Item & { draftVersion: number }>(
      await api("POST", `content/hotels/${created.id}/revisions`, {
        revision: 1,
        version: v2.version,
      }),
      200,
    );
    expect(restored.draftVersion).toBe(3);
    // The live fields are unchanged; the public page too.
    expect(restored.description).toBe("Freshly repainted rooms by the lake.");
    const stillLive = visibleText(await (await page(`/hotels/${slug}`)).text());
    expect(stillLive).toContain("Freshly repainted rooms by the lake.");
    expect(stillLive).not.toContain("A quiet lodge near the market.");

    const item = await json<Item & { workflow: { draft: { version: number; fields: Item } } }>(
      await api("GET", `content/hotels/${created.id}`),
      200,
    );
    expect(item.workflow.draft).toMatchObject({
      version: 3,
      fields: { description: "A quiet lodge near the market.", status: "published" },
    });
    const revisions = await json<{ version: number; isDraft: boolean }[]>(
      await api("GET", `content/hotels/${created.id}/revisions`),
      200,
    );
    expect(revisions.slice(0, 3)).toEqual([
      expect.objectContaining({ version: 3, isDraft: true }),
      expect.objectContaining({ version: 2, isDraft: false }),
      expect.objectContaining({ version: 1, isDraft: false }),
    ]);

    // A later save edits the draft, not the live item.
    const draftSaved = await json<Item & { draftVersion: number }>(
      await api("PUT", `content/hotels/${created.id}`, { version: item.version, price: 85 }),
      200,
    );
    expect(draftSaved).toMatchObject({ draftVersion: 4, price: 80 });

    const published = await json<Item>(
      await api("POST", `content/hotels/${created.id}/publish`, { version: draftSaved.version }),
      200,
    );
    expect(published).toMatchObject({
      description: "A quiet lodge near the market.",
      price: 85,
      status: "published",
    });
    expect(visibleText(await (await page(`/hotels/${slug}`)).text())).toContain(
      "A quiet lodge near the market.",
    );
    const cleared = await json<Item & { workflow: { draft: unknown } }>(
      await api("GET", `content/hotels/${created.id}`),
      200,
    );
    expect(cleared.workflow.draft).toBeNull();

    // "Restore and publish" is explicit, and live at once.
    const republished = await json<Item>(
      await api("POST", `content/hotels/${created.id}/revisions`, {
        revision: 2,
        version: published.version,
        publish: true,
      }),
      200,
    );
    expect(republished.description).toBe("Freshly repainted rooms by the lake.");
    expect(visibleText(await (await page(`/hotels/${slug}`)).text())).toContain(
      "Freshly repainted rooms by the lake.",
    );
  });

  it("compares two revisions word by word, and says what is wrong with a bad pair", async () => {
    const slug = `diff-lodge-${suffix}`;
    const created = await json<Item>(await api("POST", "content/hotels", hotel(slug)), 201);
    await json<Item>(
      await api("PUT", `content/hotels/${created.id}`, {
        version: 1,
        description: "A lively lodge near the market.",
        price: 95,
      }),
      200,
    );
    const diff = await json<{
      from: number;
      to: number;
      fields: { field: string; isChanged: boolean; before: unknown[]; after: unknown[] }[];
    }>(await api("GET", `content/hotels/${created.id}/revisions/diff?from=1&to=2`), 200);
    expect(diff).toMatchObject({ from: 1, to: 2 });
    const description = diff.fields.find((field) => field.field === "description")!;
    expect(description).toMatchObject({
      isChanged: true,
      before: [
        { kind: "same", text: "A " },
        { kind: "removed", text: "quiet" },
        { kind: "same", text: " lodge near the market." },
      ],
      after: [
        { kind: "same", text: "A " },
        { kind: "added", text: "lively" },
        { kind: "same", text: " lodge near the market." },
      ],
    });
    expect(diff.fields.find((field) => field.field === "name")?.isChanged).toBe(false);

    const bad = await json<{ error: string }>(
      await api("GET", `content/hotels/${created.id}/revisions/diff?from=one&to=2`),
      400,
    );
    expect(bad.error).toMatch(/from/);
    const missing = await json<{ error: string }>(
      await api("GET", `content/hotels/${created.id}/revisions/diff?from=1&to=99`),
      404,
    );
    expect(missing.error).toBe("There is no version 99 of this item.");

    // The studio's comparison screen, from a plain GET.
    const screen = await fetch(
      `${server.url}/admin/dashboard/content/hotels/${created.id}/compare?from=1&to=2`,
      { headers: { Cookie: cookie } },
    );
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain("<del");
    expect(html).toMatch(/<ins[^>]*>lively<\/ins>/);
  });
});

describe("scheduled publish and unpublish", () => {
  it("publishes an editor's draft of a live item at its time, the live version untouched until then", async () => {
    const slug = `draft-later-${suffix}`;
    const created = await json<Item>(
      await api("POST", "content/hotels", hotel(slug, { status: "published" })),
      201,
    );
    const draft = await json<Item & { draftVersion: number }>(
      await api("PUT", `content/hotels/${created.id}?as=draft`, {
        version: created.version,
        description: "New owners, new rooms, same quiet street.",
      }),
      200,
    );
    expect(draft).toMatchObject({ draftVersion: 2, description: "A quiet lodge near the market." });
    expect(visibleText(await (await page(`/hotels/${slug}`)).text())).not.toContain("New owners");
    await json(
      await api("POST", `content/hotels/${created.id}/schedules`, {
        action: "publish",
        at: new Date(Date.now() + 2_000).toISOString(),
      }),
      201,
    );
    await waitFor(async () =>
      visibleText(await (await page(`/hotels/${slug}`)).text()).includes("New owners"),
    );
    const item = await json<Item & { workflow: { draft: unknown } }>(
      await api("GET", `content/hotels/${created.id}`),
      200,
    );
    expect(item.workflow.draft).toBeNull();
  }, 60_000);

  it("publishes and unpublishes at the set time through the job queue, and a cancelled one never runs", async () => {
    const slug = `scheduled-lodge-${suffix}`;
    const created = await json<Item>(await api("POST", "content/hotels", hotel(slug)), 201);

    const past = await json<{ error: string }>(
      await api("POST", `content/hotels/${created.id}/schedules`, {
        action: "publish",
        at: "2020-01-01T09:00",
      }),
      400,
    );
    expect(past.error).toBe("at: Choose a time in the future (Accra time).");
    const badAction = await json<{ error: string }>(
      await api("POST", `content/hotels/${created.id}/schedules`, {
        action: "delete",
        at: new Date(Date.now() + 60_000).toISOString(),
      }),
      400,
    );
    expect(badAction.error).toMatch(/publish" or "unpublish/);

    // Cancelled before its time: nothing happens.
    const cancelled = await json<{ id: number }>(
      await api("POST", `content/hotels/${created.id}/schedules`, {
        action: "publish",
        at: new Date(Date.now() + 3_000).toISOString(),
      }),
      201,
    );
    await json(await api("DELETE", `content/hotels/${created.id}/schedules/${cancelled.id}`), 200);
    const again = await json<{ error: string }>(
      await api("DELETE", `content/hotels/${created.id}/schedules/${cancelled.id}`),
      409,
    );
    expect(again.error).toBe("It was already cancelled.");
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect((await page(`/hotels/${slug}`)).status).toBe(404);

    // Publish a few seconds ahead: listed, then carried out by the job.
    const runAt = new Date(Date.now() + 3_000).toISOString();
    const publish = await json<{ id: number; action: string; scheduledBy: string }>(
      await api("POST", `content/hotels/${created.id}/schedules`, { action: "publish", at: runAt }),
      201,
    );
    expect(publish).toMatchObject({ action: "publish", scheduledBy: "hello@akwaabastays.com" });
    const duplicate = await json<{ error: string }>(
      await api("POST", `content/hotels/${created.id}/schedules`, {
        action: "publish",
        at: new Date(Date.now() + 60_000).toISOString(),
      }),
      409,
    );
    expect(duplicate.error).toMatch(/already scheduled/);
    const scheduled = await json<{ id: number; title: string; runAt: string }[]>(
      await api("GET", "content/scheduled"),
      200,
    );
    expect(scheduled).toContainEqual(
      expect.objectContaining({ id: publish.id, title: `Editorial ${slug}`, runAt }),
    );
    await waitFor(async () => (await page(`/hotels/${slug}`)).status === 200);
    const item = await json<Item>(await api("GET", `content/hotels/${created.id}`), 200);
    expect(item.status).toBe("published");
    expect(
      (await json<{ id: number }[]>(await api("GET", "content/scheduled"), 200)).map((s) => s.id),
    ).not.toContain(publish.id);

    // Unpublish a few seconds ahead.
    await json(
      await api("POST", `content/hotels/${created.id}/schedules`, {
        action: "unpublish",
        at: new Date(Date.now() + 2_000).toISOString(),
      }),
      201,
    );
    await waitFor(async () => (await page(`/hotels/${slug}`)).status === 404);

    const audit = await json<Audit>(await api("GET", "audit"), 200);
    const actions = audit.map((entry) => `${entry.actor}: ${entry.action}`);
    expect(actions).toContain(`hello@akwaabastays.com: hotel ${created.id} publish scheduled`);
    expect(actions).toContain(
      `hello@akwaabastays.com: hotel ${created.id} scheduled publish cancelled`,
    );
    expect(actions).toContain(
      `system: hotel ${created.id} published as scheduled by hello@akwaabastays.com`,
    );
    expect(actions).toContain(
      `system: hotel ${created.id} unpublished as scheduled by hello@akwaabastays.com`,
    );
  }, 90_000);
});

type Editable = Item & { workflow: { draft: { version: number; fields: Item } | null } };

/**
 * The hotel editor's form as a browser without JavaScript sends it: every field as the screen
 * shows it (the pending draft's, when there is one), changed by `edits`, with the button pressed.
 */
async function postEditor(
  id: number,
  intent: string,
  edits: Record<string, string> = {},
  as = cookie,
): Promise<Response> {
  const item = await json<Editable>(await api("GET", `content/hotels/${id}`, undefined, as), 200);
  const shown = item.workflow.draft?.fields ?? item;
  const form = new FormData();
  const fields = {
    ...toFormValues("hotels", shown),
    status: String(shown.status),
    version: String(item.version),
    intent,
    ...edits,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return fetch(`${server.url}/admin/dashboard/content/hotels/${id}`, {
    method: "POST",
    headers: { Cookie: as, Origin: server.url },
    body: form,
    redirect: "manual",
  });
}

describe("the workflow buttons act on what the screen shows (a form post, as without JavaScript)", () => {
  it("submit saves the unsaved edits first, as a revision, and reviews them", async () => {
    const slug = `screen-submit-${suffix}`;
    const created = await json<Item>(await api("POST", "content/hotels", hotel(slug)), 201);
    const submitted = await postEditor(created.id, "submit", {
      description: "Typed and submitted without pressing Save.",
    });
    expect(submitted.status).toBe(302);
    const item = await json<Item & { workflow: { review: { state: string } } }>(
      await api("GET", `content/hotels/${created.id}`),
      200,
    );
    expect(item.description).toBe("Typed and submitted without pressing Save.");
    expect(item.version).toBe(created.version + 1);
    expect(item.workflow.review.state).toBe("in_review");
    const audit = await json<Audit>(await api("GET", "audit"), 200);
    const actions = audit.map((entry) => entry.action);
    expect(actions).toContain(`hotel ${created.id} saved`);
    expect(actions.indexOf(`hotel ${created.id} submitted for review`)).toBeLessThan(
      actions.indexOf(`hotel ${created.id} saved`),
    );
  });

  it("a contributor's edit of a live page is submitted as a draft; approve and publish refuse unsaved edits", async () => {
    const writer = await teamMember("contributor", "-screen");
    const slug = `screen-journey-${suffix}`;
    const created = await json<Item>(
      await api("POST", "content/hotels", hotel(slug, { status: "published" })),
      201,
    );
    // The journey: the writer types a correction and presses "Submit for review" at once.
    const submitted = await postEditor(
      created.id,
      "submit",
      { description: "Closed on Sundays from December." },
      writer,
    );
    expect(submitted.status).toBe(302);
    expect(visibleText(await (await page(`/hotels/${slug}`)).text())).not.toContain(
      "Closed on Sundays",
    );
    const inReview = await json<Editable & { workflow: { review: { state: string } } }>(
      await api("GET", `content/hotels/${created.id}`),
      200,
    );
    expect(inReview.workflow.review.state).toBe("in_review");
    expect(inReview.workflow.draft?.fields.description).toBe("Closed on Sundays from December.");

    // The editor types over it and presses Approve: refused, nothing published, the typing kept.
    const approveUnsaved = await postEditor(created.id, "approve", {
      description: "Typed by the editor, never saved.",
    });
    expect(approveUnsaved.status).toBe(409);
    const refusedPage = visibleText(await approveUnsaved.text());
    expect(refusedPage).toContain("Save or discard your changes first.");
    const publishUnsaved = await postEditor(created.id, "publish", { price: "99" });
    expect(publishUnsaved.status).toBe(409);
    expect(visibleText(await publishUnsaved.text())).toContain(
      "Save or discard your changes first.",
    );
    expect(visibleText(await (await page(`/hotels/${slug}`)).text())).not.toContain(
      "Typed by the editor",
    );

    // As saved, it is approved and published: the writer's words, not an older version.
    expect((await postEditor(created.id, "approve")).status).toBe(302);
    const live = visibleText(await (await page(`/hotels/${slug}`)).text());
    expect(live).toContain("Closed on Sundays from December.");
  });

  it("schedule saves the edits first, as the draft that goes live then; a refused step keeps nothing", async () => {
    const slug = `screen-schedule-${suffix}`;
    const created = await json<Item>(
      await api("POST", "content/hotels", hotel(slug, { status: "published" })),
      201,
    );
    const at = new Date(Date.now() + 3 * 60 * 60_000).toISOString().slice(0, 16);
    const scheduled = await postEditor(created.id, "schedule-publish", {
      description: "New rooms open in the spring.",
      "at-publish": at,
    });
    expect(scheduled.status).toBe(302);
    const item = await json<Editable & { workflow: { schedules: { id: number }[] } }>(
      await api("GET", `content/hotels/${created.id}`),
      200,
    );
    expect(item.description).toBe("A quiet lodge near the market.");
    expect(item.workflow.draft?.fields.description).toBe("New rooms open in the spring.");
    expect(item.workflow.schedules).toHaveLength(1);
    await json(
      await api(
        "DELETE",
        `content/hotels/${created.id}/schedules/${item.workflow.schedules[0]!.id}`,
      ),
      200,
    );

    // A schedule refused for its time saves nothing either.
    const noTime = await postEditor(created.id, "schedule-unpublish", {
      description: "Never saved: the time was missing.",
    });
    expect(noTime.status).toBe(400);
    expect(visibleText(await noTime.text())).toContain("Choose the date and time (Accra time).");

    // A submit whose save went through but whose step was refused leaves nothing behind.
    const draftSlug = `screen-rollback-${suffix}`;
    const draft = await json<Item>(await api("POST", "content/hotels", hotel(draftSlug)), 201);
    const refused = await postEditor(draft.id, "submit", {
      status: "published",
      description: "Published by a submit?",
    });
    expect(refused.status).toBe(409);
    const after = await json<Item>(await api("GET", `content/hotels/${draft.id}`), 200);
    expect(after).toMatchObject({ status: "draft", version: draft.version });
    expect((await page(`/hotels/${draftSlug}`)).status).toBe(404);
  });
});

describe("the editor screen", () => {
  const editorHtml = async (id: number, as = cookie) => {
    const response = await fetch(`${server.url}/admin/dashboard/content/hotels/${id}`, {
      headers: { Cookie: as },
    });
    expect(response.status).toBe(200);
    return response.text();
  };

  it("offers a contributor only the status the item has", async () => {
    const writer = await teamMember("contributor", "-status");
    const created = await json<Item>(
      await api("POST", "content/hotels", hotel(`status-choice-${suffix}`), writer),
      201,
    );
    const select = (html: string) =>
      /<select[^>]*name="status"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    const offered = (html: string) =>
      [...select(html).matchAll(/<option[^>]*value="(\w+)"/g)].map((match) => match[1]);
    expect(offered(await editorHtml(created.id, writer))).toEqual(["draft"]);
    expect(offered(await editorHtml(created.id))).toEqual(["draft", "published", "archived"]);
  });

  it("says when the version it names was saved: a pending draft's time, not the live row's", async () => {
    const created = await json<Item>(
      await api("POST", "content/hotels", hotel(`saved-time-${suffix}`, { status: "published" })),
      201,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const draft = await json<Item & { draftVersion: number; updatedAt: string }>(
      await api("PUT", `content/hotels/${created.id}?as=draft`, {
        version: created.version,
        price: 90,
      }),
      200,
    );
    const revisions = await json<{ version: number; createdAt: string }[]>(
      await api("GET", `content/hotels/${created.id}/revisions`),
      200,
    );
    const draftSaved = revisions.find((revision) => revision.version === draft.draftVersion)!;
    expect(draftSaved.createdAt).not.toBe(draft.updatedAt);
    const html = await editorHtml(created.id);
    // React writes the attribute as "datetime", maybe after a comment between text nodes.
    expect(/last saved(?:<!-- -->)?\s*<time datetime="([^"]+)"/i.exec(html)?.[1]).toBe(
      draftSaved.createdAt,
    );
  });

  it("saving a hotel without touching its amenities keeps their order and records no change", async () => {
    const created = await json<Item>(
      await api(
        "POST",
        "content/hotels",
        hotel(`amenity-order-${suffix}`, { amenities: ["pool", "wifi", "breakfast"] }),
      ),
      201,
    );
    expect((await postEditor(created.id, "save")).status).toBe(302);
    const item = await json<Item>(await api("GET", `content/hotels/${created.id}`), 200);
    expect(item).toMatchObject({
      version: created.version,
      amenities: ["pool", "wifi", "breakfast"],
    });
    // A real change keeps the order of the others, the new one after them.
    expect(
      (await postEditor(created.id, "save", { "amenities.wifi": "", "amenities.bar": "on" }))
        .status,
    ).toBe(302);
    const changed = await json<Item & { amenities: string[] }>(
      await api("GET", `content/hotels/${created.id}`),
      200,
    );
    expect(changed.amenities).toEqual(["pool", "breakfast", "bar"]);
  });
});
