// Which register entries need looking at: an entry is due for review 12 months after its last
// check, and the operator sees the overdue ones first, with the pages that state them.
import { MAX_FACT_AGE_MONTHS, type Fact, type FactRegister } from "#app/domain/facts/facts.ts";

export type FactReviewStatus = "overdue" | "due-soon" | "current";

export interface FactReviewRow {
  id: string;
  topic: Fact["topic"];
  value: string;
  /** The French text French pages show; null while the entry has none. */
  valueFr: string | null;
  source: Fact["source"];
  official: Fact["official"];
  checkedOn: string;
  /** YYYY-MM-DD: the day the entry goes stale (and the fact test starts failing). */
  reviewBy: string;
  status: FactReviewStatus;
  /** Site paths whose content states the fact. */
  usedOn: string[];
}

/** Warn this many days before an entry goes stale. */
export const DUE_SOON_DAYS = 60;

export function reviewByDate(checkedOn: string): string {
  const date = new Date(`${checkedOn}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + MAX_FACT_AGE_MONTHS);
  return date.toISOString().slice(0, 10);
}

function statusOf(reviewBy: string, today: Date): FactReviewStatus {
  const daysLeft = (Date.parse(`${reviewBy}T00:00:00Z`) - today.getTime()) / 86_400_000;
  if (daysLeft <= 0) return "overdue";
  return daysLeft <= DUE_SOON_DAYS ? "due-soon" : "current";
}

const ORDER: Record<FactReviewStatus, number> = { overdue: 0, "due-soon": 1, current: 2 };

/** Every entry with its review state, most urgent first, then oldest check first. */
export function factReviewRows(
  register: FactRegister,
  usage: ReadonlyMap<string, readonly string[]>,
  today: Date,
): FactReviewRow[] {
  return Object.entries(register)
    .map(([id, fact]) => {
      // Only what the table shows: an entry's contradiction patterns are not data to send.
      const { topic, value, fr, source, official, checkedOn } = fact;
      const reviewBy = reviewByDate(checkedOn);
      return {
        id,
        topic,
        value,
        valueFr: fr?.value ?? null,
        source,
        official,
        checkedOn,
        reviewBy,
        status: statusOf(reviewBy, today),
        usedOn: [...(usage.get(id) ?? [])].sort(),
      };
    })
    .sort(
      (a, b) =>
        ORDER[a.status] - ORDER[b.status] ||
        a.checkedOn.localeCompare(b.checkedOn) ||
        a.id.localeCompare(b.id),
    );
}

/** Fact id -> the paths that use it, from texts that each belong to one path. */
export function factUsage(
  texts: Iterable<{ path: string; factIds: readonly string[] }>,
): Map<string, string[]> {
  const usage = new Map<string, Set<string>>();
  for (const { path, factIds } of texts) {
    for (const id of factIds) {
      const paths = usage.get(id) ?? new Set<string>();
      paths.add(path);
      usage.set(id, paths);
    }
  }
  return new Map([...usage].map(([id, paths]) => [id, [...paths]]));
}
