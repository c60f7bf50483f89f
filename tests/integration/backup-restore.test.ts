// The restore drill (issue 27): a site with edited content, a photo, a confirmed subscriber,
// imported commissions and a click is backed up while it serves, wiped, and restored; every
// table's rows and every media file come back identical, and the restored site serves them. On
// the embedded database by default, on PostgreSQL (fresh databases) when DATABASE_URL is set.
// Then: a backup taken while sign-ups arrive restores to a consistent state, and the restore
// refuses a target with data, a tampered archive and an archive from a newer schema.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTarGz, writeTarGz } from "#app/backups/tar.server.ts";
import { adminCookie, BROWSER_USER_AGENT, postJson, visibleText } from "#tests/http.ts";
import {
  makeDataDir,
  makeEmptyDataDir,
  startServer,
  type RunningServer,
} from "#tests/server-process.ts";
import { startSmtpSink, type SmtpSink } from "#tests/smtp-sink.ts";
import {
  fileHashes,
  lastLine,
  queryDatabase,
  runScript,
  scratchDatabase,
  tableFingerprints,
  type Where,
} from "#tests/backup-tools.ts";

const baseUrl = process.env.DATABASE_URL;
const engine = baseUrl ? "PostgreSQL" : "the embedded database";
const runId = Date.now().toString(36);
const HOTEL = "labadi-beach-hotel";
const EDITED = `Restored from a backup, drill ${runId}.`;

let smtp: SmtpSink;
const dropLater: (() => Promise<void>)[] = [];
const dirsLater: string[] = [];

/**
 * Where one copy of the site lives: a data directory and, on PostgreSQL, a fresh database. A
 * restore's target starts empty; the site backed up starts seeded.
 */
async function newPlace(label: string, { isTarget = true } = {}): Promise<Where> {
  const dataDir = isTarget ? makeEmptyDataDir() : makeDataDir();
  dirsLater.push(dataDir);
  if (!baseUrl) return { dataDir };
  const database = await scratchDatabase(baseUrl, `akwaaba_drill_${label}_${runId}`);
  dropLater.push(database.drop);
  return { dataDir, databaseUrl: database.url };
}

const envFor = (where: Where) => ({
  DATA_DIR: where.dataDir,
  // Empty: the embedded database, even when the suite runs on PostgreSQL.
  DATABASE_URL: where.databaseUrl ?? "",
});

const serve = (where: Where) =>
  startServer({
    dataDir: where.dataDir,
    env: {
      ...envFor(where),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // A campaign is sent before the backup; every newsletter must carry the postal address.
      POSTAL_ADDRESS: "Akwaaba Stays, 1 Test Street, Accra, Ghana",
      MAIL_RATE_PER_MINUTE: "30000",
    },
  });

async function admin(server: RunningServer) {
  const cookie = await adminCookie(server.url);
  return (method: string, api: string, body?: unknown) =>
    fetch(`${server.url}/api/admin/${api}`, {
      method,
      headers: {
        Cookie: cookie,
        Origin: server.url,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

interface ManifestSummary {
  engine: string;
  tables: { name: string; rows: number; sha256: string }[];
}

/** The archive's manifest.json, read with the plain tar reader. */
async function manifestOf(file: string): Promise<ManifestSummary> {
  let text = "";
  await readTarGz(file, (name, bytes) => {
    if (name === "manifest.json") text = bytes.toString("utf8");
  });
  const { engine, tables } = JSON.parse(text) as ManifestSummary;
  return { engine, tables };
}

beforeAll(async () => {
  smtp = await startSmtpSink();
});

afterAll(async () => {
  await smtp?.stop();
  for (const drop of dropLater) await drop().catch(() => {});
  for (const dir of dirsLater) rmSync(dir, { recursive: true, force: true });
});

describe(`the restore drill on ${engine}`, () => {
  let source: Where;
  let archive: string;

  it("restores every table and media file identical, and the site serves them", async () => {
    source = await newPlace("src", { isTarget: false });
    const server = await serve(source);
    try {
      const api = await admin(server);

      // Content edited through the studio.
      const list = await api("GET", `content/hotels?q=${HOTEL}`);
      const hotel = ((await list.json()) as { items: { id: number; version: number }[] }).items[0]!;
      // A photo uploaded and placed on the hotel; its derivatives cut.
      const photo = await sharp({
        create: { width: 800, height: 600, channels: 3, background: "#2a6f97" },
      })
        .jpeg({ quality: 85 })
        .toBuffer();
      const form = new FormData();
      form.set("file", new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" }));
      const upload = await fetch(`${server.url}/api/admin/media`, {
        method: "POST",
        headers: { Cookie: await adminCookie(server.url), Origin: server.url },
        body: form,
      });
      expect(upload.status).toBe(201);
      const { id: mediaId } = (await upload.json()) as { id: number };
      await expect
        .poll(
          async () =>
            ((await (await api("GET", `media/${mediaId}`)).json()) as { status: string }).status,
          { timeout: 60_000 },
        )
        .toBe("ready");
      const edited = await api("PUT", `content/hotels/${hotel.id}`, {
        version: hotel.version,
        description: EDITED,
        photos: [{ mediaId, alt: "The pool at dusk" }],
      });
      expect(edited.status).toBe(200);

      // A subscriber signs up and confirms.
      const email = `drill.${runId}@example.com`;
      const signUp = await postJson(
        server.url,
        "/api/subscribe",
        { email },
        { "X-Forwarded-For": "192.0.2.77" },
      );
      expect(signUp.status).toBe(202);
      await expect
        .poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
      const mail = smtp.received.find((item) => item.to.includes(email))!;
      const link = /\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.decoded)![0];
      // The link shows a button; pressing it (a POST) confirms.
      expect((await fetch(`${server.url}${link}`, { method: "POST" })).status).toBe(200);

      // A campaign goes out to that subscriber before the backup: a restore must not ask for it
      // to be sent again (issue 39).
      const subject = `Drill campaign ${runId}`;
      const created = await api("POST", "campaigns", { subject, preheader: "", body: "Akwaaba." });
      const { id: campaignId } = (await created.json()) as { id: number };
      const { audience } = (await (await api("GET", `campaigns/${campaignId}`)).json()) as {
        audience: number;
      };
      const sent = await api("POST", `campaigns/${campaignId}/send`, {
        confirmRecipients: audience,
      });
      expect(sent.status).toBe(202);
      await expect
        .poll(
          async () =>
            ((await (await api("GET", `campaigns/${campaignId}`)).json()) as { status: string })
              .status,
          { timeout: 60_000 },
        )
        .toBe("sent");

      // A click out to a partner, and the partner's report imported against it.
      const click = await fetch(`${server.url}/go/hotel/${HOTEL}?placement=hotel-page`, {
        redirect: "manual",
        headers: { "User-Agent": BROWSER_USER_AGENT, Referer: `${server.url}/hotels/${HOTEL}` },
      });
      const label = new URL(click.headers.get("location")!).searchParams.get("label")!;
      const today = new Date().toISOString().slice(0, 10);
      const report = new FormData();
      report.set("partner", "booking");
      report.set(
        "file",
        new File(
          [
            `Booking number,Booking date,Status,Commission,Currency,Label\n${runId}1,${today},Booked,42.50,USD,${label}\n${runId}2,${today},OK,10.00,USD,not-ours\n`,
          ],
          "booking.csv",
          { type: "text/csv" },
        ),
      );
      const imported = await fetch(`${server.url}/api/admin/conversions/import`, {
        method: "POST",
        headers: { Cookie: await adminCookie(server.url), Origin: server.url },
        body: report,
      });
      expect(await imported.json()).toMatchObject({ imported: 2, rejected: [] });
      // The outbox marks the confirmation sent just after the SMTP server accepts it.
      await new Promise((resolve) => setTimeout(resolve, 1_500));

      // Backed up while the server serves.
      const backup = await runScript("backup", envFor(source));
      expect(backup.code, backup.stderr).toBe(0);
      archive = lastLine(backup.stdout);
      expect(archive).toMatch(/akwaaba-backup-.*\.tar\.gz$/);
      expect(path.dirname(archive)).toBe(path.join(source.dataDir, "backups"));
    } finally {
      await server.stop();
    }

    const before = await tableFingerprints(source);
    // The photo queue's storage id (.storage-id) is the one file left out: a restored site makes
    // its own, and start-up queues again any photo that was still being cut (decision 028).
    const { ".storage-id": _storageId, ...mediaBefore } = await fileHashes(
      path.join(source.dataDir, "media"),
    );
    expect(before.hotels!.rows).toBeGreaterThan(0);
    expect(before.conversions!.rows).toBeGreaterThanOrEqual(2);
    expect(Object.keys(mediaBefore).filter((file) => file.startsWith("originals/"))).toHaveLength(
      1,
    );
    expect(Object.keys(mediaBefore).length).toBeGreaterThan(1);

    // Wiped: restored into an empty place.
    const target = await newPlace("dst");
    const restore = await runScript("restore", envFor(target), [archive]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain("Restored");
    expect(restore.stdout).toMatch(/hotels: \d+ rows/);
    expect(restore.stdout).toContain(`${Object.keys(mediaBefore).length} media files`);
    // The campaign had gone out: nothing to send again.
    expect(restore.stdout).not.toMatch(/The campaign "/);

    const after = await tableFingerprints(target);
    // backup_runs gains the row of this very backup after its snapshot, in the source only, and
    // the audit log its entry (written with the run, docs/decisions/034).
    const { backup_runs: sourceRuns, audit_log: sourceLog, ...sourceTables } = before;
    const { backup_runs: restoredRuns, audit_log: restoredLog, ...restoredTables } = after;
    expect(sourceRuns!.rows).toBe(1);
    // The one run: the restore's own record of the archive it put back.
    expect(restoredRuns!.rows).toBe(1);
    expect(restoredTables).toEqual(sourceTables);
    expect(sourceLog!.rows).toBe(restoredLog!.rows + 1);
    const logBeforeBackup = await queryDatabase(source, async (query) => {
      await query("set timezone = 'UTC'");
      const [row] = await query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
         from public.audit_log t where t.action <> 'backup taken (npm run backup)'`,
      );
      return row!;
    });
    expect(logBeforeBackup).toEqual(restoredLog);
    const { ".storage-id": _restoredId, ...mediaAfter } = await fileHashes(
      path.join(target.dataDir, "media"),
    );
    expect(mediaAfter).toEqual(mediaBefore);

    // The restored site serves what was backed up.
    const restored = await serve(target);
    try {
      const page = await fetch(`${restored.url}/hotels/${HOTEL}`);
      const html = await page.text();
      expect(visibleText(html)).toContain(EDITED);
      const photoUrl = /\/media\/[0-9a-f]{16}-\d+\.(?:avif|webp|jpg)/.exec(html)![0];
      expect((await fetch(`${restored.url}${photoUrl}`)).status).toBe(200);
      const api = await admin(restored);
      const subscribers = (await (await api("GET", "subscriptions")).json()) as {
        email: string;
        status: string;
      }[];
      expect(subscribers.find((item) => item.email === `drill.${runId}@example.com`)).toMatchObject(
        { status: "active" },
      );
      const today = new Date().toISOString().slice(0, 10);
      const revenue = (await (await api("GET", `revenue?from=${today}&to=${today}`)).json()) as {
        conversions: number;
      };
      expect(revenue.conversions).toBeGreaterThanOrEqual(2);
      // The Backups tab knows which archive the site came from.
      const backupsTab = await fetch(`${restored.url}/admin/dashboard/backups`, {
        headers: { Cookie: await adminCookie(restored.url) },
      });
      const tabText = visibleText(await backupsTab.text());
      const restoredFrom = tabText.indexOf("Restored from");
      expect(restoredFrom, tabText).toBeGreaterThanOrEqual(0);
      expect(tabText.slice(restoredFrom, restoredFrom + 200)).toContain(path.basename(archive));
      expect(tabText.slice(restoredFrom, restoredFrom + 200)).toMatch(/ ?, taken /);
      expect(tabText).not.toContain("No backup yet");
    } finally {
      await restored.stop();
    }

    // A target that holds data now is refused, and left as it was.
    const again = await runScript("restore", envFor(target), [archive]);
    expect(again.code).toBe(1);
    expect(lastLine(again.stderr)).toMatch(/ already holds (a database|media files)|is not empty/);
  }, 600_000);

  it("refuses a tampered archive and one from a newer schema, touching nothing", async () => {
    expect(archive).toBeTruthy();
    const entries: { name: string; bytes: Buffer }[] = [];
    await readTarGz(archive, (name, bytes) => {
      entries.push({ name, bytes });
    });
    const scratch = mkdtempSync(path.join(tmpdir(), "akwaaba-archive-"));
    dirsLater.push(scratch);
    /** The archive again, written as the app writes one, with one entry's bytes changed. */
    async function rewritten(
      label: string,
      changed: string,
      change: (bytes: Buffer) => Buffer,
    ): Promise<string> {
      const folder = path.join(scratch, label);
      for (const entry of entries) {
        const file = path.join(folder, entry.name);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, entry.name === changed ? change(entry.bytes) : entry.bytes);
      }
      const file = path.join(scratch, `${label}.tar.gz`);
      await writeTarGz(
        file,
        folder,
        entries.map((entry) => entry.name),
      );
      return file;
    }

    // One byte flipped in the hotels table file.
    const tampered = await rewritten("tampered", "tables/hotels.jsonl", (original) => {
      const bytes = Buffer.from(original);
      bytes[bytes.indexOf("Labadi")] = "M".charCodeAt(0);
      return bytes;
    });
    const target = await newPlace("tampered");
    const refused = await runScript("restore", envFor(target), [tampered]);
    expect(refused.code).toBe(1);
    expect(lastLine(refused.stderr)).toBe(
      "The archive failed its checksums, so nothing was restored: tables/hotels.jsonl does not match its checksum.",
    );

    // The manifest says a schema this code does not have yet.
    const newer = await rewritten("newer", "manifest.json", (bytes) => {
      const manifest = JSON.parse(bytes.toString("utf8")) as {
        schema: { migration: string; when: number };
      };
      manifest.schema = { migration: "0999_from_the_future", when: manifest.schema.when + 1e9 };
      return Buffer.from(JSON.stringify(manifest));
    });
    const newerRefused = await runScript("restore", envFor(target), [newer]);
    expect(newerRefused.code).toBe(1);
    expect(lastLine(newerRefused.stderr)).toMatch(
      /^The archive is from a newer version of the site \(schema 0999_from_the_future\); this code knows schema \d{4}_\w+ at most\. Update the code, then restore\.$/,
    );

    // The manifest's last media key would escape the media folder: refused before the first
    // file is written, not after every file before it (issue 39).
    const badKey = await rewritten("bad-key", "manifest.json", (bytes) => {
      const manifest = JSON.parse(bytes.toString("utf8")) as { media: { key: string }[] };
      expect(manifest.media.length).toBeGreaterThan(0);
      manifest.media.at(-1)!.key = "../x";
      return Buffer.from(JSON.stringify(manifest));
    });
    const badKeyRefused = await runScript("restore", envFor(target), [badKey]);
    expect(badKeyRefused.code).toBe(1);
    expect(lastLine(badKeyRefused.stderr)).toMatch(
      /manifest\.json is not one this code reads \(media\.\d+\.key: not a media key this site stores\)\.$/,
    );
    expect(await fileHashes(target.dataDir)).toEqual({});

    // None of the refusals left anything behind: the target still takes the real archive.
    expect(await fileHashes(target.dataDir)).toEqual({});
    const restore = await runScript("restore", envFor(target), [archive]);
    expect(restore.code, restore.stderr).toBe(0);
  }, 300_000);

  it.runIf(baseUrl)(
    "restores a PostgreSQL archive into the embedded database with every table file identical",
    async () => {
      expect(archive).toBeTruthy();
      const embedded = makeEmptyDataDir();
      dirsLater.push(embedded);
      const place = { DATA_DIR: embedded, DATABASE_URL: "" };
      const restore = await runScript("restore", place, [archive]);
      expect(restore.code, restore.stderr).toBe(0);
      const again = await runScript("backup", place);
      expect(again.code, again.stderr).toBe(0);
      const fromPostgres = await manifestOf(archive);
      const fromEmbedded = await manifestOf(lastLine(again.stdout));
      expect(fromPostgres.engine).toBe("postgres");
      expect(fromEmbedded.engine).toBe("pglite");
      // The restore records the archive it put back as a run (issue 39); every other table is
      // the same file.
      const withoutRuns = (tables: typeof fromPostgres.tables) =>
        tables.filter((table) => table.name !== "backup_runs");
      expect(withoutRuns(fromEmbedded.tables)).toEqual(withoutRuns(fromPostgres.tables));
      const runs = (tables: typeof fromPostgres.tables) =>
        tables.find((table) => table.name === "backup_runs")!.rows;
      expect(runs(fromEmbedded.tables)).toBe(runs(fromPostgres.tables) + 1);
    },
    300_000,
  );

  it("restores a backup taken while sign-ups arrive to a consistent state", async () => {
    expect(source).toBeTruthy();
    const server = await serve(source);
    let signUps = 0;
    let writing = true;
    const writers = Array.from({ length: 4 }, async (_, worker) => {
      for (let index = 0; writing; index += 1) {
        const response = await postJson(
          server.url,
          "/api/subscribe",
          { email: `busy.${worker}.${index}.${runId}@example.com` },
          { "X-Forwarded-For": `10.27.${worker}.${index % 250}` },
        );
        if (response.status === 202) signUps += 1;
        await fetch(`${server.url}/go/hotel/${HOTEL}?placement=hotel-card`, {
          redirect: "manual",
          headers: { "User-Agent": BROWSER_USER_AGENT },
        });
      }
    });
    let archiveUnderLoad: string;
    let before: number;
    try {
      await expect.poll(() => signUps, { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
      before = signUps;
      const backup = await runScript("backup", envFor(source));
      expect(backup.code, backup.stderr).toBe(0);
      archiveUnderLoad = lastLine(backup.stdout);
    } finally {
      writing = false;
      await Promise.all(writers);
      await server.stop();
    }
    expect(signUps).toBeGreaterThan(before);

    const manifest = await manifestOf(archiveUnderLoad);

    const target = await newPlace("busy");
    const restore = await runScript("restore", envFor(target), [archiveUnderLoad]);
    expect(restore.code, restore.stderr).toBe(0);

    const restored = await tableFingerprints(target);
    for (const table of manifest.tables) {
      // The restore adds its own record of the archive it put back (issue 39).
      const added = table.name === "backup_runs" ? 1 : 0;
      expect(restored[table.name]!.rows, table.name).toBe(table.rows + added);
    }
    // At least the sign-ups made before the backup began, each whole.
    const busy = await queryDatabase(target, async (query) => {
      const [counts] = await query<{ subscribers: number; orphans: number; lonely: number }>(
        `select
           (select count(*)::int from newsletter_subscriptions where email like 'busy.%.${runId}@example.com') as subscribers,
           (select count(*)::int from subscriber_consents c where not exists
              (select 1 from newsletter_subscriptions s where s.id = c.subscriber_id)) as orphans,
           (select count(*)::int from newsletter_subscriptions s where not exists
              (select 1 from subscriber_consents c where c.subscriber_id = s.id and c.event = 'signup')) as lonely`,
      );
      return counts!;
    });
    expect(busy.subscribers).toBeGreaterThanOrEqual(before!);
    expect(busy.orphans).toBe(0);
    expect(busy.lonely).toBe(0);
    // Its archive sits beside the first: both in the backup folder.
    expect(readFileSync(archiveUnderLoad).length).toBeGreaterThan(0);
  }, 600_000);
});
