// The audit trail against the real server, database and a real SMTP server: each admin action,
// done through the API or the dashboard's forms, writes one entry naming the person (e-mail and
// staff id), its kind, and before and after where it changed stored values; the Activity tab and
// `GET /api/admin/audit` filter by person, kind and days; `GET /api/admin/audit.csv` exports what
// they match, escaped; nothing edits or deletes an entry.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, visibleText } from "#tests/http.ts";
import type { RunningServer } from "#tests/server-process.ts";
import { startMailingServer, type MailingServer } from "#tests/mailing-server.ts";
import type { SmtpSink } from "#tests/smtp-sink.ts";

const OWNER = "hello@akwaabastays.com";
// Until named accounts land, the shared password signs in the owner, id 0 (app/admin/shell/staff.server.ts).
/** The first owner's id in the staff table, read once signed in. */
let OWNER_ID: number;

let smtp: SmtpSink;
let mailing: MailingServer;
let server: RunningServer;
let cookie: string;
// CI's PostgreSQL pass shares one database between test files: names unique to this run.
const run = Date.now().toString(36);
const address = (name: string) => `${name}.${run}@example.com`;

interface Entry {
  id: number;
  createdAt: string;
  actor: string;
  staffId: number | null;
  clientHash: string | null;
  kind: string;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

beforeAll(async () => {
  // On PostgreSQL a database of its own: what it creates must not join other files' counts.
  mailing = await startMailingServer({ ownDatabase: "audit_trail" });
  ({ server, smtp, cookie } = mailing);
  const people = (await (
    await fetch(`${server.url}/api/admin/people`, { headers: { Cookie: cookie } })
  ).json()) as { id: number; email: string }[];
  OWNER_ID = people.find((person) => person.email === OWNER)!.id;
}, 120_000);

afterAll(() => mailing?.stop());

function api(method: string, path: string, body?: unknown) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      Cookie: cookie,
      Origin: server.url,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

function postForm(path: string, fields: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: server.url },
    body: new URLSearchParams(fields),
  });
}

async function audit(query = ""): Promise<Entry[]> {
  return json<Entry[]>(await api("GET", `/api/admin/audit${query ? `?${query}` : ""}`));
}

/** The entries whose action matches, newest first. */
async function entries(action: string | RegExp): Promise<Entry[]> {
  const all = await audit();
  return all.filter((entry) =>
    typeof action === "string" ? entry.action === action : action.test(entry.action),
  );
}

async function onlyEntry(action: string | RegExp): Promise<Entry> {
  const found = await entries(action);
  expect(found, String(action)).toHaveLength(1);
  return found[0]!;
}

function byOwner(entry: Entry) {
  expect(entry.actor).toBe(OWNER);
  expect(entry.staffId).toBe(OWNER_ID);
  expect(entry.clientHash).toMatch(/^[\w-]{22}$/);
}

async function activeSubscriber(name: string): Promise<number> {
  const email = address(name);
  const signUp = await postJson(
    server.url,
    "/api/subscribe",
    { email },
    { Referer: `${server.url}/blog`, "X-Forwarded-For": "192.0.2.40" },
  );
  expect(signUp.status).toBe(202);
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const mail = smtp.received.filter((item) => item.to.includes(email)).at(-1)!;
  const link = /\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.decoded)![0];
  expect((await fetch(`${server.url}${link}`, { method: "POST" })).status).toBe(200);
  const list = await json<{ id: number; email: string }[]>(
    await api("GET", "/api/admin/subscriptions"),
  );
  return list.find((item) => item.email === email)!.id;
}

/** RFC 4180, enough for the export: quoted cells with doubled quotes, commas and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe("every admin action writes one entry naming the person", () => {
  it("sign-ins, failed and succeeded", async () => {
    const refused = await postJson(
      server.url,
      "/api/admin/login",
      { email: OWNER, password: "not-the-password" },
      { "X-Forwarded-For": "192.0.2.41" },
    );
    expect(refused.status).toBe(401);
    const failed = (await audit("kind=sign-in")).find(
      (entry) => entry.action === "login refused: wrong password",
    )!;
    expect(failed).toMatchObject({ actor: "visitor", staffId: null, kind: "sign-in" });
    const signedIn = (await audit("kind=sign-in")).find((entry) => entry.action === "logged in")!;
    expect(signedIn).toMatchObject({ actor: OWNER, kind: "sign-in" });
  });

  it("content: a save with before and after, publishing and unpublishing, archiving", async () => {
    const created = await json<{ id: number; version: number }>(
      await api("POST", "/api/admin/content/cities", {
        slug: `audit-town-${run}`,
        name: `Audit Town ${run}`,
        region: "Volta",
        description: "A town made by the audit trail test.",
        image: "/images/cities/accra.svg",
        status: "draft",
      }),
      201,
    );
    const path = `/api/admin/content/cities/${created.id}`;
    byOwner(await onlyEntry(`city ${created.id} created`));

    const edited = await json<{ version: number }>(
      await api("PUT", path, { version: created.version, region: "Ashanti" }),
    );
    const save = await onlyEntry(`city ${created.id} saved`);
    byOwner(save);
    expect(save.kind).toBe("content");
    expect(save.changes).toEqual({ region: { from: "Volta", to: "Ashanti" } });

    const published = await json<{ version: number }>(
      await api("PUT", path, { version: edited.version, status: "published" }),
    );
    const unpublished = await json<{ version: number }>(
      await api("PUT", path, { version: published.version, status: "draft" }),
    );
    const statusChanges = (await entries(`city ${created.id} saved`)).filter(
      (entry) => entry.kind === "publishing",
    );
    expect(statusChanges.map((entry) => entry.changes.status)).toEqual([
      { from: "published", to: "draft" },
      { from: "draft", to: "published" },
    ]);
    expect(unpublished.version).toBe(published.version + 1);

    expect((await api("DELETE", path)).status).toBe(200);
    const archived = await onlyEntry(`city ${created.id} archived`);
    byOwner(archived);
    expect(archived).toMatchObject({
      kind: "publishing",
      changes: { status: { from: "draft", to: "archived" } },
    });
  });

  it("photos: an upload, and a change of alternative text with before and after", async () => {
    const bytes = await sharp({
      // A colour of this run's own: the same bytes again would be the same photo.
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: `#${Math.floor(Math.random() * 0xffffff)
          .toString(16)
          .padStart(6, "0")}`,
      },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }));
    const upload = await fetch(`${server.url}/api/admin/media`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
    });
    const photo = await json<{ id: number }>(upload, 201);
    const uploaded = await onlyEntry(`photo ${photo.id} uploaded`);
    byOwner(uploaded);
    expect(uploaded.kind).toBe("photos");
    expect(uploaded.changes.size!.to).toBe(`640 × 480 px, ${bytes.length} bytes`);

    const list = await json<{ items: { id: number; version: number }[] }>(
      await api("GET", "/api/admin/content/hotels?q=labadi"),
    );
    const hotel = list.items[0]!;
    const current = await json<{ version: number; photos: unknown[] }>(
      await api("GET", `/api/admin/content/hotels/${hotel.id}`),
    );
    const placed = await json<{ version: number }>(
      await api("PUT", `/api/admin/content/hotels/${hotel.id}`, {
        version: current.version,
        photos: [{ mediaId: photo.id, alt: "The pool at dusk" }],
      }),
    );
    await json(
      await api("PUT", `/api/admin/content/hotels/${hotel.id}`, {
        version: placed.version,
        photos: [{ mediaId: photo.id, alt: "The pool at dawn" }],
      }),
    );
    const [altChange] = await entries(`hotel ${hotel.id} saved`);
    expect(altChange).toMatchObject({
      kind: "photos",
      changes: {
        photos: {
          from: [{ mediaId: photo.id, alt: "The pool at dusk" }],
          to: [{ mediaId: photo.id, alt: "The pool at dawn" }],
        },
      },
    });
    // On PostgreSQL the suite shares one database: the seeded hotel gets its photos back.
    const after = await json<{ version: number }>(
      await api("GET", `/api/admin/content/hotels/${hotel.id}`),
    );
    await json(
      await api("PUT", `/api/admin/content/hotels/${hotel.id}`, {
        version: after.version,
        photos: current.photos,
      }),
    );
  });

  it("settings: before and after, each field", async () => {
    const saved = await postForm("/admin/dashboard/settings", {
      intent: "mail",
      senderAddress: "",
      postalAddress: `Akwaaba Stays, ${run} Audit Street, Accra`,
      alertsAddress: "",
    });
    expect(saved.status).toBe(200);
    const [entry] = await entries("e-mail settings saved");
    byOwner(entry!);
    expect(entry).toMatchObject({
      kind: "settings",
      changes: { postalAddress: { to: `Akwaaba Stays, ${run} Audit Street, Accra` } },
    });
    // Before: the environment's first value, or what an earlier run on a shared database saved.
    expect(entry!.changes.postalAddress!.from).toMatch(/^Akwaaba Stays, /);
    expect(Object.keys(entry!.changes)).toEqual(["postalAddress"]);
  });

  it("partner ids: before and after, with the link check a person runs", async () => {
    const tag = `audit${run.slice(-4)}-20`;
    const saved = await postForm("/admin/dashboard/settings", { amazonTag: tag });
    expect(saved.status).toBe(200);
    const [entry] = await entries("partner settings saved");
    byOwner(entry!);
    expect(entry!.kind).toBe("partners");
    expect(entry!.changes.amazonTag).toMatchObject({ to: tag });
    expect(entry!.changes.amazonTag!.from).not.toBe(tag);
    // Put back as they were, for other tests on a shared database (unsent fields take the same
    // defaults again, so only the changed ones need their old values).
    const restored = await postForm(
      "/admin/dashboard/settings",
      Object.fromEntries(
        Object.entries(entry!.changes).map(([field, change]) => [field, String(change.from)]),
      ),
    );
    expect(restored.status).toBe(200);

    const check = await json<{ results: { ok: boolean }[] }>(
      await api("POST", "/api/admin/link-check"),
    );
    const working = check.results.filter((result) => result.ok).length;
    const [checked] = await entries(/^partner links checked: /);
    byOwner(checked!);
    expect(checked).toMatchObject({
      kind: "partners",
      action: `partner links checked: ${working} of ${check.results.length} work`,
    });
  });

  it("campaigns: created, edited with before and after, tested, sent with its audience", async () => {
    await activeSubscriber("reader");
    const campaign = await json<{ id: number }>(
      await api("POST", "/api/admin/campaigns", {
        subject: "November news",
        preheader: "",
        body: "Hello from Accra.",
      }),
      201,
    );
    const created = await onlyEntry(`campaign ${campaign.id} created`);
    byOwner(created);
    expect(created).toMatchObject({
      kind: "campaigns",
      changes: { subject: { from: null, to: "November news" } },
    });

    await json(
      await api("PUT", `/api/admin/campaigns/${campaign.id}`, {
        subject: 'December news, "with quotes"',
        preheader: "",
        body: "Hello from Accra.",
      }),
    );
    expect((await onlyEntry(`campaign ${campaign.id} saved`)).changes).toEqual({
      subject: { from: "November news", to: 'December news, "with quotes"' },
    });

    const tester = address("tester");
    await json(
      await api("POST", `/api/admin/campaigns/${campaign.id}/test`, { email: tester }),
      202,
    );
    byOwner(await onlyEntry(`campaign ${campaign.id} test sent to ${tester}`));

    const { audience } = await json<{ audience: number }>(
      await api("GET", `/api/admin/campaigns/${campaign.id}`),
    );
    expect(audience).toBeGreaterThan(0);
    await json(
      await api("POST", `/api/admin/campaigns/${campaign.id}/send`, {
        confirmRecipients: audience,
      }),
      202,
    );
    const sent = await onlyEntry(`campaign ${campaign.id} sent to ${audience} subscribers`);
    byOwner(sent);
    // Sent now: its messages were queued with the entry, so it says so, not "scheduled".
    expect(sent.changes.status).toEqual({ from: "draft", to: "sending" });
  });

  it("contact replies: who replied to which message, never the reply's words", async () => {
    const message = { name: "Kofi", email: address("kofi"), message: "Is the pool heated?" };
    expect(
      (await postJson(server.url, "/api/contact", message, { "X-Forwarded-For": "192.0.2.42" }))
        .status,
    ).toBeLessThan(300);
    const contacts = await json<{ id: number; email: string }[]>(
      await api("GET", "/api/admin/contacts"),
    );
    const contact = contacts.find((item) => item.email === message.email)!;
    const reply = "Yes, Kofi: it is heated all year, and your booking number is 4471.";
    await json(
      await api("POST", `/api/admin/contacts/${contact.id}/reply`, { replyMessage: reply }),
    );
    const entry = await onlyEntry(
      `contact message ${contact.id} replied to (${reply.length} characters)`,
    );
    byOwner(entry);
    expect(entry.kind).toBe("contacts");
    expect(JSON.stringify(entry)).not.toContain("4471");
    expect(JSON.stringify(entry)).not.toContain(message.email);
  });

  it("subscribers: an export says how many rows; each erasure writes exactly one entry", async () => {
    const byApi = await activeSubscriber("erase.api");
    const byForm = await activeSubscriber("erase.form");
    const csv = await api("GET", "/api/admin/subscriptions.csv");
    expect(csv.status).toBe(200);
    const rows = parseCsv(await csv.text()).length - 1;
    const [exported] = await entries(/^subscriber list exported/);
    byOwner(exported!);
    expect(exported).toMatchObject({
      kind: "subscribers",
      action: `subscriber list exported (${rows} rows)`,
    });

    expect((await api("DELETE", `/api/admin/subscriptions/${byApi}`)).status).toBe(200);
    byOwner(await onlyEntry(`subscriber ${byApi} erased`));

    // The dashboard's form: asked first, then erased once.
    await postForm("/admin/dashboard/subscribers", { erase: String(byForm) });
    expect(await entries(`subscriber ${byForm} erased`)).toHaveLength(0);
    await postForm("/admin/dashboard/subscribers", {
      erase: String(byForm),
      confirmed: String(byForm),
    });
    const erased = await onlyEntry(`subscriber ${byForm} erased`);
    byOwner(erased);
    expect(erased.kind).toBe("subscribers");
    expect(JSON.stringify(await audit("kind=subscribers"))).not.toContain(address("erase.form"));
  });

  it("backups: run by a person, an archive downloaded, and the settings with before and after", async () => {
    const backedUp = await postForm("/admin/dashboard/backups", { intent: "backup-now" });
    expect(backedUp.status).toBe(200);
    const [taken] = await entries("backup taken (Back up now)");
    byOwner(taken!);
    expect(taken!.kind).toBe("backups");
    expect(String(taken!.changes.archive!.to)).toMatch(/akwaaba-backup-.*\.tar\.gz$/);

    const download = await api("GET", "/api/admin/backups/latest");
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    const [downloaded] = await entries(/^backup archive downloaded: akwaaba-backup-/);
    byOwner(downloaded!);

    const saved = await postForm("/admin/dashboard/backups", {
      intent: "settings",
      time: "03:15",
      folder: "",
      bucket: "",
      daily: "7",
      weekly: "4",
    });
    expect(saved.status).toBe(200);
    const [settings] = await entries("backup settings saved");
    byOwner(settings!);
    expect(settings!.changes).toEqual({ time: { from: "02:00", to: "03:15" } });
    // Back to the default, for the next run on a shared database.
    await postForm("/admin/dashboard/backups", {
      intent: "settings",
      time: "02:00",
      folder: "",
      bucket: "",
      daily: "7",
      weekly: "4",
    });
  });
});

describe("the log is read, filtered and exported, never changed", () => {
  it("filters by person, kind and days, and refuses a filter it cannot read", async () => {
    const campaigns = await audit("kind=campaigns");
    expect(campaigns.length).toBeGreaterThanOrEqual(4);
    expect(campaigns.every((entry) => entry.kind === "campaigns")).toBe(true);

    const visitors = await audit("person=visitor");
    expect(visitors.length).toBeGreaterThan(0);
    expect(visitors.every((entry) => entry.actor === "visitor")).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      (await audit(`from=${today}&to=${today}&kind=campaigns`)).map((entry) => entry.id),
    ).toEqual(
      campaigns.filter((entry) => entry.createdAt.startsWith(today)).map((entry) => entry.id),
    );
    expect(await audit(`from=${tomorrow}`)).toEqual([]);

    for (const [query, message] of [
      ["kind=everything", /^kind: kind must be one of: content, photos/],
      ["from=25%2F11%2F2026", /^from: from must be a date as YYYY-MM-DD/],
      [`from=${tomorrow}&to=${today}`, /from must be on or before to/],
      ["page=0", /page/],
      ["who=me", /Unknown query parameter "who"/],
    ] as const) {
      const response = await api("GET", `/api/admin/audit?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
  });

  it("the Activity tab filters in the URL, without scripts, and says when nothing matches", async () => {
    const html = await (
      await api("GET", "/admin/dashboard/activity?kind=campaigns&person=hello%40akwaabastays.com")
    ).text();
    const text = visibleText(html);
    expect(text).toContain("match these filters");
    expect(text).toContain("December news");
    expect(text).not.toContain("logged in");
    expect(html).toContain(
      'href="/api/admin/audit.csv?person=hello%40akwaabastays.com&amp;kind=campaigns"',
    );

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      visibleText(await (await api("GET", `/admin/dashboard/activity?from=${tomorrow}`)).text()),
    ).toContain("No activity matches these filters.");
    const bad = await api("GET", "/admin/dashboard/activity?from=yesterday");
    expect(bad.status).toBe(400);
    expect(visibleText(await bad.text())).toContain(
      "These filters cannot be used: from: from must be a date as YYYY-MM-DD",
    );
  });

  it("exports every filtered entry as CSV, escaped", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await api("GET", `/api/admin/audit.csv?kind=campaigns&from=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="activity-\d{4}-\d{2}-\d{2}-kind-campaigns-from-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual([
      "id",
      "time_utc",
      "person",
      "staff_id",
      "kind",
      "action",
      "changes",
      "changes_json",
    ]);
    const listed = await audit(`kind=campaigns&from=${today}`);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(listed.map((entry) => entry.id));
    const saved = rows.find((row) => /^campaign \d+ saved$/.test(row[5]!))!;
    expect(saved[2]).toBe(OWNER);
    expect(saved[3]).toBe(String(OWNER_ID));
    expect(saved[6]).toBe('Subject: November news → December news, "with quotes"');
    expect(JSON.parse(saved[7]!)).toEqual({
      subject: { from: "November news", to: 'December news, "with quotes"' },
    });
    // The file is refused for a bad filter, as the list is.
    expect((await api("GET", "/api/admin/audit.csv?kind=nope")).status).toBe(400);
  });

  it("has no way to change or delete an entry", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
      for (const path of ["/api/admin/audit", "/api/admin/audit.csv"]) {
        const response = await api(method, path, method === "DELETE" ? undefined : {});
        expect(response.status, `${method} ${path}`).toBe(405);
      }
    }
    // The tab's list offers no control on any entry: no form, no button.
    const html = await (await api("GET", "/admin/dashboard/activity")).text();
    const table = /<table[\s\S]*<\/table>/.exec(html)![0];
    expect(table).toContain("backup settings saved");
    expect(table).not.toMatch(/<(form|button|input)\b/);
  });
});
