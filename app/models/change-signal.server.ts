// The one signal that stored content or settings changed, in every process: the content version
// (db/schema.ts `content_state`), which each change bumps in its own transaction. A process notes
// the version each time it reads it (its change poll every 2 s on PostgreSQL, each snapshot
// load); caches kept beside the content snapshot, such as the settings, are read again once it
// moved, so a change reaches them the way it reaches the snapshot (docs/decisions/027).
let seenVersion: number | undefined;
let generation = 0;

/** Records the content version just read from the database. */
export function noteContentVersion(version: number): void {
  if (version === seenVersion) return;
  seenVersion = version;
  generation += 1;
}

/** Goes up each time this process sees the content version move: what was read before may be stale. */
export function changeGeneration(): number {
  return generation;
}
