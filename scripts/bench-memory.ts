// Memory benchmark (issue 41: a 1 GB server): the production server's resident memory on the
// embedded database, then on PostgreSQL when DATABASE_URL is set. Each engine: a first start on
// an empty database (it creates and seeds it; reported apart), a stop, then a restart on that
// database, which takes the bench mix (scripts/bench-mix.ts and every page type of
// tests/page-weight.ts, as a browser asks) from autocannon and then idles until it settles.
// The server process's RSS (VmRSS in /proc/PID/status) is sampled every 250 ms; the peak is the
// kernel's high-water mark (VmHWM), which also covers the start, before sampling begins.
// It prints figures beside the budgets; it is not a test.
//   npm run build && npm run bench:memory
//   BENCH_SECONDS=25 BENCH_CONNECTIONS=50 BENCH_SETTLE_SECONDS=10 by default; BENCH_ENGINES=postgres
//   (or embedded) measures one engine alone.
import { readFileSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { MIX } from "#scripts/bench-mix.ts";
import { renderTable, type Column } from "#scripts/text-table.ts";
import { createOwnDatabase } from "#tests/own-database.ts";
import { PAGE_TYPES } from "#tests/page-weight.ts";
import { makeDataDir, startServer, type RunningServer } from "#tests/server-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 25);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);
const ENGINES = (process.env.BENCH_ENGINES ?? "embedded,postgres").split(",");
const SAMPLE_MS = 250;
/** Steady memory is the mean of the settled server's last samples, over this long. */
const STEADY_WINDOW_MS = 2_000;
const MB = 1024 * 1024;

const BUDGETS = {
  embedded: { steady: 400, peak: 700 },
  postgres: { steady: 250, peak: 250 },
} as const;
type Engine = keyof typeof BUDGETS;

const PATHS = [...new Set([...MIX, ...PAGE_TYPES.map((type) => type.path)])];
// What a browser sends, so the server keeps and sends pages as readers get them: compressed.
const BROWSER_ENCODINGS = { "Accept-Encoding": "gzip, deflate, br, zstd" };

/** A field of /proc/PID/status, in bytes. */
function statusBytes(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  if (!match) throw new Error(`No ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** Samples the process's RSS every SAMPLE_MS until stopped. */
function sampleRss(pid: number) {
  const samples: { at: number; bytes: number }[] = [];
  const take = () => samples.push({ at: Date.now(), bytes: statusBytes(pid, "VmRSS") });
  take();
  const timer = setInterval(take, SAMPLE_MS);
  return {
    samples,
    stop: () => clearInterval(timer),
    /** The mean RSS over the last `ms`. */
    recent: (ms: number) => {
      const since = Date.now() - ms;
      const window = samples.filter((sample) => sample.at >= since);
      return window.reduce((sum, sample) => sum + sample.bytes, 0) / window.length;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Figures {
  engine: Engine;
  run: string;
  afterStart: number;
  steady?: number;
  peak: number;
  requests?: string;
}

/** The first start: creates, migrates and seeds the database; then settles and stops. */
async function firstStart(engine: Engine, start: () => Promise<RunningServer>): Promise<Figures> {
  const server = await start();
  const pid = server.child.pid!;
  const afterStart = statusBytes(pid, "VmRSS");
  // Whatever start-up left running in the background (the first compressions, jobs) finishes.
  await sleep(SETTLE_SECONDS * 1000);
  const figures: Figures = {
    engine,
    run: "first start (creates, seeds)",
    afterStart,
    steady: statusBytes(pid, "VmRSS"),
    peak: statusBytes(pid, "VmHWM"),
  };
  await server.stop();
  return figures;
}

/** The restart on the existing database: the bench mix, then idle until the server settles. */
async function restartUnderLoad(
  engine: Engine,
  start: () => Promise<RunningServer>,
): Promise<Figures> {
  const server = await start();
  const pid = server.child.pid!;
  const afterStart = statusBytes(pid, "VmRSS");
  const sampler = sampleRss(pid);
  try {
    for (const path of PATHS) await (await fetch(`${server.url}${path}`)).arrayBuffer();
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: BROWSER_ENCODINGS,
      requests: PATHS.map((path) => ({ method: "GET", path })),
    });
    await sleep(SETTLE_SECONDS * 1000);
    const peak = Math.max(statusBytes(pid, "VmHWM"), ...sampler.samples.map((s) => s.bytes));
    const failed = result.errors + result.timeouts + (result["5xx"] ?? 0);
    return {
      engine,
      run: `restart, ${SECONDS} s mix, ${SETTLE_SECONDS} s idle`,
      afterStart,
      steady: sampler.recent(STEADY_WINDOW_MS),
      peak,
      requests: `${result.requests.total} (${Math.round(result.requests.average)}/s, ${failed} failed)`,
    };
  } finally {
    sampler.stop();
    await server.stop();
  }
}

async function measure(
  engine: Engine,
  env: Record<string, string>,
  dataDir: string,
): Promise<Figures[]> {
  // As `npm start` starts it, so whatever scripts/start.ts sets for production is measured.
  const start = () => startServer({ dataDir, env, entry: "scripts/start.ts", timeoutMs: 300_000 });
  console.log(`${engine}: first start on an empty database...`);
  const first = await firstStart(engine, start);
  console.log(`${engine}: restart and ${SECONDS} s of the mix at ${CONNECTIONS} connections...`);
  return [first, await restartUnderLoad(engine, start)];
}

const megabytes = (bytes: number | undefined) =>
  bytes === undefined ? "" : `${Math.round(bytes / MB)} MB`;

/** The first start is reported apart: budgets hold for a restart on an existing database. */
const isJudged = (row: Figures) => row.requests !== undefined;

const COLUMNS: Column<Figures>[] = [
  { header: "database", align: "left", cell: (row) => ({ text: row.engine }) },
  { header: "run", align: "left", cell: (row) => ({ text: row.run }) },
  { header: "after start", cell: (row) => ({ text: megabytes(row.afterStart) }) },
  {
    header: "steady RSS",
    cell: (row) => ({
      text: megabytes(row.steady),
      isOver: isJudged(row) && row.steady! / MB > BUDGETS[row.engine].steady,
    }),
  },
  {
    header: "peak RSS",
    cell: (row) => ({
      text: megabytes(row.peak),
      isOver: isJudged(row) && row.peak / MB > BUDGETS[row.engine].peak,
    }),
  },
  {
    header: "budget (steady, peak)",
    align: "left",
    cell: (row) => ({
      text: isJudged(row)
        ? `${BUDGETS[row.engine].steady} MB, ${BUDGETS[row.engine].peak} MB`
        : "reported apart",
    }),
  },
  { header: "requests", align: "left", cell: (row) => ({ text: row.requests ?? "" }) },
];

const rows: Figures[] = [];
if (ENGINES.includes("embedded")) {
  const embeddedDir = makeDataDir();
  try {
    // The embedded database even when DATABASE_URL is set for the PostgreSQL part.
    rows.push(
      ...(await measure("embedded", { DATABASE_URL: "", DATABASE_OWNER_URL: "" }, embeddedDir)),
    );
  } finally {
    rmSync(embeddedDir, { recursive: true, force: true });
  }
}

const database = ENGINES.includes("postgres") ? await createOwnDatabase("bench_memory") : null;
if (database) {
  const postgresDir = makeDataDir();
  try {
    rows.push(
      ...(await measure(
        "postgres",
        { DATABASE_URL: database.url, DATABASE_OWNER_URL: database.ownerUrl },
        postgresDir,
      )),
    );
  } finally {
    rmSync(postgresDir, { recursive: true, force: true });
    await database.drop();
  }
}

console.log(
  `\nResident memory of the server process (RSS), ${CONNECTIONS} connections over ${PATHS.length} pages and API reads; "!" marks a figure over its budget:\n`,
);
console.log(renderTable(COLUMNS, rows));
if (!database && ENGINES.includes("postgres")) {
  console.log(
    "\nPostgreSQL skipped: set DATABASE_URL (and DATABASE_OWNER_URL for a separate owner role) to a database whose role may create databases, e.g.\n" +
      "  DATABASE_URL=postgresql://user:password@127.0.0.1:5432/postgres npm run bench:memory",
  );
}
const over = rows.filter(
  (row) =>
    isJudged(row) &&
    (row.steady! / MB > BUDGETS[row.engine].steady || row.peak / MB > BUDGETS[row.engine].peak),
);
console.log(
  over.length === 0
    ? "\nEvery measured run is within its budget."
    : `\nOver budget: ${over.map((row) => row.engine).join(", ")}.`,
);
