// Waiting for freshness after a save: the save reloads the snapshot beside it and waits a little,
// so the next page shows the change in the normal case, and says whether it does yet.
import { reload } from "#app/models/content-snapshot/serve.server.ts";

/**
 * How long a save waits for the snapshot with its change, so the next page shows it in the normal
 * case; past this the save answers anyway and the reload lands when it can.
 */
export const RELOAD_WAIT_MS = 3_000;

/** Whether the public pages show a change yet, as a save reports it. */
export type ContentReloadWait = "shown" | "pending" | "failed";

/**
 * After a committed content change: reloads the snapshot beside the caller and waits at most
 * `waitMs` for it. Never throws: the change is saved whatever the reload does, and a failed one is
 * logged, reported by getContentReloadStatus() and tried again.
 */
export async function reloadContentAfterChange(
  waitMs = RELOAD_WAIT_MS,
): Promise<ContentReloadWait> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<ContentReloadWait>((resolve) => {
    timer = setTimeout(() => resolve("pending"), waitMs);
  });
  try {
    return await Promise.race([
      reload().then((outcome): ContentReloadWait => (outcome.ok ? "shown" : "failed")),
      bound,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
