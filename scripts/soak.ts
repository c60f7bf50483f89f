// `npm run soak` (after a build): three processes of the production server on one PostgreSQL
// database, sharing one DATA_DIR for photos and backups, under mixed traffic sent round-robin to
// them for a bounded time: page views of every page type, searches, click-outs, contact messages,
// studio saves, newsletter sign-ups and a campaign, and a backup; a third of the way in, one
// process is killed with SIGKILL and started again. It prints requests, errors, p50/p99 by route
// and each process's resident memory over time, and exits 1 unless:
// - no acknowledged write was lost: every contact message answered 201, studio save answered
//   201/200 and click-out answered 302 is in the database at the end (decision 016: a click is
//   committed before its redirect is answered);
// - every e-mail went exactly once: one confirmation per sign-up, one newsletter per reader;
// - no answer was a 5xx, and no request failed, outside the killed process's restart (from the
//   kill until it is ready again; failures there are counted apart);
// - no process's memory grew by more than 20% over the second half of the run (the restarted
//   process: over the second half of its new life), judged when that half starts after a
//   2-minute warm-up (so not in CI's 60-second run, which prints the figures unjudged).
//
//   npm run build && npm run soak
//   SOAK_SECONDS=1200 (20 minutes) by default; SOAK_CONNECTIONS=6 browsing clients;
//   SOAK_READERS=30 newsletter readers; SOAK_PORT=4540 serves on 4540-4542 (free ports otherwise).
//   DATABASE_URL (and DATABASE_OWNER_URL) name the PostgreSQL server: the soak makes a database
//   of its own there and drops it at the end; unset, CI's roles on 127.0.0.1:5432.
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { BROWSER_USER_AGENT, OWNER_EMAIL, OWNER_PASSWORD } from "#tests/http.ts";
import { lastLine, runScript } from "#tests/backup-tools.ts";
import { listedHotelSeeds } from "#tests/listed-hotels.ts";
import { createOwnDatabase } from "#tests/own-database.ts";
import { PAGE_TYPES } from "#tests/page-weight.ts";
import { makeDataDir, startServer, type RunningServer } from "#tests/server-process.ts";
import { startSmtpSink, type ReceivedMail } from "#tests/smtp-sink.ts";
import { slugify } from "#app/domain/content/slug.ts";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 1200);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 6);
const READERS = Number(process.env.SOAK_READERS ?? 30);
const BASE_PORT = Number(process.env.SOAK_PORT ?? 0);
const PROCESSES = 3;
/** The process killed with SIGKILL and started again. */
const VICTIM = PROCESSES - 1;
const MAX_GROWTH = 0.2;
/**
 * A process's memory climbs for its first minutes as caches, the content snapshot and malloc's
 * arenas fill (the 20-minute run of 30 November 2026 levelled off within 120 s), so growth is
 * judged only on a second half that starts after this: a run too short for that (CI's minute)
 * prints the figure unjudged.
 */
const WARM_UP_MS = 120_000;
const REQUEST_TIMEOUT_MS = 30_000;

if (!existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
if (!process.env.DATABASE_URL) {
  process.env.DATABASE_URL = "postgresql://akwaaba_ci:akwaaba_ci@127.0.0.1:5432/postgres";
  process.env.DATABASE_OWNER_URL ??=
    "postgresql://akwaaba_ci_owner:akwaaba_ci_owner@127.0.0.1:5432/postgres";
}

const run = Date.now().toString(36);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
/**
 * Traffic runs until the run's time is up and the kill, restart, campaign and backup are done,
 * and the restarted process has served a third of the run (its memory is judged over its life),
 * then a tenth of the run more: memory at the end is read under ordinary traffic, not while the
 * one-off campaign and backup still hold theirs (in a 60-s run they end with the run).
 */
const isRunning = (until: number) =>
  Date.now() < until ||
  eventsDoneAt === 0 ||
  Date.now() < eventsDoneAt + (SECONDS * 1000) / 10 ||
  Date.now() < readyAt + (SECONDS * 1000) / 3;
let eventsDoneAt = 0;

// --- What every request did -------------------------------------------------------------------

interface Failure {
  route: string;
  process: number;
  at: number;
  /** The status of a 5xx answer; null when no answer came (refused, reset or timed out). */
  status: number | null;
  detail: string;
}

const durations = new Map<string, number[]>();
const statusCounts = new Map<string, number>();
const failures: Failure[] = [];
let requestCount = 0;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** One request to process `target`, timed and counted under `route`; null when no answer came. */
async function send(
  route: string,
  target: number,
  pathAndQuery: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<Answer | null> {
  const started = performance.now();
  requestCount += 1;
  try {
    const response = await fetch(`${servers[target]!.url}${pathAndQuery}`, {
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...init,
      headers: { "User-Agent": BROWSER_USER_AGENT, ...init.headers },
    });
    const text = await response.text();
    const list = durations.get(route) ?? [];
    list.push(performance.now() - started);
    durations.set(route, list);
    const key = `${route} ${response.status}`;
    statusCounts.set(key, (statusCounts.get(key) ?? 0) + 1);
    if (response.status >= 500) {
      failures.push({
        route,
        process: target,
        at: Date.now(),
        status: response.status,
        detail: text.slice(0, 200),
      });
    }
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    failures.push({
      route,
      process: target,
      at: Date.now(),
      status: null,
      detail: cause?.code ?? cause?.message ?? (error as Error).message,
    });
    return null;
  }
}

let nextTarget = 0;
function roundRobin(): number {
  nextTarget = (nextTarget + 1) % PROCESSES;
  return nextTarget;
}

/** A client address of its own for each form post, so the per-client limits never refuse one. */
function clientAddress(block: number, n: number): string {
  return `10.${block}.${(n >> 8) & 255}.${n & 255}`;
}

// --- The writes the site acknowledged ---------------------------------------------------------

const ackedContacts: string[] = [];
const ackedClicks: string[] = [];
const ackedPages: { slug: string; id: number }[] = [];
const ackedEdits: { id: number; intro: string }[] = [];
const subscribed: string[] = [];
const confirmed = new Set<string>();

// --- Traffic ----------------------------------------------------------------------------------

const BROWSE = [
  ...PAGE_TYPES.filter((type) => !type.path.startsWith("/search")).map((type) => type.path),
  ...listedHotelSeeds.slice(0, 20).map((hotel) => `/hotels/${slugify(hotel.name)}`),
  "/kumasi",
  "/cape-coast",
  "/hotels?city=accra&rating=4%2B",
  "/api/hotels",
  "/api/blog",
];
const SEARCHES = ["accra", "kumasi beach", "visa", "cheap hotel", "kente", "airport", "tamale"];
const CLICK_OUTS = [
  ...listedHotelSeeds.slice(0, 10).map((hotel) => `/go/hotel/${slugify(hotel.name)}`),
  "/go/city/accra",
  "/go/city/kumasi",
];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

let contactCount = 0;

/** One browsing client: pages, searches, click-outs and now and then a contact message. */
async function browse(until: number) {
  while (isRunning(until)) {
    const target = roundRobin();
    const roll = Math.random();
    let answer: Answer | null;
    if (roll < 0.6) {
      answer = await send("page", target, pick(BROWSE));
    } else if (roll < 0.75) {
      const q = encodeURIComponent(pick(SEARCHES));
      answer =
        Math.random() < 0.5
          ? await send("search", target, `/search?q=${q}`)
          : await send("search suggest", target, `/api/search/suggest?q=${q}`);
    } else if (roll < 0.92) {
      answer = await send("click-out", target, `${pick(CLICK_OUTS)}?placement=soak-${run}`);
      const clickId = answer?.status === 302 ? clickIdOf(answer.headers.get("location")) : null;
      if (clickId) ackedClicks.push(clickId);
    } else {
      const n = contactCount++;
      const message = `Soak ${run} message ${n}: is there a room with a sea view in March?`;
      answer = await send("contact", target, "/api/contact", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": clientAddress(77, n),
        },
        body: JSON.stringify({ name: "Soak Test", email: `soak${n}@example.com`, message }),
      });
      if (answer?.status === 201) ackedContacts.push(message);
    }
    // A refused connection fails at once; do not spin on the process that is down.
    if (!answer) await sleep(50);
  }
}

/** The click id a partner URL carries as its sub-id: 16 characters of base64url. */
function clickIdOf(location: string | null): string | null {
  if (!location) return null;
  for (const value of new URL(location).searchParams.values()) {
    if (/^[\w-]{16}$/.test(value)) return value;
  }
  return null;
}

let cookie = "";

function adminHeaders(target: number): Record<string, string> {
  return { Cookie: cookie, Origin: servers[target]!.url, "Content-Type": "application/json" };
}

/** An operator saving in the studio: a new draft page, then an edit of it, about once a second. */
async function studio(until: number) {
  for (let n = 0; isRunning(until); n++) {
    const slug = `soak-${run}-${n}`;
    const creator = roundRobin();
    const created = await send("studio save", creator, "/api/admin/content/pages", {
      method: "POST",
      headers: adminHeaders(creator),
      body: JSON.stringify({
        slug,
        title: `Soak page ${n}`,
        description: "A draft page the soak test saves.",
        intro: "Written by the soak test.",
        body: "## A part\n\nWords of the soak test.",
      }),
    });
    if (created?.status === 201) {
      const { id } = JSON.parse(created.text) as { id: number };
      ackedPages.push({ slug, id });
      const intro = `Edited by the soak test, save ${n}.`;
      const editor = roundRobin();
      const edited = await send("studio save", editor, `/api/admin/content/pages/${id}`, {
        method: "PUT",
        headers: adminHeaders(editor),
        body: JSON.stringify({ version: 1, intro }),
      });
      if (edited?.status === 200) ackedEdits.push({ id, intro });
    }
    await sleep(created ? 1_000 : 200);
  }
}

const isConfirmation = (mail: ReceivedMail) =>
  mail.headers.includes("Subject: Confirm your subscription");

/**
 * Newsletter readers, before the timed traffic: each signs up and confirms through the link in
 * the e-mail, so no confirmation is on its way when the process is killed.
 */
async function signUpReaders() {
  await Promise.all(
    Array.from({ length: READERS }, async (_, i) => {
      const email = `soak${i}.${run}@example.com`;
      const answer = await send("subscribe", roundRobin(), "/api/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": clientAddress(88, i) },
        body: JSON.stringify({ email }),
      });
      if (answer?.status === 202) subscribed.push(email);
    }),
  );
  const deadline = Date.now() + 120_000;
  while (confirmed.size < subscribed.length && Date.now() < deadline) {
    for (const mail of smtp.received.filter(isConfirmation)) {
      const reader = mail.to[0]!;
      if (confirmed.has(reader) || !subscribed.includes(reader)) continue;
      const link = /\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.decoded)?.[0];
      if (!link) continue;
      const answer = await send("confirm", roundRobin(), link, { method: "POST" });
      if (answer?.status === 200) confirmed.add(reader);
    }
    await sleep(500);
  }
}

let campaignId = 0;
let audience = 0;
const campaignSubject = `Soak newsletter ${run}`;

async function sendCampaign() {
  const created = await send("campaign", 0, "/api/admin/campaigns", {
    method: "POST",
    headers: adminHeaders(0),
    body: JSON.stringify({ subject: campaignSubject, body: "Akwaaba from the soak test!" }),
  });
  if (!created || created.status >= 300) throw new Error(`Creating the campaign: ${created?.text}`);
  campaignId = (JSON.parse(created.text) as { id: number }).id;
  const shown = await send("campaign", 0, `/api/admin/campaigns/${campaignId}`, {
    headers: adminHeaders(0),
  });
  audience = (JSON.parse(shown!.text) as { audience: number }).audience;
  const sent = await send("campaign", 0, `/api/admin/campaigns/${campaignId}/send`, {
    method: "POST",
    headers: adminHeaders(0),
    body: JSON.stringify({ confirmRecipients: audience }),
  });
  if (sent?.status !== 202) throw new Error(`Sending the campaign: ${sent?.text}`);
}

/** The campaign's status as the dashboard shows it ("sent" once every message is done). */
async function campaignStatus(): Promise<string> {
  if (!campaignId) return "never created";
  const response = await fetch(`${servers[0]!.url}/api/admin/campaigns/${campaignId}`, {
    headers: adminHeaders(0),
  }).catch(() => null);
  return response?.ok ? ((await response.json()) as { status: string }).status : "unknown";
}

/** The campaign's status once the run's mail is out, read before the servers stop. */
let campaignState = "never created";
let backupReport = "not taken";
let backupOk = false;

async function takeBackup() {
  const started = Date.now();
  const result = await runScript("backup", {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
  });
  const archive = lastLine(result.stdout);
  backupOk = result.code === 0 && existsSync(archive);
  backupReport = backupOk
    ? `${path.basename(archive)}, ${(statSync(archive).size / 1024).toFixed(0)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`
    : `FAILED (exit ${result.code}): ${result.stderr.trim().split("\n").at(-1)}`;
}

// --- Memory -----------------------------------------------------------------------------------

interface MemorySample {
  at: number;
  pid: number;
  rssMb: number;
}
const memory: MemorySample[][] = Array.from({ length: PROCESSES }, () => []);

function residentMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

function sampleMemory() {
  for (const [index, server] of servers.entries()) {
    const pid = server.child.pid;
    if (pid === undefined || server.child.exitCode !== null || server.child.signalCode) continue;
    const rssMb = residentMb(pid);
    if (rssMb !== null) memory[index]!.push({ at: Date.now(), pid, rssMb });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Growth from the start of `samples` to their end, each end the median of a tenth (3 or more). */
function growth(samples: MemorySample[]): { from: number; to: number; growth: number } {
  const edge = Math.max(3, Math.ceil(samples.length / 10));
  const from = median(samples.slice(0, edge).map((sample) => sample.rssMb));
  const to = median(samples.slice(-edge).map((sample) => sample.rssMb));
  return { from, to, growth: from > 0 ? to / from - 1 : 0 };
}

// --- The run ----------------------------------------------------------------------------------

const database = (await createOwnDatabase("akwaaba_soak"))!;
const dataDir = makeDataDir();
const smtp = await startSmtpSink(BASE_PORT ? BASE_PORT + 9 : 0);
const env = {
  DATABASE_URL: database.url,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  POSTAL_ADDRESS: "Akwaaba Stays, 1 Soak Street, Accra, Ghana",
  MAIL_RETRY_BASE_SECONDS: "1",
};
const portOf = (index: number) => (BASE_PORT ? String(BASE_PORT + index) : "0");
const servers: RunningServer[] = [];
let killedAt = 0;
let readyAt = 0;
let startedAt = 0;
let exitCode = 1;
const secondsIn = (at: number) => ((at - startedAt) / 1000).toFixed(0);
/** What the killed process printed before the kill. */
let earlierOutput = "";

interface Check {
  ok: boolean;
  text: string;
}

/**
 * A production process as `npm start` runs it (scripts/start.ts), with the memory settings it
 * gives the server: started on server/index.ts, the soak measured a process without them.
 */
function start(port: string): Promise<RunningServer> {
  return startServer({
    dataDir,
    entry: "scripts/start.ts",
    env: { ...env, PORT: port },
    timeoutMs: 180_000,
  });
}

try {
  console.log(
    `Soak: ${PROCESSES} processes on PostgreSQL (${new URL(database.url).pathname.slice(1)}), ${SECONDS} s, ${CONNECTIONS} browsing clients, ${READERS} newsletter readers`,
  );
  // One after the other: the first migrates and seeds, the others wait on its lock.
  servers.push(await start(portOf(0)));
  servers.push(...(await Promise.all([1, 2].map((index) => start(portOf(index))))));
  const login = await send("login", 0, "/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: OWNER_EMAIL, password: OWNER_PASSWORD }),
  });
  cookie = login?.headers.get("set-cookie")?.split(";")[0] ?? "";
  if (!cookie) throw new Error(`Could not sign in: ${login?.status} ${login?.text}`);

  await signUpReaders();
  startedAt = Date.now();
  const until = startedAt + SECONDS * 1000;
  const sampler = setInterval(sampleMemory, SECONDS > 300 ? 5_000 : 1_000);
  sampleMemory();
  const traffic = [...Array.from({ length: CONNECTIONS }, () => browse(until)), studio(until)];
  // A third of the way in: kill -9 and start again on the same port.
  const restart = (async () => {
    await sleep(startedAt + (SECONDS * 1000) / 3 - Date.now());
    const victim = servers[VICTIM]!;
    const port = new URL(victim.url).port;
    killedAt = Date.now();
    await victim.stop("SIGKILL");
    console.log(`${secondsIn(killedAt)} s: killed process ${VICTIM + 1} (SIGKILL)`);
    servers[VICTIM] = await start(port);
    readyAt = Date.now();
    earlierOutput = victim.output();
    console.log(
      `${secondsIn(readyAt)} s: process ${VICTIM + 1} serves again, ${((readyAt - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
  })();
  // Halfway, once the killed process serves again (a message sent at the moment of a kill may
  // go twice: the outbox cannot know whether the mail server took it).
  const campaign = (async () => {
    await sleep(startedAt + (SECONDS * 1000) / 2 - Date.now());
    await restart;
    await sendCampaign();
    console.log(`${secondsIn(Date.now())} s: campaign sent to ${audience} readers`);
  })();
  const backup = (async () => {
    await sleep(startedAt + SECONDS * 600 - Date.now());
    await takeBackup();
    console.log(`${secondsIn(Date.now())} s: backup ${backupReport}`);
  })();
  const events = Promise.all([restart, campaign, backup]).finally(
    () => (eventsDoneAt = Date.now()),
  );
  await Promise.all([...traffic, events]);
  clearInterval(sampler);
  const endedAt = Date.now();

  // Let the outbox finish the campaign before the servers stop.
  const owner = new pg.Client({ connectionString: database.ownerUrl });
  await owner.connect();
  const outboxDeadline = Date.now() + 120_000;
  while (Date.now() < outboxDeadline) {
    const { rows } = await owner.query<{ waiting: number }>(
      "select count(*)::int as waiting from email_outbox where status in ('queued', 'sending')",
    );
    if (rows[0]!.waiting === 0 && (await campaignStatus()) === "sent") break;
    await sleep(1_000);
  }
  // Time for a message to go twice, if the outbox were going to send it again.
  await sleep(3_000);
  campaignState = await campaignStatus();
  await Promise.all(servers.map((server) => server.stop()));

  const checks = await verify(owner, endedAt);
  await owner.end();
  report(endedAt);
  console.log("\nChecks:");
  for (const check of checks) console.log(`  ${check.ok ? "ok  " : "FAIL"} ${check.text}`);
  exitCode = checks.every((check) => check.ok) ? 0 : 1;
} catch (error) {
  console.error(error);
  for (const [index, server] of servers.entries()) {
    console.error(`--- process ${index + 1} output (end):\n${server.output().slice(-3_000)}`);
  }
} finally {
  await Promise.all(servers.map((server) => server.stop("SIGKILL")));
  await smtp.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

// --- Verdict ----------------------------------------------------------------------------------

function inRestart(failure: Failure): boolean {
  return failure.process === VICTIM && failure.at >= killedAt && failure.at <= readyAt;
}

async function verify(owner: pg.Client, endedAt: number): Promise<Check[]> {
  const checks: Check[] = [];
  const stored = async (query: string, values: unknown[]) =>
    new Set((await owner.query<{ key: string }>(query, [values])).rows.map((row) => row.key));

  const contacts = await stored(
    "select message as key from contact_messages where message = any($1)",
    ackedContacts,
  );
  const lostContacts = ackedContacts.filter((message) => !contacts.has(message));
  checks.push({
    ok: lostContacts.length === 0,
    text: `contact messages: ${ackedContacts.length} acknowledged, ${lostContacts.length} lost`,
  });

  const pages = await stored(
    "select slug as key from pages where slug = any($1)",
    ackedPages.map((page) => page.slug),
  );
  const intros = new Map(
    (
      await owner.query<{ id: number; intro: string }>(
        "select id, intro from pages where id = any($1)",
        [ackedEdits.map((edit) => edit.id)],
      )
    ).rows.map((row) => [row.id, row.intro]),
  );
  const lostPages = ackedPages.filter((page) => !pages.has(page.slug));
  const lostEdits = ackedEdits.filter((edit) => intros.get(edit.id) !== edit.intro);
  checks.push({
    ok: lostPages.length === 0 && lostEdits.length === 0,
    text: `studio saves: ${ackedPages.length + ackedEdits.length} acknowledged, ${lostPages.length + lostEdits.length} lost`,
  });

  const clicks = await stored(
    "select click_id as key from clicks where click_id = any($1)",
    ackedClicks,
  );
  const lostClicks = ackedClicks.filter((clickId) => !clicks.has(clickId));
  checks.push({
    ok: lostClicks.length === 0,
    text: `click-outs: ${ackedClicks.length} acknowledged, ${lostClicks.length} lost`,
  });

  const perReader = (mails: ReceivedMail[]) => {
    const counts = new Map<string, number>();
    for (const mail of mails) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    return counts;
  };
  const exactlyOnce = (label: string, expected: Iterable<string>, mails: ReceivedMail[]) => {
    const counts = perReader(mails);
    const wanted = new Set(expected);
    const missing = [...wanted].filter((reader) => !counts.has(reader));
    const twice = [...counts].filter(([, count]) => count > 1);
    const strangers = [...counts.keys()].filter((reader) => !wanted.has(reader));
    checks.push({
      ok: missing.length === 0 && twice.length === 0 && strangers.length === 0,
      text: `${label}: ${wanted.size} expected, ${mails.length} received, ${missing.length} missing, ${twice.length} sent twice or more, ${strangers.length} to someone else`,
    });
  };
  exactlyOnce("confirmation e-mails", subscribed, smtp.received.filter(isConfirmation));
  checks.push({
    ok: campaignState === "sent" && audience === confirmed.size && confirmed.size > 0,
    text: `campaign: ${audience} recipients of ${confirmed.size} confirmed readers, ${campaignState}`,
  });
  exactlyOnce(
    "campaign e-mails",
    confirmed,
    smtp.received.filter((mail) => mail.headers.includes(`Subject: ${campaignSubject}`)),
  );

  checks.push({ ok: backupOk, text: `backup while serving: ${backupReport}` });

  const restart = failures.filter(inRestart);
  const outside = failures.filter((failure) => !inRestart(failure));
  checks.push({
    ok: killedAt > 0 && readyAt > 0,
    text: `kill -9 of process ${VICTIM + 1} and restart: ${((readyAt - killedAt) / 1000).toFixed(1)} s down, ${restart.length} requests to it failed meanwhile (${countBy(restart.map((failure) => failure.status ?? failure.detail))})`,
  });
  checks.push({
    ok: outside.length === 0,
    text: `5xx answers and failed requests outside that restart: ${outside.length}${outside.length ? ` (${countBy(outside.map((failure) => `${failure.route} on ${failure.process + 1}: ${failure.status ?? ""} ${failure.detail}`))})` : ""}`,
  });

  for (const [index, samples] of memory.entries()) {
    const life = index === VICTIM ? samples.filter((sample) => sample.at >= readyAt) : samples;
    const lifeStart = life[0]?.at ?? endedAt;
    const half = lifeStart + (endedAt - lifeStart) / 2;
    const secondHalf = life.filter((sample) => sample.at >= half);
    const { from, to, growth: grew } = growth(secondHalf);
    const isWarmingUp = half < lifeStart + WARM_UP_MS;
    checks.push({
      ok: isWarmingUp || (secondHalf.length >= 6 && grew <= MAX_GROWTH),
      text: `process ${index + 1} memory over the second half of its ${index === VICTIM ? "new life" : "run"}: ${from.toFixed(0)} → ${to.toFixed(0)} MB (${(grew * 100).toFixed(1)}%, ${isWarmingUp ? `not judged: the half starts within the first ${WARM_UP_MS / 1000} s, while memory still climbs` : `limit ${MAX_GROWTH * 100}%`}; ${secondHalf.length} samples)`,
    });
  }
  if (earlierOutput.includes('"level":"error"')) {
    console.log(
      `\nThe killed process logged errors before the kill:\n${earlierOutput.slice(-2_000)}`,
    );
  }
  return checks;
}

function countBy(values: (string | number)[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  return [...counts]
    .slice(0, 8)
    .map(([value, count]) => `${count}× ${value}`)
    .join(", ");
}

function report(endedAt: number) {
  const seconds = (endedAt - startedAt) / 1000;
  console.log(
    `\n${requestCount} requests in ${seconds.toFixed(0)} s (${(requestCount / seconds).toFixed(0)}/s), ${failures.length} failed or 5xx`,
  );
  const percentile = (sorted: number[], share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  const rows = [...durations].map(([route, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const statuses = [...statusCounts]
      .filter(([key]) => key.startsWith(`${route} `) && /^\d+$/.test(key.slice(route.length + 1)))
      .map(([key, count]) => `${key.slice(route.length + 1)}×${count}`)
      .join(" ");
    const failed = failures.filter((failure) => failure.route === route && !failure.status).length;
    return {
      route,
      requests: list.length + failed,
      "no answer": failed,
      "p50 ms": Math.round(percentile(sorted, 0.5)),
      "p99 ms": Math.round(percentile(sorted, 0.99)),
      statuses,
    };
  });
  console.table(rows);

  console.log("Resident memory (VmRSS, MB) by process over time:");
  const steps = 10;
  const memoryRows = [];
  for (let step = 0; step <= steps; step++) {
    const at = startedAt + ((endedAt - startedAt) * step) / steps;
    const row: Record<string, string> = { "at s": ((at - startedAt) / 1000).toFixed(0) };
    for (const [index, samples] of memory.entries()) {
      const nearest = samples.reduce<MemorySample | undefined>(
        (best, sample) =>
          !best || Math.abs(sample.at - at) < Math.abs(best.at - at) ? sample : best,
        undefined,
      );
      const isDown = index === VICTIM && at > killedAt && at < readyAt;
      row[`process ${index + 1}`] = isDown || !nearest ? "down" : nearest.rssMb.toFixed(0);
    }
    memoryRows.push(row);
  }
  console.table(memoryRows);
}
