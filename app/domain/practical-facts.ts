// The practical facts a traveller in Ghana asks about and booking sites rarely answer: backup
// power, water, how to pay, airport pickup, the Ghana Tourism Authority licence and step-free
// access. Each is stored only when a public source states it, with that source and the day it was
// checked; an unknown fact is absent, never guessed. Client-safe: pages, the studio and filters
// share these words.

/** The public source that states a fact. */
export interface FactSourceRef {
  /** The hotel itself (its fact sheet), or a publication (when absent). */
  kind?: "hotel" | "publication";
  publisher: string;
  title: string;
  url?: string;
  date?: string;
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
  if (source.kind === "hotel") {
    return source.date ? `Stated by the hotel, ${monthOf(source.date)}` : "Stated by the hotel";
  }
  const named = `${source.publisher}: ${source.title}`;
  return source.date ? `${named}, ${monthOf(source.date)}` : named;
}

/** "Nov 2026" from YYYY-MM-DD or YYYY-MM; a year alone stays as it is. */
function monthOf(date: string): string {
  const [year, month] = date.split("-").map(Number);
  if (!year || !month) return date;
  return new Date(Date.UTC(year, month - 1, 15)).toLocaleString("en-GB", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
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
        text: matching.map(practicalValueText).join(", "),
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
