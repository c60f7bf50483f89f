// npm run bench:blocking (after a build): the main thread's long tasks while a page loads and
// hydrates, in Chromium with the CPU slowed 4x by DevTools, over many runs. Lighthouse's TBT
// (bench:pages) moved by 100 ms and more between runs of one build on this shared machine; this
// observes the tasks themselves, so two builds can be told apart in one sitting.
// Prints per page the median, over runs, of: blocking time after first paint (the sum of each
// long task's part over 50 ms), all long tasks' time, and when the page hydrated; and, last, the
// same for the floor (React and React Router alone, tests/page-weight.ts), the reference that a
// machine's speed moves as it moves the pages.
//   BENCH_PAGES=/accra,/hotels  BENCH_RUNS=9  BENCH_URL=http://127.0.0.1:3000
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#scripts/chromium.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";
import { buildFloor } from "#tests/page-weight.ts";
import { serveFloor, type FloorServer } from "#scripts/framework-floor-server.ts";
import { watchHydration, type HydrationSignal } from "#scripts/phone-profile.ts";

const PAGES = (
  process.env.BENCH_PAGES ?? "/,/hotels,/accra,/hotels/labadi-beach-hotel,/blog"
).split(",");
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 9));
const CPU_SLOWDOWN = 4;

interface Run {
  blockingMs: number;
  longTasksMs: number;
  hydratedMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function measure(browser: Browser, url: string, signal: HydrationSignal): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchHydration, signal);
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { benchTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(url);
    const hydratedMs = await page.evaluate(() =>
      Promise.race([
        (window as unknown as { __benchHydrated: Promise<number> }).__benchHydrated,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error("not hydrated within 30 s")), 30_000),
        ),
      ]),
    );
    // Effects and idle work after hydration still block a tap.
    await page.waitForTimeout(2_000);
    return await page.evaluate((hydratedAt) => {
      const tasks = (window as unknown as { benchTasks: [number, number][] }).benchTasks;
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      return {
        blockingMs: tasks
          .filter(([start]) => start >= paint)
          .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longTasksMs: tasks.reduce((sum, [, duration]) => sum + duration, 0),
        hydratedMs: hydratedAt,
      };
    }, hydratedMs);
  } finally {
    await context.close();
  }
}

let server: RunningServer | undefined;
let floorServer: FloorServer | undefined;
const floor = await buildFloor();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  let baseUrl = process.env.BENCH_URL?.replace(/\/$/, "");
  if (!baseUrl) {
    server = await startServer({ timeoutMs: 180_000 });
    baseUrl = server.url;
  }
  floorServer = await serveFloor(floor);
  const targets = [
    ...PAGES.map((path) => ({
      label: path,
      url: `${baseUrl}${path}`,
      signal: "attribute" as const,
    })),
    { label: "floor (React+RR)", url: `${floorServer.url}/`, signal: "first-commit" as const },
  ];
  console.log(`CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS} runs (a first, warming run dropped)`);
  console.log(
    "page".padEnd(36),
    "blocking ms".padStart(12),
    "long tasks ms".padStart(14),
    "hydrated ms".padStart(12),
  );
  for (const target of targets) {
    await measure(browser, target.url, target.signal);
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measure(browser, target.url, target.signal));
    }
    const blocking = runs.map((run) => run.blockingMs);
    console.log(
      target.label.padEnd(36),
      String(Math.round(median(blocking))).padStart(12),
      String(Math.round(median(runs.map((run) => run.longTasksMs)))).padStart(14),
      String(Math.round(median(runs.map((run) => run.hydratedMs)))).padStart(12),
      `  runs: ${blocking.map(Math.round).join(", ")}`,
    );
  }
} finally {
  await browser.close();
  await floorServer?.close();
  floor.remove();
  await server?.stop();
  server?.cleanUp();
}
