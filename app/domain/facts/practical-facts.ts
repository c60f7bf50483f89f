// The practical facts a traveller in Ghana asks about and booking sites rarely answer: backup
// power, water, how to pay, airport pickup, the Ghana Tourism Authority licence and step-free
// access. Each is stored only when a public source states it, with that source and the day it was
// checked; an unknown fact is absent, never guessed. Client-safe: pages, the studio and filters
// share these words.
import { formatMonthYear } from "#app/domain/shared/dates.ts";

/** The public source that states a fact. */
export interface FactSourceRef {
  /**
   * The hotel itself (its fact sheet), guests who stayed (their approved reports, counted), or a
   * publication (when absent).
   */
  kind?: "hotel" | "publication" | "guests";
  publisher: string;
  title: string;
  url?: string;
  /** When the source said it; for guests, the latest month of stay (YYYY-MM). */
  date?: string;
  /** Guests only: how many approved reports say it. */
  count?: number;
}

export const PRACTICAL_FACT_KEYS = [
  "backup-power",
  "water-tank",
  "hot-water",
  "payment",
  "airport-pickup",
  "gta-licence",
  "step-free",
  "check-in",
  "check-out",
] as const;
export type PracticalFactKey = (typeof PRACTICAL_FACT_KEYS)[number];

/** Each fact's allowed values; null: free text (the licence's class, such as "2-star"). */
export const PRACTICAL_FACT_VALUES: Readonly<Record<PracticalFactKey, readonly string[] | null>> = {
  "backup-power": ["whole", "partial", "none"],
  "water-tank": ["yes", "no"],
  "hot-water": ["yes", "no"],
  payment: ["cards", "mtn-momo", "telecel-cash", "at-money", "cash", "cash-only", "us-dollars"],
  "airport-pickup": ["offered", "not-offered"],
  "gta-licence": null,
  "step-free": ["entrance", "room", "bathroom"],
  "check-in": null,
  "check-out": null,
};

/** Facts a hotel may state more than once (several ways to pay, several step-free places). */
export const REPEATABLE: ReadonlySet<PracticalFactKey> = new Set(["payment", "step-free"]);

export const PRACTICAL_FACT_LABELS: Readonly<Record<PracticalFactKey, string>> = {
  "backup-power": "Backup power",
  "water-tank": "Water storage tank",
  "hot-water": "Hot water",
  payment: "Payment",
  "airport-pickup": "Airport pickup",
  "gta-licence": "Ghana Tourism Authority licence",
  "step-free": "Step-free access",
  "check-in": "Check-in from",
  "check-out": "Check-out by",
};

const VALUE_WORDS: Readonly<Record<string, string>> = {
  whole: "Whole property, air conditioning included",
  partial: "Part of the property",
  none: "None",
  yes: "Yes",
  no: "No",
  cards: "Cards",
  "mtn-momo": "MTN MoMo",
  "telecel-cash": "Telecel Cash",
  "at-money": "AT Money",
  cash: "Cash",
  "cash-only": "Cash only",
  "us-dollars": "US dollars",
  offered: "Offered",
  "not-offered": "Not offered",
  // Only guests report it (app/domain/facts/guest-report.ts): a pickup that did not come, which never
  // counts as pickup offered. A hotel or publication states one of the values above.
  "not-as-arranged": "Did not come as arranged",
  entrance: "Entrance",
  room: "A room",
  bathroom: "The room's bathroom",
};

export interface PracticalFact {
  key: PracticalFactKey;
  value: string;
  /** A detail the source gives: "generator", "solar", a pickup's price. */
  note?: string;
  source: FactSourceRef;
  /** The day someone compared the fact with its source, YYYY-MM-DD. */
  checkedOn: string;
}

/** The words a reader sees for a fact's value. */
export function practicalValueText(fact: Pick<PracticalFact, "key" | "value" | "note">): string {
  const words = PRACTICAL_FACT_VALUES[fact.key]
    ? (VALUE_WORDS[fact.value] ?? fact.value)
    : fact.value;
  return fact.note ? `${words} (${fact.note})` : words;
}

/**
 * Where a fact comes from and when, as travellers read it: "Stated by the hotel, Nov 2026" for
 * the hotel's own fact sheet, else the publication and its date when it shows one.
 */
export function factProvenance(source: FactSourceRef): string {
  if (source.kind === "guests") {
    const guests = `Reported by ${source.count ?? 1} guest${source.count === 1 ? "" : "s"}`;
    return source.date ? `${guests}, latest ${formatMonthYear(source.date)}` : guests;
  }
  if (source.kind === "hotel") {
    return source.date
      ? `Stated by the hotel, ${formatMonthYear(source.date)}`
      : "Stated by the hotel";
  }
  const named = `${source.publisher}: ${source.title}`;
  return source.date ? `${named}, ${formatMonthYear(source.date)}` : named;
}

/** The month (or year) a statement speaks for: its source's date, else the day it was checked. */
function statedIn(fact: PracticalFact): string {
  return (fact.source.date ?? fact.checkedOn).slice(0, 7);
}

/** Whether `a` was said after `b`; in the same month the hotel's or a publication's wins. */
function isNewer(a: PracticalFact, b: PracticalFact): boolean {
  const [whenA, whenB] = [statedIn(a), statedIn(b)];
  if (whenA !== whenB) return whenA > whenB;
  return a.source.kind !== "guests" && b.source.kind === "guests";
}

/**
 * Weighs every accepted statement of a hotel's facts (issue 40): where they disagree on a fact
 * that has one value, the newest counts (on the page, in compare and in the filters) and the
 * others are listed under it; statements that agree with it count beside it. Ways to pay and
 * step-free places add up rather than disagree, so all of them count.
 */
export function weighStatements(facts: readonly PracticalFact[]): {
  counted: PracticalFact[];
  earlier: PracticalFact[];
} {
  const counted: PracticalFact[] = [];
  const earlier: PracticalFact[] = [];
  for (const key of PRACTICAL_FACT_KEYS) {
    const matching = facts.filter((fact) => fact.key === key);
    if (matching.length === 0) continue;
    if (REPEATABLE.has(key)) {
      counted.push(...matching);
      continue;
    }
    const newest = matching.reduce((best, fact) => (isNewer(fact, best) ? fact : best));
    for (const fact of matching) (fact.value === newest.value ? counted : earlier).push(fact);
  }
  return { counted, earlier };
}

/**
 * The facts of `found` a hotel's stored list does not already answer: a fact under a key the
 * hotel, its guests or an editor have already stated stays theirs, and a repeatable key (payment,
 * step-free) gains only the values it lacks.
 */
export function factsNotYetStated<T extends { key: string; value: string }>(
  stored: readonly { key: string; value: string }[],
  found: readonly T[],
): T[] {
  // Stored lists type their keys as strings; a wider set asks the same question of them.
  const repeatable: ReadonlySet<string> = REPEATABLE;
  return found.filter((fact) =>
    repeatable.has(fact.key)
      ? !stored.some((had) => had.key === fact.key && had.value === fact.value)
      : !stored.some((had) => had.key === fact.key),
  );
}

/**
 * A statement the newest one outweighs, in a sentence: "The hotel said “Whole property, air
 * conditioning included” in Nov 2026", "2 guests reported “None (cuts without backup)”, latest
 * Oct 2026".
 */
export function earlierStatement(fact: PracticalFact): string {
  const said = `“${practicalValueText(fact)}”`;
  const when = fact.source.date ? formatMonthYear(fact.source.date) : "";
  switch (fact.source.kind) {
    case "guests": {
      const count = fact.source.count ?? 1;
      const guests = `${count} guest${count === 1 ? "" : "s"} reported ${said}`;
      return when ? `${guests}, latest ${when}` : guests;
    }
    case "hotel":
      return when ? `The hotel said ${said} in ${when}` : `The hotel said ${said}`;
    default:
      return when
        ? `${fact.source.publisher} said ${said}, ${when}`
        : `${fact.source.publisher} said ${said}`;
  }
}

/** The facts grouped in key order, one row per key (repeatable facts joined). */
export function practicalRows(
  facts: readonly PracticalFact[],
): { key: PracticalFactKey; label: string; text: string; facts: PracticalFact[] }[] {
  return PRACTICAL_FACT_KEYS.flatMap((key) => {
    const matching = facts.filter((fact) => fact.key === key);
    if (matching.length === 0) return [];
    return [
      {
        key,
        label: PRACTICAL_FACT_LABELS[key],
        // A value stated by several sources (the hotel and guests) reads once.
        text: [...new Set(matching.map(practicalValueText))].join(", "),
        facts: matching,
      },
    ];
  });
}

// ---- The studio's text form: one fact a line ----

/**
 * "backup-power = whole (generator) | publisher | title | address | source date | 2026-11-25",
 * with "| hotel" last when the hotel itself states it (its fact sheet), so a save keeps that.
 */
export function formatPracticalLine(fact: PracticalFact): string {
  const head = `${fact.key} = ${fact.value}${fact.note ? ` (${fact.note})` : ""}`;
  return [
    head,
    fact.source.publisher,
    fact.source.title,
    fact.source.url ?? "",
    fact.source.date ?? "",
    fact.checkedOn,
    ...(fact.source.kind === "hotel" ? ["hotel"] : []),
  ].join(" | ");
}

/** One line of the studio's text back to a fact's fields (the schema then judges them). */
export function parsePracticalLine(line: string): Record<string, unknown> {
  const [head = "", publisher = "", title = "", url = "", date = "", checkedOn = "", kind = ""] =
    line.split("|").map((part) => part.trim());
  const match = /^([a-z-]+)\s*=\s*([^(]*?)\s*(?:\((.*)\))?$/.exec(head);
  return {
    key: match?.[1] ?? head,
    value: match?.[2] ?? "",
    note: match?.[3]?.trim() || undefined,
    source: { ...(kind === "hotel" ? { kind } : {}), publisher, title, url, date },
    checkedOn,
  };
}
