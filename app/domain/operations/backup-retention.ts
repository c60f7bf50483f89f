// Which backup archives to keep: the newest of each of the last `daily` days that have one, and
// the newest of each of the last `weekly` weeks (Monday to Sunday, UTC, which is Accra time) that
// have one. Each rule counts on its own and an archive kept by either stays, as restic's
// --keep-daily and --keep-weekly do; the newest archive is always kept.

export interface RetentionPolicy {
  daily: number;
  weekly: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4 };

const DAY_MS = 86_400_000;

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function weekOf(date: Date): string {
  // Days since the epoch, shifted so weeks start on Monday (1970-01-01 was a Thursday).
  const days = Math.floor(date.getTime() / DAY_MS);
  return String(Math.floor((days + 3) / 7));
}

function newestPerPeriod<T extends { createdAt: Date }>(
  newestFirst: readonly T[],
  period: (date: Date) => string,
  count: number,
): T[] {
  const kept: T[] = [];
  const seen = new Set<string>();
  for (const archive of newestFirst) {
    if (seen.size >= count) break;
    const key = period(archive.createdAt);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(archive);
  }
  return kept;
}

/** Splits archives into those to keep and those to delete. */
export function applyRetention<T extends { createdAt: Date }>(
  archives: readonly T[],
  policy: RetentionPolicy,
): { keep: T[]; remove: T[] } {
  const newestFirst = [...archives].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<T>([
    ...newestFirst.slice(0, 1),
    ...newestPerPeriod(newestFirst, dayOf, policy.daily),
    ...newestPerPeriod(newestFirst, weekOf, policy.weekly),
  ]);
  return {
    keep: newestFirst.filter((archive) => keep.has(archive)),
    remove: newestFirst.filter((archive) => !keep.has(archive)),
  };
}
