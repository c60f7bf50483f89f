// What a guest who stayed reports about a hotel's practical facts (issue 40), and what an approved
// report may say on the hotel's page. Each question offers only what a guest can honestly tell
// from a stay: a guest who saw no power cut cannot say whether there is a backup, and one whose
// taps ran dry cannot say the hotel has no tank, so those answers are kept for the editor but
// state no fact. Client-safe: the form and the server share these words; no schema here.
import type { Locale } from "#app/domain/languages/locale.ts";
import type { PracticalFact, PracticalFactKey } from "#app/domain/facts/practical-facts.ts";

/** A report's month of stay is one of the last 24 months; after 24 months it stops counting. */
export const REPORT_MONTHS = 24;
/** A note is short and plain: what the questions missed, not a review. */
export const NOTE_MAX = 500;
/** The e-mailed confirmation link works this long; an unconfirmed report is then deleted. */
export const CONFIRM_DAYS = 7;
/** An address is erased this many days after its report is approved or rejected. */
export const ADDRESS_KEPT_DAYS = 30;

type Options = readonly (readonly [value: string, words: string])[];

export const POWER_OPTIONS = [
  ["stayed-on", "It never went off while I was there"],
  ["backup-covered-ac", "It went off, and the backup ran the air conditioning too"],
  ["backup-not-ac", "It went off; a backup ran, but not the air conditioning"],
  ["cuts-no-backup", "It went off, and nothing ran until it came back"],
] as const satisfies Options;

export const WATER_OPTIONS = [
  ["ran", "The water ran the whole stay"],
  ["tank-covered", "The supply stopped, and the hotel's stored water kept the taps running"],
  ["ran-dry", "The supply stopped, and the taps ran dry"],
] as const satisfies Options;

export const HOT_WATER_OPTIONS = [
  ["yes", "There was hot water"],
  ["no", "There was no hot water"],
] as const satisfies Options;

export const PICKUP_OPTIONS = [
  ["as-arranged", "The hotel's pickup met me as arranged"],
  ["not-as-arranged", "The hotel's pickup did not come as arranged"],
  ["not-offered", "The hotel told me it offers no pickup"],
] as const satisfies Options;

export const PAYMENT_OPTIONS = [
  ["cards", "Visa or Mastercard card"],
  ["mtn-momo", "MTN MoMo"],
  ["telecel-cash", "Telecel Cash"],
  ["at-money", "AT Money"],
  ["cash", "Cash (cedis)"],
  ["us-dollars", "US dollars in cash"],
] as const satisfies Options;

type ValueOf<T extends Options> = T[number][0];

/** A report's answers; "" is "did not notice / skip". */
export interface GuestFindings {
  power: "" | ValueOf<typeof POWER_OPTIONS>;
  water: "" | ValueOf<typeof WATER_OPTIONS>;
  hotWater: "" | ValueOf<typeof HOT_WATER_OPTIONS>;
  pickup: "" | ValueOf<typeof PICKUP_OPTIONS>;
  /** The ways to pay that worked. */
  payment: ValueOf<typeof PAYMENT_OPTIONS>[];
}

export const FINDING_QUESTIONS = {
  power: { legend: "When the mains power went off…", options: POWER_OPTIONS },
  water: { legend: "The water…", options: WATER_OPTIONS },
  hotWater: { legend: "Hot water…", options: HOT_WATER_OPTIONS },
  pickup: { legend: "If you arranged an airport pickup with the hotel…", options: PICKUP_OPTIONS },
} as const;

export const PAYMENT_LEGEND = "Which ways to pay worked? Tick each one you used.";

type Stated = Pick<PracticalFact, "key" | "value" | "note">;

// What each answer states as a practical fact; null: it states none (see the module's comment).
const POWER_FACT: Record<ValueOf<typeof POWER_OPTIONS>, Stated | null> = {
  "stayed-on": null,
  "backup-covered-ac": { key: "backup-power", value: "whole" },
  "backup-not-ac": { key: "backup-power", value: "partial", note: "not the air conditioning" },
  "cuts-no-backup": { key: "backup-power", value: "none", note: "cuts without backup" },
};
const WATER_FACT: Record<ValueOf<typeof WATER_OPTIONS>, Stated | null> = {
  ran: null,
  "tank-covered": { key: "water-tank", value: "yes" },
  "ran-dry": null,
};
const PICKUP_FACT: Record<ValueOf<typeof PICKUP_OPTIONS>, Stated> = {
  "as-arranged": { key: "airport-pickup", value: "offered" },
  "not-as-arranged": { key: "airport-pickup", value: "not-as-arranged" },
  "not-offered": { key: "airport-pickup", value: "not-offered" },
};

/** The practical facts a report's answers state (without a source). */
export function findingFacts(findings: GuestFindings): Stated[] {
  return [
    findings.power ? POWER_FACT[findings.power] : null,
    findings.water ? WATER_FACT[findings.water] : null,
    findings.hotWater ? { key: "hot-water" as PracticalFactKey, value: findings.hotWater } : null,
    ...findings.payment.map((way) => ({ key: "payment" as PracticalFactKey, value: way })),
    findings.pickup ? PICKUP_FACT[findings.pickup] : null,
  ].filter((fact): fact is Stated => fact !== null);
}

/** Whether a report answers anything at all. */
export function hasFindings(findings: GuestFindings): boolean {
  return Boolean(
    findings.power ||
    findings.water ||
    findings.hotWater ||
    findings.pickup ||
    findings.payment.length > 0,
  );
}

/** A report's answers in words, for the editor: "Power: It went off, …; Payment: MTN MoMo". */
export function findingsText(findings: GuestFindings): string {
  const wordsOf = (options: Options, value: string) =>
    options.find(([option]) => option === value)?.[1] ?? value;
  return [
    findings.power && `Power: ${wordsOf(POWER_OPTIONS, findings.power)}`,
    findings.water && `Water: ${wordsOf(WATER_OPTIONS, findings.water)}`,
    findings.hotWater && `Hot water: ${wordsOf(HOT_WATER_OPTIONS, findings.hotWater)}`,
    findings.payment.length > 0 &&
      `Payment that worked: ${findings.payment.map((way) => wordsOf(PAYMENT_OPTIONS, way)).join(", ")}`,
    findings.pickup && `Airport pickup: ${wordsOf(PICKUP_OPTIONS, findings.pickup)}`,
  ]
    .filter(Boolean)
    .join("; ");
}

// ---- Months ----

/** "2026-11" for a day. */
export function monthOfDay(day: Date): string {
  return day.toISOString().slice(0, 7);
}

/** Whole months from `stayMonth` (YYYY-MM) to the month of `now`: 0 in the same month. */
export function monthsSince(stayMonth: string, now: Date): number {
  const [year, month] = stayMonth.split("-").map(Number);
  return (now.getUTCFullYear() - year!) * 12 + (now.getUTCMonth() + 1 - month!);
}

/** The months a stay may be reported for, newest first: this month and the 23 before it. */
export function stayMonthChoices(now: Date): string[] {
  return Array.from({ length: REPORT_MONTHS }, (_, back) => {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15));
    return monthOfDay(day);
  });
}

/** Whether a stay's report still counts at `now`: until 24 months after its month. */
export function isCounting(stayMonth: string, now: Date): boolean {
  const since = monthsSince(stayMonth, now);
  return since >= 0 && since < REPORT_MONTHS;
}

/** The month of stay whose reports stop counting in the month of `now` (24 months before it). */
export function monthStoppingIn(now: Date): string {
  return monthOfDay(
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - REPORT_MONTHS, 15)),
  );
}

/** "October 2026" from "2026-10"; "octobre 2026" in French (issue 44). */
export function monthWords(month: string, locale: Locale = "en"): string {
  const [year, number] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, number! - 1, 15)).toLocaleString(
    locale === "fr" ? "fr-FR" : "en-GB",
    {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    },
  );
}

// ---- Approved reports as facts ----

export interface ApprovedReport {
  stayMonth: string;
  findings: GuestFindings;
  /** The day an editor approved it, YYYY-MM-DD. */
  decidedOn: string;
}

/**
 * A hotel's approved reports that still count, as practical facts, one per thing reported:
 * "Reported by 3 guests, latest Oct 2026" (source kind "guests", never the hotel's statement).
 */
export function guestFacts(reports: readonly ApprovedReport[], now: Date): PracticalFact[] {
  const groups = new Map<string, { stated: Stated; count: number; latest: string; day: string }>();
  for (const report of reports) {
    if (!isCounting(report.stayMonth, now)) continue;
    for (const stated of findingFacts(report.findings)) {
      const id = `${stated.key}|${stated.value}|${stated.note ?? ""}`;
      const group = groups.get(id);
      if (!group) {
        groups.set(id, { stated, count: 1, latest: report.stayMonth, day: report.decidedOn });
        continue;
      }
      group.count += 1;
      if (report.stayMonth > group.latest) group.latest = report.stayMonth;
      if (report.decidedOn > group.day) group.day = report.decidedOn;
    }
  }
  return [...groups.values()].map(({ stated, count, latest, day }) => ({
    key: stated.key,
    value: stated.value,
    ...(stated.note ? { note: stated.note } : {}),
    source: {
      kind: "guests",
      publisher: "Guests who stayed",
      title: `Reported by ${count} guest${count === 1 ? "" : "s"}`,
      date: latest,
      count,
    },
    checkedOn: day,
  }));
}
