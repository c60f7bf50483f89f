// Each process's watch for content changes made by other processes sharing one PostgreSQL: a cheap
// read of the content version every CHANGE_POLL_MS reloads the snapshot when it moved, and a full
// reload every REFRESH_INTERVAL_MS catches anything else. The snapshot is each process's own
// cache, so this is a per-process timer rather than a job on the queue, which would run once for
// the whole cluster (decisions 027 and 036). Each read is noted as the change signal
// (change-signal.server.ts), which the settings follow. The embedded database has one process: no poll.
import { noteContentVersion } from "#app/models/change-signal.server.ts";
import { getDb, getEngine } from "#app/models/db.server.ts";
import { contentState } from "#db/schema.ts";

const REFRESH_INTERVAL_MS = 60_000;
const CHANGE_POLL_MS = 2_000;

export interface ChangePoll {
  /** Whether a reload is running or a retry is waiting (which then owns the next try). */
  isBusy: () => boolean;
  /** The content version of the snapshot being served. */
  servedVersion: () => number | undefined;
  reload: () => Promise<unknown>;
}

let isPolling = false;
let pollTimer: NodeJS.Timeout | undefined;

/** Starts the poll once per process; later calls do nothing. */
export function startChangePoll(watch: ChangePoll): void {
  if (isPolling) return;
  isPolling = true;
  void begin(watch).catch(() => {
    isPolling = false;
  });
}

async function begin(watch: ChangePoll) {
  if ((await getEngine()) !== "postgres") return;
  let lastFull = Date.now();
  const poll = async () => {
    const db = await getDb();
    const [state] = await db.select({ version: contentState.version }).from(contentState);
    const version = state?.version ?? 0;
    // Noted even while a reload runs: the settings follow the signal without waiting for it.
    noteContentVersion(version);
    if (watch.isBusy()) return;
    const isStale = version !== watch.servedVersion();
    if (isStale || Date.now() - lastFull >= REFRESH_INTERVAL_MS) {
      lastFull = Date.now();
      await watch.reload();
    }
  };
  // Chained rather than an interval: while the database hangs, polls never pile up.
  const next = () => {
    pollTimer = setTimeout(() => {
      poll()
        .catch(() => {
          // The database is away: keep serving the last good snapshot.
        })
        .finally(next);
    }, CHANGE_POLL_MS);
    pollTimer.unref();
  };
  next();
}
