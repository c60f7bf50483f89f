// A cold first visit on a phone like our readers': a mid-range Android on a slow, distant
// mobile link. Drives Debian's Chromium through playwright-core and reads the timings from
// inside the page and the bytes from the DevTools protocol. Used by `npm run bench:pages`.
import { chromium, devices, type Browser, type CDPSession } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#scripts/chromium.ts";

export const PHONE = {
  downloadBitsPerSecond: 1_000_000,
  uploadBitsPerSecond: 500_000,
  roundTripMs: 300,
  cpuSlowdown: 4,
} as const;

/** A page that has not hydrated by then (lite mode, no scripts, or broken) is reported as never. */
export const HYDRATION_TIMEOUT_MS = 20_000;

/**
 * How the page tells it has hydrated: the site sets data-hydrated on <html>
 * (app/hydration/mark-hydrated.ts); the floor, which has nothing of ours, is read at React's
 * first commit through the hook React offers its developer tools.
 */
export type HydrationSignal = "attribute" | "first-commit";

export interface PhoneRun {
  /** First contentful paint, ms after navigation start; null when the page painted nothing. */
  firstPaintMs: number | null;
  /** When the page had hydrated, ms after navigation start; null when it never did. */
  hydratedMs: number | null;
  /** Every byte the page's requests took on the wire, until the network went quiet. */
  transferredBytes: number;
  requests: number;
  /** Requests started before the page was usable: hydrated, or loaded when it never hydrates. */
  requestsBeforeUsable: number;
}

/** After load and hydration, wait this long without a request in flight before counting bytes. */
const QUIET_MS = 1_000;
const QUIET_CAP_MS = 15_000;

export function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Runs in the page before any of its scripts: resolves window.__benchHydrated with the time. */
export function watchHydration(signal: HydrationSignal) {
  const scope = window as unknown as Record<string, unknown>;
  let resolve: (ms: number) => void = () => {};
  scope.__benchHydrated = new Promise<number>((done) => (resolve = done));
  if (signal === "attribute") {
    // <html> may not exist yet: watch the whole document for the attribute.
    const observer = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute("data-hydrated")) return;
      resolve(performance.now());
      observer.disconnect();
    });
    observer.observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-hydrated"],
    });
  } else {
    scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberRoot: () => resolve(performance.now()),
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
    };
  }
}

interface NetworkLog {
  /** Wall-clock ms at which each request started. */
  startedAt: number[];
  bytes: number;
  inFlight: Set<string>;
  lastActivity: number;
}

function logNetwork(cdp: CDPSession): NetworkLog {
  const log: NetworkLog = {
    startedAt: [],
    bytes: 0,
    inFlight: new Set(),
    lastActivity: Date.now(),
  };
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.request.url.startsWith("data:")) return;
    log.startedAt.push(event.wallTime * 1000);
    log.inFlight.add(event.requestId);
    log.lastActivity = Date.now();
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (!log.inFlight.delete(event.requestId)) return;
    log.bytes += event.encodedDataLength;
    log.lastActivity = Date.now();
  });
  cdp.on("Network.loadingFailed", (event) => {
    log.inFlight.delete(event.requestId);
    log.lastActivity = Date.now();
  });
  return log;
}

async function waitForQuiet(log: NetworkLog) {
  const started = Date.now();
  while (Date.now() - started < QUIET_CAP_MS) {
    if (log.inFlight.size === 0 && Date.now() - log.lastActivity >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One cold visit in a fresh browser context (empty cache, no service worker). */
export async function visitOnPhone(
  browser: Browser,
  url: string,
  signal: HydrationSignal = "attribute",
): Promise<PhoneRun> {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    viewport: { width: 412, height: 915 },
  });
  try {
    await context.addInitScript(watchHydration, signal);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE.roundTripMs,
      downloadThroughput: PHONE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE.uploadBitsPerSecond / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
    const log = logNetwork(cdp);

    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    const hydratedMs = await page.evaluate(
      (timeoutMs) =>
        Promise.race([
          (window as unknown as { __benchHydrated: Promise<number> }).__benchHydrated,
          new Promise<null>((resolve) =>
            setTimeout(() => resolve(null), Math.max(0, timeoutMs - performance.now())),
          ),
        ]),
      HYDRATION_TIMEOUT_MS,
    );
    await waitForQuiet(log);
    const timing = await page.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      loaded:
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
          ?.loadEventEnd ?? 0,
    }));
    const usableAt = timing.timeOrigin + (hydratedMs ?? timing.loaded);
    return {
      firstPaintMs: timing.firstPaint,
      hydratedMs,
      transferredBytes: log.bytes,
      requests: log.startedAt.length,
      requestsBeforeUsable: log.startedAt.filter((at) => at <= usableAt).length,
    };
  } finally {
    await context.close();
  }
}
