// What each page type costs a reader, next to its budget: the bytes of a first visit (weighed
// as in the page budget test, tests/page-weight.ts), Lighthouse's mobile performance, and a cold
// visit on a phone like our readers' (scripts/phone-profile.ts), with the floor of React and
// React Router alone as the reference row. Runs the production server on a fresh database with
// two photos on the photo hotel, or measures BENCH_URL as it is (to compare two builds).
//   npm run build && npm run bench:pages [-- --json figures.json]
//   BENCH_PAGES=/,/faq  BENCH_RUNS=3  BENCH_SKIP_LIGHTHOUSE=1  BENCH_SKIP_PHONE=1
//   BENCH_URL=http://127.0.0.1:3000  BENCH_JSON=figures.json
import { writeFileSync } from "node:fs";
import os from "node:os";
import { givePhotos } from "#tests/give-photos.ts";
import {
  BUDGET,
  buildFloor,
  measureFloor,
  PAGE_TYPES,
  PHOTO_HOTEL,
  weighPage,
  type PageWeight,
} from "#tests/page-weight.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";
import { serveFloor, type FloorServer } from "#scripts/floor-server.ts";
import {
  auditPage,
  launchLighthouseChrome,
  type LighthouseChrome,
} from "#scripts/lighthouse-audit.ts";
import {
  HYDRATION_TIMEOUT_MS,
  launchPhoneBrowser,
  PHONE,
  visitOnPhone,
  type HydrationSignal,
  type PhoneRun,
} from "#scripts/phone-profile.ts";
import { renderTable, type Cell, type Column } from "#scripts/text-table.ts";

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const SKIP_LIGHTHOUSE = process.env.BENCH_SKIP_LIGHTHOUSE === "1";
const SKIP_PHONE = process.env.BENCH_SKIP_PHONE === "1";
const JSON_FILE = jsonFileArgument() ?? process.env.BENCH_JSON;
const ADMIN_PASSWORD = "integration-test-password";

/** The timing budgets of issue "Light on a Ghanaian phone", beside the byte budgets. */
const TIMING_BUDGET = {
  lighthousePerformance: 95,
  tbtMs: 200,
  firstPaintMs: 2_500,
  hydratedMs: 3_500,
  requestsBeforeUsable: 20,
} as const;

interface Target {
  name: string;
  path: string;
  url: string;
  signal: HydrationSignal;
  isFloor: boolean;
}

interface LighthouseRun {
  performance: number | null;
  tbtMs: number | null;
  lcpMs: number | null;
  cls: number | null;
}

interface Figures extends Target {
  bytes: PageWeight;
  jsOverFloor: number;
  lighthouse?: { runs: LighthouseRun[]; median: LighthouseRun };
  phone?: { runs: PhoneRun[]; median: PhoneRun };
  /** What is over its budget, in words; empty when the page keeps every budget. */
  overBudget: string[];
}

function jsonFileArgument(): string | undefined {
  const index = process.argv.indexOf("--json");
  return index === -1 ? undefined : process.argv[index + 1];
}

function progress(message: string) {
  process.stderr.write(`${message}\n`);
}

function selectedPages(): readonly { name: string; path: string }[] {
  const wanted = process.env.BENCH_PAGES?.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!wanted) return PAGE_TYPES;
  return wanted.map(
    (path) => PAGE_TYPES.find((page) => page.path === path) ?? { name: path, path },
  );
}

/** The middle value; a missing one (null) is skipped, or counts as never when `nullIsNever`. */
function median(values: (number | null)[], nullIsNever = false): number | null {
  const known = values
    .map((value) => (value === null && nullIsNever ? Number.POSITIVE_INFINITY : value))
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  const value = known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
  return Number.isFinite(value) ? value : null;
}

/** Lighthouse's own advice for a trace it failed to record (NO_NAVSTART on a busy machine). */
const LIGHTHOUSE_ATTEMPTS = 3;

/** One audit, tried again when Lighthouse asks; null when it cannot score the page at all. */
async function auditPerformance(chrome: LighthouseChrome, target: Target) {
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt += 1) {
    // Lighthouse must see the page as a visitor does: the server's caches warm.
    await (await fetch(target.url)).arrayBuffer();
    const { categories, audits, runtimeError } = await auditPage(chrome, target.url, [
      "performance",
    ]);
    if (!runtimeError) {
      const score = categories.performance?.score;
      return {
        performance: typeof score === "number" ? Math.round(score * 100) : null,
        tbtMs: audits["total-blocking-time"]?.numericValue ?? null,
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? null,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? null,
      } satisfies LighthouseRun;
    }
    progress(`${target.path}: ${runtimeError.code} (attempt ${attempt})`);
    // An error status (the 404 page) is refused every time: Lighthouse scores only pages that load.
    if (runtimeError.code === "ERRORED_DOCUMENT_REQUEST") return null;
  }
  return null;
}

async function runLighthouse(targets: Target[]): Promise<Map<Target, LighthouseRun[]>> {
  const runs = new Map(targets.map((target) => [target, [] as LighthouseRun[]]));
  const chrome = await launchLighthouseChrome();
  try {
    // Round by round rather than page by page, so a burst of load elsewhere spreads over pages.
    for (let round = 1; round <= RUNS; round += 1) {
      for (const target of targets) {
        try {
          const run = await auditPerformance(chrome, target);
          if (run) runs.get(target)!.push(run);
          progress(`lighthouse ${round}/${RUNS} ${target.path}: ${run?.performance ?? "no score"}`);
        } catch (error) {
          progress(`lighthouse ${round}/${RUNS} ${target.path} failed: ${String(error)}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return runs;
}

async function runPhone(targets: Target[]): Promise<Map<Target, PhoneRun[]>> {
  const runs = new Map(targets.map((target) => [target, [] as PhoneRun[]]));
  const browser = await launchPhoneBrowser();
  try {
    for (let round = 1; round <= RUNS; round += 1) {
      for (const target of targets) {
        try {
          const run = await visitOnPhone(browser, target.url, target.signal);
          runs.get(target)!.push(run);
          const hydrated = run.hydratedMs === null ? "never" : `${Math.round(run.hydratedMs)} ms`;
          progress(`phone ${round}/${RUNS} ${target.path}: hydrated ${hydrated}`);
        } catch (error) {
          progress(`phone ${round}/${RUNS} ${target.path} failed: ${String(error)}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return runs;
}

function medianLighthouse(runs: LighthouseRun[]): LighthouseRun {
  return {
    performance: median(runs.map((run) => run.performance)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

function medianPhone(runs: PhoneRun[]): PhoneRun {
  return {
    firstPaintMs: median(runs.map((run) => run.firstPaintMs)),
    hydratedMs: median(
      runs.map((run) => run.hydratedMs),
      true,
    ),
    transferredBytes: median(runs.map((run) => run.transferredBytes)) ?? 0,
    requests: median(runs.map((run) => run.requests)) ?? 0,
    requestsBeforeUsable: median(runs.map((run) => run.requestsBeforeUsable)) ?? 0,
  };
}

const KB = 1024;
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** Each budget once: how to read the figure, its limit, and how to say it in the summary. */
const CHECKS: {
  label: string;
  value: (f: Figures) => number | null | undefined;
  isOver: (value: number) => boolean;
  describe: (value: number) => string;
}[] = [
  {
    label: "HTML raw",
    value: (f) => f.bytes.htmlRaw,
    isOver: (v) => v > BUDGET.htmlRaw,
    describe: (v) => `${kb(v)} KB > ${kb(BUDGET.htmlRaw)}`,
  },
  {
    label: "HTML gzip",
    value: (f) => f.bytes.htmlGzip,
    isOver: (v) => v > BUDGET.htmlGzip,
    describe: (v) => `${kb(v)} KB > ${kb(BUDGET.htmlGzip)}`,
  },
  {
    label: "JS over floor",
    value: (f) => f.jsOverFloor,
    isOver: (v) => v > BUDGET.jsOverFloor,
    describe: (v) => `${kb(v)} KB > ${kb(BUDGET.jsOverFloor)}`,
  },
  {
    label: "first visit",
    value: (f) => f.bytes.firstVisit,
    isOver: (v) => v > BUDGET.firstVisit,
    describe: (v) => `${kb(v)} KB > ${kb(BUDGET.firstVisit)}`,
  },
  {
    label: "Lighthouse performance",
    value: (f) => f.lighthouse?.median.performance,
    isOver: (v) => v < TIMING_BUDGET.lighthousePerformance,
    describe: (v) => `${v} < ${TIMING_BUDGET.lighthousePerformance}`,
  },
  {
    label: "TBT",
    value: (f) => f.lighthouse?.median.tbtMs,
    isOver: (v) => v > TIMING_BUDGET.tbtMs,
    describe: (v) => `${Math.round(v)} ms > ${TIMING_BUDGET.tbtMs}`,
  },
  {
    label: "first paint",
    value: (f) => f.phone?.median.firstPaintMs,
    isOver: (v) => v > TIMING_BUDGET.firstPaintMs,
    describe: (v) => `${seconds(v)} s > ${seconds(TIMING_BUDGET.firstPaintMs)}`,
  },
  {
    label: "hydrated",
    value: (f) => f.phone?.median.hydratedMs,
    isOver: (v) => v > TIMING_BUDGET.hydratedMs,
    describe: (v) => `${seconds(v)} s > ${seconds(TIMING_BUDGET.hydratedMs)}`,
  },
  {
    label: "requests before usable",
    value: (f) => f.phone?.median.requestsBeforeUsable,
    isOver: (v) => v > TIMING_BUDGET.requestsBeforeUsable,
    describe: (v) => `${v} > ${TIMING_BUDGET.requestsBeforeUsable}`,
  },
];

function overBudget(figures: Figures): string[] {
  return CHECKS.flatMap((check) => {
    const value = check.value(figures);
    return typeof value === "number" && check.isOver(value)
      ? [`${check.label} ${check.describe(value)}`]
      : [];
  });
}

/** A figure's cell, marked when its budget check (by label) fails. */
function cell(figures: Figures, label: string | null, text: string): Cell {
  const check = label ? CHECKS.find((c) => c.label === label) : undefined;
  const value = check?.value(figures);
  return { text, isOver: typeof value === "number" && check!.isOver(value) };
}

const pageColumn: Column<Figures> = {
  header: "page",
  width: 16,
  align: "left",
  cell: (f) => ({ text: f.isFloor ? "floor (React+RR)" : f.name.slice(0, 16) }),
};

const BYTE_COLUMNS: Column<Figures>[] = [
  pageColumn,
  {
    header: "HTML raw",
    budget: `≤${kb(BUDGET.htmlRaw)}`,
    cell: (f) => cell(f, "HTML raw", kb(f.bytes.htmlRaw)),
  },
  {
    header: "HTML gz",
    budget: `≤${kb(BUDGET.htmlGzip)}`,
    cell: (f) => cell(f, "HTML gzip", kb(f.bytes.htmlGzip)),
  },
  { header: "JS gz", cell: (f) => cell(f, null, kb(f.bytes.js)) },
  {
    header: "JS>floor",
    budget: `≤${kb(BUDGET.jsOverFloor)}`,
    cell: (f) => cell(f, "JS over floor", kb(f.jsOverFloor)),
  },
  { header: "CSS", cell: (f) => cell(f, null, kb(f.bytes.css)) },
  { header: "fonts", cell: (f) => cell(f, null, kb(f.bytes.fonts)) },
  { header: "images", cell: (f) => cell(f, null, kb(f.bytes.images)) },
  {
    header: "1st visit",
    budget: `≤${kb(BUDGET.firstVisit)}`,
    cell: (f) => cell(f, "first visit", kb(f.bytes.firstVisit)),
  },
  { header: "reqs", cell: (f) => cell(f, null, String(f.bytes.requests)) },
];

const dash = "—";
const orDash = (value: number | null | undefined, format: (v: number) => string) =>
  typeof value === "number" ? format(value) : dash;

const TIMING_COLUMNS: Column<Figures>[] = [
  pageColumn,
  {
    header: "LH perf",
    budget: `≥${TIMING_BUDGET.lighthousePerformance}`,
    cell: (f) =>
      cell(f, "Lighthouse performance", orDash(f.lighthouse?.median.performance, String)),
  },
  {
    header: "TBT ms",
    budget: `≤${TIMING_BUDGET.tbtMs}`,
    cell: (f) =>
      cell(
        f,
        "TBT",
        orDash(f.lighthouse?.median.tbtMs, (v) => String(Math.round(v))),
      ),
  },
  {
    header: "LCP s",
    cell: (f) => cell(f, null, orDash(f.lighthouse?.median.lcpMs, seconds)),
  },
  {
    header: "CLS",
    cell: (f) =>
      cell(
        f,
        null,
        orDash(f.lighthouse?.median.cls, (v) => v.toFixed(3)),
      ),
  },
  {
    header: "paint s",
    budget: `≤${seconds(TIMING_BUDGET.firstPaintMs)}`,
    cell: (f) => cell(f, "first paint", orDash(f.phone?.median.firstPaintMs, seconds)),
  },
  {
    header: "hydr s",
    budget: `≤${seconds(TIMING_BUDGET.hydratedMs)}`,
    cell: (f) => cell(f, "hydrated", orDash(f.phone?.median.hydratedMs, seconds)),
  },
  {
    header: "KB xfer",
    cell: (f) => cell(f, null, orDash(f.phone?.median.transferredBytes, kb)),
  },
  {
    header: "req<hydr",
    budget: `≤${TIMING_BUDGET.requestsBeforeUsable}`,
    cell: (f) =>
      cell(
        f,
        "requests before usable",
        orDash(f.phone?.median.requestsBeforeUsable, (v) => String(Math.round(v))),
      ),
  },
  {
    header: "reqs",
    cell: (f) =>
      cell(
        f,
        null,
        orDash(f.phone?.median.requests, (v) => String(Math.round(v))),
      ),
  },
];

/** Wraps at spaces so the summary stays inside a 100-column terminal. */
function wrap(text: string, width: number, first: string, rest: string): string {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(" ")) {
    if (line.trim() && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest + word;
    } else {
      line += line.trim() ? ` ${word}` : word;
    }
  }
  return [...lines, line].join("\n");
}

function printReport(figures: Figures[], baseUrl: string) {
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(
    `\nBytes of a first visit to ${baseUrl}` +
      `\n  KB on the wire (gzip) unless raw; JS: every script and modulepreload;` +
      `\n  reqs: the HTML and the files it names; "!": over budget\n`,
  );
  console.log(renderTable(BYTE_COLUMNS, figures));
  if (!SKIP_LIGHTHOUSE || !SKIP_PHONE) {
    const lighthouse = SKIP_LIGHTHOUSE ? "skipped" : "Lighthouse's mobile settings";
    const phone = SKIP_PHONE
      ? "skipped"
      : `cold cache, CPU ${PHONE.cpuSlowdown}× slower, ${PHONE.downloadBitsPerSecond / 1e6} Mbps ` +
        `down, ${PHONE.uploadBitsPerSecond / 1e6} up, ${PHONE.roundTripMs} ms round trip`;
    console.log(
      `\nTimings, median of ${RUNS} run(s); load average ${load} on ${os.cpus().length} cores` +
        `\n  LH perf, TBT, LCP, CLS: ${lighthouse}; "—": no score (it refuses a 404 answer)` +
        `\n  paint (first contentful), hydr, KB xfer, reqs: a phone,\n    ${phone}` +
        `\n  req<hydr: requests started before hydrated (before load when it never hydrates);` +
        `\n  hydr "—": not hydrated within ${HYDRATION_TIMEOUT_MS / 1000} s; "!": over budget;` +
        `\n  the floor's hydr is React's first commit (it sets no data-hydrated)\n`,
    );
    console.log(renderTable(TIMING_COLUMNS, figures));
  }
  const pages = figures.filter((f) => !f.isFloor);
  const within = pages.filter((f) => f.overBudget.length === 0).length;
  const measured = [
    "bytes",
    ...(SKIP_LIGHTHOUSE ? [] : ["Lighthouse"]),
    ...(SKIP_PHONE ? [] : ["phone"]),
  ];
  console.log(
    `\nWithin every budget (${measured.join(", ")}): ${within} of ${pages.length} page types.`,
  );
  for (const f of pages.filter((page) => page.overBudget.length > 0)) {
    console.log(wrap(`${f.name}: ${f.overBudget.join("; ")}`, 98, "  ", "    "));
  }
}

let server: RunningServer | undefined;
let floorServer: FloorServer | undefined;
const floor = await buildFloor();
try {
  let baseUrl = process.env.BENCH_URL?.replace(/\/$/, "");
  if (!baseUrl) {
    server = await startServer({ timeoutMs: 180_000 });
    baseUrl = server.url;
    const pages = selectedPages();
    if (pages.some((page) => page.path === `/hotels/${PHOTO_HOTEL}`)) {
      await givePhotos(baseUrl, PHOTO_HOTEL, ADMIN_PASSWORD);
    }
  }
  const floorJs = await measureFloor(floor);
  floorServer = await serveFloor(floor);

  const targets: Target[] = [
    ...selectedPages().map((page) => ({
      ...page,
      url: `${baseUrl}${page.path}`,
      signal: "attribute" as const,
      isFloor: false,
    })),
    { name: "floor", path: "/", url: `${floorServer.url}/`, signal: "first-commit", isFloor: true },
  ];

  const weights = new Map<Target, PageWeight>();
  for (const target of targets) {
    const origin = target.isFloor ? floorServer.url : baseUrl;
    weights.set(target, await weighPage(origin, target.path));
    progress(`weighed ${target.path}`);
  }
  const lighthouseRuns = SKIP_LIGHTHOUSE ? undefined : await runLighthouse(targets);
  const phoneRuns = SKIP_PHONE ? undefined : await runPhone(targets);

  const figures = targets.map((target): Figures => {
    const bytes = weights.get(target)!;
    const lighthouse = lighthouseRuns?.get(target);
    const phone = phoneRuns?.get(target);
    const result: Figures = {
      ...target,
      bytes,
      jsOverFloor: bytes.js - floorJs,
      ...(lighthouse && { lighthouse: { runs: lighthouse, median: medianLighthouse(lighthouse) } }),
      ...(phone && { phone: { runs: phone, median: medianPhone(phone) } }),
      overBudget: [],
    };
    result.overBudget = overBudget(result);
    return result;
  });

  printReport(figures, baseUrl);
  if (JSON_FILE) {
    const pages = figures.filter((f) => !f.isFloor);
    writeFileSync(
      JSON_FILE,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          baseUrl,
          runs: RUNS,
          machine: { cores: os.cpus().length, loadAverage: os.loadavg() },
          phone: { ...PHONE, hydrationTimeoutMs: HYDRATION_TIMEOUT_MS },
          budgets: { bytes: BUDGET, timings: TIMING_BUDGET },
          floorJs,
          withinEveryBudget: pages.filter((f) => f.overBudget.length === 0).length,
          pageTypes: pages.length,
          figures,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Figures written to ${JSON_FILE}`);
  }
} finally {
  await floorServer?.close();
  floor.remove();
  await server?.stop();
  server?.cleanUp();
}
