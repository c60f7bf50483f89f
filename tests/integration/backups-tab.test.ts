// The dashboard's Backups tab: settings refused with their field named or saved, "Back up now"
// writing an archive to the operator's folder and pruning by retention, "Download latest"
// streaming a whole archive, the daily backup moving to the operator's time, and all of it the
// operator's alone.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readTarGz } from "#app/backups/tar.server.ts";
import { adminCookie, visibleText } from "#tests/http.ts";

const baseUrl = inject("baseUrl");
const TAB = `${baseUrl}/admin/dashboard/backups`;
const folder = mkdtempSync(path.join(tmpdir(), "akwaaba-backups-tab-"));
let cookie: string;

const post = (fields: Record<string, string>, withCookie = true) =>
  fetch(TAB, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...(withCookie ? { Cookie: cookie } : {}),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
  });

// A daily time twelve hours from now (Accra time is UTC), so the daily backup never starts while
// these tests run: with a fixed "03:15", a run at 03:15 UTC had "Back up now" join the daily one.
const farTime = new Date(Date.now() + 12 * 3_600_000).toISOString().slice(11, 16);

const settings = (fields: Record<string, string> = {}) =>
  post({
    intent: "settings",
    time: farTime,
    folder: "",
    bucket: "",
    daily: "7",
    weekly: "4",
    ...fields,
  });

beforeAll(async () => {
  cookie = await adminCookie(baseUrl);
});

afterAll(async () => {
  // Back to the defaults, so no other test's server writes into the removed folder.
  await settings();
  rmSync(folder, { recursive: true, force: true });
});

describe("the Backups tab", () => {
  it("is the operator's alone", async () => {
    expect((await post({ intent: "backup-now" }, false)).status).toBe(302);
    expect((await fetch(`${baseUrl}/api/admin/backups/latest`)).status).toBe(401);
  });

  it("refuses bad settings with the field named, and saves good ones", async () => {
    const refused = await settings({ time: "25:00", daily: "0" });
    expect(refused.status).toBe(400);
    const text = visibleText(await refused.text());
    expect(text).toContain("Enter a time of day as HH:MM, e.g. 02:30.");
    expect(text).toContain("Keep at least one daily backup.");

    expect((await settings({ time: farTime, folder, daily: "1", weekly: "0" })).status).toBe(200);
    const page = await (await fetch(TAB, { headers: { Cookie: cookie } })).text();
    expect(page).toContain(`value="${farTime}"`);
    expect(visibleText(page)).toContain(`Archives go to ${folder} . Set a bucket below`);
  });

  it("backs up now into the folder, keeps what retention says, and downloads the latest", async () => {
    // An old archive of the same day and another file: retention removes only the first.
    writeFileSync(path.join(folder, "akwaaba-backup-2000-01-01T02-00-00-000Z.tar.gz"), "old");
    writeFileSync(path.join(folder, "notes.txt"), "the operator's own file");
    // What a backup killed part-way leaves: removed once old, kept while it may be running.
    const dayAgo = new Date(Date.now() - 86_400_000);
    mkdirSync(path.join(folder, ".staging-killed"));
    utimesSync(path.join(folder, ".staging-killed"), dayAgo, dayAgo);
    writeFileSync(path.join(folder, "akwaaba-backup-killed.tar.gz.0a1b2c3d.partial"), "half");
    utimesSync(path.join(folder, "akwaaba-backup-killed.tar.gz.0a1b2c3d.partial"), dayAgo, dayAgo);
    mkdirSync(path.join(folder, ".staging-running"));
    const first = await post({ intent: "backup-now" });
    expect(first.status).toBe(200);
    expect(visibleText(await first.text())).toContain("Back up now Succeeded");
    const second = await post({ intent: "backup-now" });
    expect(second.status).toBe(200);
    const [running, ...files] = readdirSync(folder).sort();
    expect(running).toBe(".staging-running");
    // Daily 1, weekly 0: the newest archive only, and never a file that is not an archive.
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^akwaaba-backup-\d{4}-.*\.tar\.gz$/);
    expect(files[0]).not.toContain("2000-01-01");
    expect(files[1]).toBe("notes.txt");

    const page = visibleText(await (await fetch(TAB, { headers: { Cookie: cookie } })).text());
    expect(page).toMatch(/Last backup [^]+? succeeded , \d+ KB/);
    expect(page).toContain("Back up now Succeeded");

    const download = await fetch(`${baseUrl}/api/admin/backups/latest`, {
      headers: { Cookie: cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/gzip");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${files[0]}"`);
    const downloaded = path.join(folder, "downloaded.tar.gz");
    writeFileSync(downloaded, Buffer.from(await download.arrayBuffer()));
    const names: string[] = [];
    await readTarGz(downloaded, (name) => {
      names.push(name);
    });
    expect(names[0]).toBe("manifest.json");
    expect(names).toContain("tables/hotels.jsonl");
  });

  it("records a failed backup with a message the operator can act on", async () => {
    // A folder inside a file can never be made, whoever the server runs as.
    const unusable = path.join(folder, "notes.txt", "backups");
    expect((await settings({ folder: unusable })).status).toBe(200);
    const failed = visibleText(await (await post({ intent: "backup-now" })).text());
    expect(failed).toContain(
      `Back up now Failed The backup folder ${unusable} cannot be written (ENOTDIR): choose another on the Backups tab or set BACKUP_DIR.`,
    );
    expect(failed).toMatch(/Last backup [^]+? failed The backup folder/);
  });

  it("runs the daily backup at the time the operator sets, with no restart", async () => {
    // The next whole minute far enough ahead for the save to land first (Accra time is UTC).
    const at = new Date(Date.now() + (new Date().getUTCSeconds() < 50 ? 60_000 : 120_000));
    const time = at.toISOString().slice(11, 16);
    expect((await settings({ time, folder, daily: "1", weekly: "0" })).status).toBe(200);
    // The newest run is the failed "Back up now" above until the daily one lands.
    const newestRun = async () =>
      /Finished By Result Size Contents [A-Z][a-z]{2} \d+, \d{4}, \d+:\d\d [AP]M (Daily|Back up now|npm run backup) (\w+)/
        .exec(visibleText(await (await fetch(TAB, { headers: { Cookie: cookie } })).text()))
        ?.slice(1)
        .join(" ");
    expect(await newestRun()).toBe("Back up now Failed");
    await expect.poll(newestRun, { timeout: 180_000, interval: 2_000 }).toBe("Daily Succeeded");
  }, 240_000);
});
