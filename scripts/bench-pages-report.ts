// The page benchmark's report: each figure beside its budget, marked "!" when over, in two
// fixed-width tables (bytes, timings) for a 100-column terminal, and which page types keep every
// budget. The byte budgets are the page budget test's (tests/page-weight.ts).
import os from "node:os";
import { BUDGET, type PageWeight } from "#tests/page-weight.ts";
import {
  HYDRATION_TIMEOUT_MS,
  PHONE,
  type HydrationSignal,
  type PhoneRun,
} from "#scripts/phone-profile.ts";
import { renderTable, type Cell, type Column } from "#scripts/text-table.ts";

/**
 * The timing budgets beside the byte budgets. Blocking time and hydration are judged against the
 * floor measured in the same run (issue 42): a slower or busier machine moves both alike.
 */
export const TIMING_BUDGET = {
  lighthousePerformance: 95,
  tbtOverFloorMs: 150,
  firstPaintMs: 2_500,
  hydratedOverFloorMs: 1_000,
  requestsBeforeUsable: 20,
} as const;

export interface Target {
  name: string;
  path: string;
  url: string;
  signal: HydrationSignal;
  isFloor: boolean;
}

export interface LighthouseRun {
  performance: number | null;
  tbtMs: number | null;
  lcpMs: number | null;
  cls: number | null;
}

export interface Figures extends Target {
  bytes: PageWeight;
  jsOverFloor: number;
  lighthouse?: { runs: LighthouseRun[]; median: LighthouseRun };
  phone?: { runs: PhoneRun[]; median: PhoneRun };
  /** The medians less the floor's in the same run; null where either is missing. */
  overFloor: { tbtMs: number | null; hydratedMs: number | null };
  /** What is over its budget, in words; empty when the page keeps every budget. */
  overBudget: string[];
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
    label: "TBT over the floor",
    value: (f) => f.overFloor.tbtMs,
    isOver: (v) => v > TIMING_BUDGET.tbtOverFloorMs,
    describe: (v) => `${Math.round(v)} ms > ${TIMING_BUDGET.tbtOverFloorMs}`,
  },
  {
    label: "first paint",
    value: (f) => f.phone?.median.firstPaintMs,
    isOver: (v) => v > TIMING_BUDGET.firstPaintMs,
    describe: (v) => `${seconds(v)} s > ${seconds(TIMING_BUDGET.firstPaintMs)}`,
  },
  {
    label: "hydrated after the floor",
    value: (f) => f.overFloor.hydratedMs,
    isOver: (v) => v > TIMING_BUDGET.hydratedOverFloorMs,
    describe: (v) => `${seconds(v)} s > ${seconds(TIMING_BUDGET.hydratedOverFloorMs)}`,
  },
  {
    label: "requests before usable",
    value: (f) => f.phone?.median.requestsBeforeUsable,
    isOver: (v) => v > TIMING_BUDGET.requestsBeforeUsable,
    describe: (v) => `${v} > ${TIMING_BUDGET.requestsBeforeUsable}`,
  },
];

const difference = (value: number | null | undefined, floor: number | null | undefined) =>
  typeof value === "number" && typeof floor === "number" ? value - floor : null;

/** Each page's blocking time and hydration less the floor's, from the same run. */
export function overFloor(
  figures: Omit<Figures, "overFloor" | "overBudget">,
  floor: Omit<Figures, "overFloor" | "overBudget"> | undefined,
): Figures["overFloor"] {
  if (figures.isFloor) return { tbtMs: null, hydratedMs: null };
  return {
    tbtMs: difference(figures.lighthouse?.median.tbtMs, floor?.lighthouse?.median.tbtMs),
    hydratedMs: difference(figures.phone?.median.hydratedMs, floor?.phone?.median.hydratedMs),
  };
}

export function overBudget(figures: Figures): string[] {
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
    cell: (f) =>
      cell(
        f,
        null,
        orDash(f.lighthouse?.median.tbtMs, (v) => String(Math.round(v))),
      ),
  },
  {
    header: "TBT>fl",
    budget: `≤${TIMING_BUDGET.tbtOverFloorMs}`,
    cell: (f) =>
      cell(
        f,
        "TBT over the floor",
        orDash(f.overFloor.tbtMs, (v) => String(Math.round(v))),
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
    cell: (f) => cell(f, null, orDash(f.phone?.median.hydratedMs, seconds)),
  },
  {
    header: "hydr>fl",
    budget: `≤${seconds(TIMING_BUDGET.hydratedOverFloorMs)}`,
    cell: (f) => cell(f, "hydrated after the floor", orDash(f.overFloor.hydratedMs, seconds)),
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

export interface ReportOptions {
  baseUrl: string;
  runs: number;
  skipLighthouse: boolean;
  skipPhone: boolean;
}

export function printReport(figures: Figures[], options: ReportOptions) {
  const { baseUrl, runs, skipLighthouse, skipPhone } = options;
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(
    `\nBytes of a first visit to ${baseUrl}` +
      `\n  KB on the wire (gzip) unless raw; JS: every script and modulepreload;` +
      `\n  reqs: the HTML and the files it names; "!": over budget\n`,
  );
  console.log(renderTable(BYTE_COLUMNS, figures));
  if (!skipLighthouse || !skipPhone) {
    const lighthouse = skipLighthouse ? "skipped" : "Lighthouse's mobile settings";
    const phone = skipPhone
      ? "skipped"
      : `cold cache, CPU ${PHONE.cpuSlowdown}× slower, ${PHONE.downloadBitsPerSecond / 1e6} Mbps ` +
        `down, ${PHONE.uploadBitsPerSecond / 1e6} up, ${PHONE.roundTripMs} ms round trip`;
    console.log(
      `\nTimings, median of ${runs} run(s); load average ${load} on ${os.cpus().length} cores` +
        `\n  LH perf, TBT, LCP, CLS: ${lighthouse}; "—": no score (it refuses a 404 answer)` +
        `\n  paint (first contentful), hydr, KB xfer, reqs: a phone,\n    ${phone}` +
        `\n  TBT>fl, hydr>fl: the page's median less the floor's, in this run;` +
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
    ...(skipLighthouse ? [] : ["Lighthouse"]),
    ...(skipPhone ? [] : ["phone"]),
  ];
  console.log(
    `\nWithin every budget (${measured.join(", ")}): ${within} of ${pages.length} page types.`,
  );
  for (const f of pages.filter((page) => page.overBudget.length > 0)) {
    console.log(wrap(`${f.name}: ${f.overBudget.join("; ")}`, 98, "  ", "    "));
  }
}
