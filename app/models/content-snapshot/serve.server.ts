// The content snapshot each process serves: public pages make no per-request query (PGlite runs
// one query at a time). It is reloaded after the seed, beside each content change in this process,
// when a scheduled post's time comes, and when the change poll sees another process's change. The
// snapshot being served is replaced only by a complete new one: a reload that fails keeps it, is
// reported, and is tried again shortly (docs/decisions/027).
import { buildSnapshot, type ContentSnapshot } from "#app/models/content-snapshot/build.server.ts";
import { startChangePoll } from "#app/models/content-snapshot/poll.server.ts";
import { log } from "#app/observability/log.server.ts";

/** After a failed reload, the next try (the database may be back, the bad row fixed). */
const RETRY_AFTER_FAILURE_MS = 10_000;

/** The snapshot being served, and the same as a settled promise (getContent runs per request). */
let current: { snapshot: ContentSnapshot; promise: Promise<ContentSnapshot> } | undefined;

let scheduled: { at: number; timer: NodeJS.Timeout } | undefined;

/** A post scheduled for later goes public at its time: reload then. */
function scheduleRefreshAt(at: Date | undefined) {
  if (scheduled && (!at || scheduled.at !== at.getTime())) {
    clearTimeout(scheduled.timer);
    scheduled = undefined;
  }
  if (!at || scheduled) return;
  // setTimeout takes at most about 24.8 days; a later post is picked up by a nearer reload.
  const delay = Math.min(Math.max(at.getTime() - Date.now(), 0) + 50, 2 ** 31 - 1);
  const handle = setTimeout(() => {
    scheduled = undefined;
    reloadInBackground();
  }, delay);
  handle.unref();
  scheduled = { at: at.getTime(), timer: handle };
}

export interface ContentReloadStatus {
  /** Goes up by one each time a new snapshot is installed. */
  generation: number;
  /** When the snapshot being served was loaded; null before the first load. */
  loadedAt: Date | null;
  /** How long the last successful reload took. */
  lastReloadMs: number | null;
  /** The last reload's failure while it still stands: null once a reload succeeds again. */
  lastError: { message: string; at: Date } | null;
  /** Failed reloads since the process started. */
  failedReloads: number;
  isReloading: boolean;
}

export type ReloadOutcome = { ok: true; snapshot: ContentSnapshot } | { ok: false; error: unknown };

let generation = 0;
let lastReloadMs: number | null = null;
let lastError: ContentReloadStatus["lastError"] = null;
let failedReloads = 0;
let retryTimer: NodeJS.Timeout | undefined;

/** The database's own reason, on one line (Drizzle wraps it in the text of the whole query). */
function oneLine(error: unknown): string {
  let reason = error;
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
  const message = reason instanceof Error ? reason.message : String(reason);
  return message.replace(/\s+/g, " ").slice(0, 300);
}

/** Loads a whole snapshot and installs it; on failure keeps the one being served. Never rejects. */
async function runReload(): Promise<ReloadOutcome> {
  const started = performance.now();
  try {
    const { snapshot, nextScheduledAt } = await buildSnapshot();
    scheduleRefreshAt(nextScheduledAt);
    current = { snapshot, promise: Promise.resolve(snapshot) };
    generation += 1;
    lastReloadMs = Math.round(performance.now() - started);
    lastError = null;
    return { ok: true, snapshot };
  } catch (error) {
    failedReloads += 1;
    lastError = { message: oneLine(error), at: new Date() };
    const serving = current
      ? `still serving generation ${generation}, loaded ${current.snapshot.loadedAt.toISOString()}`
      : "no snapshot to serve yet";
    log.error(`Content reload failed (${serving}): ${lastError.message}`);
    retryLater();
    return { ok: false, error };
  }
}

/** One more try a little later, so a change committed before the failure still goes public. */
function retryLater() {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void reload();
  }, RETRY_AFTER_FAILURE_MS);
  retryTimer.unref();
}

// One load at a time, so an older snapshot never replaces a newer one. A reload asked for while
// one runs cannot trust it (it may have read before the caller's commit): it waits for the next,
// which every request made meanwhile shares.
let running: Promise<ReloadOutcome> | undefined;
let queued: Promise<ReloadOutcome> | undefined;

/** A reload that starts after this call; resolves with its outcome, never rejects. */
export function reload(): Promise<ReloadOutcome> {
  // Whichever load comes first (start-up's, a page's) starts watching for other processes' changes.
  startChangePoll({
    // After a failure the retry timer owns the next try.
    isBusy: () => retryTimer !== undefined || running !== undefined,
    servedVersion: () => current?.snapshot.version,
    reload,
  });
  if (!running) {
    const started: Promise<ReloadOutcome> = runReload().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  }
  queued ??= running.then(() => {
    queued = undefined;
    return reload();
  });
  return queued;
}

function reloadInBackground() {
  void reload();
}

/**
 * Goes up each time the snapshot is replaced, so caches of rendered pages (server/page-cache.ts)
 * can tell a page rendered from older content.
 */
export function contentGeneration(): number {
  return generation;
}

/** How the snapshot stands, for the operator's System tab and /metrics. */
export function getContentReloadStatus(): ContentReloadStatus {
  return {
    generation,
    loadedAt: current?.snapshot.loadedAt ?? null,
    lastReloadMs,
    lastError,
    failedReloads,
    isReloading: running !== undefined,
  };
}

/** The current snapshot; loads it on first use. */
export function getContent(): Promise<ContentSnapshot> {
  if (current) return current.promise;
  // Any load will do for a first snapshot: join one already running.
  return (running ?? reload()).then((outcome) => {
    if (current) return current.snapshot;
    throw outcome.ok ? new Error("No content snapshot was installed.") : outcome.error;
  });
}

/**
 * Reloads the snapshot now (at start-up, after the seed) and resolves with it; rejects when the
 * load fails, while the snapshot already being served stays.
 */
export async function refreshContent(): Promise<ContentSnapshot> {
  const outcome = await reload();
  if (!outcome.ok) throw outcome.error;
  return outcome.snapshot;
}
