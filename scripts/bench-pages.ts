// What each page type costs a reader, next to its budget: the bytes of a first visit (weighed
// as in the page budget test, tests/page-weight.ts), Lighthouse's mobile performance, and a cold
// visit on a phone like our readers' (scripts/phone-profile.ts), with the floor of React and
// React Router alone as the reference row. Runs the production server on a fresh database with
// two photos on the photo hotel, or measures BENCH_URL as it is (to compare two builds).
//   npm run build && npm run bench:pages [-- --json figures.json]
//   BENCH_PAGES=/,/faq  BENCH_RUNS=3  BENCH_SKIP_LIGHTHOUSE=1  BENCH_SKIP_PHONE=1
//   BENCH_URL=http://127.0.0.1:3000  BENCH_JSON=figures.json
import type { Result } from "lighthouse";
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
import { serveFloor, type FloorServer } from "#scripts/framework-floor-server.ts";
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
  type PhoneRun,
} from "#scripts/phone-profile.ts";
import {
  overBudget,
  overFloor,
  printReport,
  TIMING_BUDGET,
  type Figures,
  type LighthouseRun,
  type Target,
} from "#scripts/bench-pages-report.ts";

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const SKIP_LIGHTHOUSE = process.env.BENCH_SKIP_LIGHTHOUSE === "1";
const SKIP_PHONE = process.env.BENCH_SKIP_PHONE === "1";
const JSON_FILE = jsonFileArgument() ?? process.env.BENCH_JSON;
const ADMIN_PASSWORD = "integration-test-password";

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

/** What moved, when a run's layout shifted: the shift's score, the element and its causes. */
function reportLayoutShifts(target: Target, audits: Record<string, Result["audits"][string]>) {
  if ((audits["cumulative-layout-shift"]?.numericValue ?? 0) === 0) return;
  const details = audits["layout-shifts"]?.details as
    | {
        items?: { score?: number; node?: { snippet?: string }; subItems?: { items?: unknown[] } }[];
      }
    | undefined;
  for (const item of details?.items ?? []) {
    const causes = JSON.stringify(item.subItems?.items ?? []);
    progress(
      `${target.path}: layout shift ${item.score?.toFixed(3)} ${item.node?.snippet ?? "?"} ${causes}`,
    );
  }
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
      reportLayoutShifts(target, audits);
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

  const measured = targets.map((target) => {
    const bytes = weights.get(target)!;
    const lighthouse = lighthouseRuns?.get(target);
    const phone = phoneRuns?.get(target);
    return {
      ...target,
      bytes,
      jsOverFloor: bytes.js - floorJs,
      ...(lighthouse && { lighthouse: { runs: lighthouse, median: medianLighthouse(lighthouse) } }),
      ...(phone && { phone: { runs: phone, median: medianPhone(phone) } }),
    };
  });
  const floorFigures = measured.find((target) => target.isFloor);
  const figures = measured.map((target): Figures => {
    const result = { ...target, overFloor: overFloor(target, floorFigures), overBudget: [] };
    return { ...result, overBudget: overBudget(result) };
  });

  printReport(figures, {
    baseUrl,
    runs: RUNS,
    skipLighthouse: SKIP_LIGHTHOUSE,
    skipPhone: SKIP_PHONE,
  });
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
