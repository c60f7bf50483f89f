// The practical facts' filters on /hotels and city pages, apart from practical-facts.ts (what a
// hotel page shows of each fact) so that a list page's script carries only what filtering needs.
import type { PracticalFactKey } from "#app/domain/facts/practical-facts.ts";

export const PRACTICAL_FILTERS = ["backup-power", "mobile-money", "airport-pickup"] as const;
export type PracticalFilter = (typeof PRACTICAL_FILTERS)[number];

export const PRACTICAL_FILTER_LABELS: Readonly<Record<PracticalFilter, string>> = {
  "backup-power": "Backup power",
  "mobile-money": "Mobile Money",
  "airport-pickup": "Airport pickup",
};

/** The fact each filter reads: a hotel whose fact is stated is "known" for that filter. */
export const PRACTICAL_FILTER_FACTS: Readonly<Record<PracticalFilter, PracticalFactKey>> = {
  "backup-power": "backup-power",
  "mobile-money": "payment",
  "airport-pickup": "airport-pickup",
};

/**
 * The amenity key airport pickup had before it became this fact (issue 40): old filter links
 * and the one-time data migration still read it.
 */
export const RETIRED_SHUTTLE_AMENITY = "airport-shuttle";

/**
 * A hotel's amenities without the retired airport-shuttle key, and what became of the claim: the
 * hotel already states airport pickup as a sourced fact ("stated"), or nothing shows where the
 * amenity came from ("unsourced"), so it is not carried: a fact needs a source that states it,
 * and a listing's sources show only that the hotel exists.
 */
export function retireShuttleAmenity(
  amenities: readonly string[],
  facts: readonly { key: string }[],
): { amenities: string[]; claim: "none" | "stated" | "unsourced" } {
  if (!amenities.includes(RETIRED_SHUTTLE_AMENITY))
    return { amenities: [...amenities], claim: "none" };
  return {
    amenities: amenities.filter((amenity) => amenity !== RETIRED_SHUTTLE_AMENITY),
    claim: facts.some((fact) => fact.key === "airport-pickup") ? "stated" : "unsourced",
  };
}

const MOBILE_MONEY = new Set(["mtn-momo", "telecel-cash", "at-money"]);

/** Whether a hotel's sourced facts show what a filter asks for; an unknown fact never matches. */
export function meetsPracticalFilter(
  facts: readonly { key: string; value: string }[],
  filter: PracticalFilter,
): boolean {
  switch (filter) {
    case "backup-power":
      return facts.some(
        (fact) =>
          fact.key === "backup-power" && (fact.value === "whole" || fact.value === "partial"),
      );
    case "mobile-money":
      return facts.some((fact) => fact.key === "payment" && MOBILE_MONEY.has(fact.value));
    case "airport-pickup":
      return facts.some((fact) => fact.key === "airport-pickup" && fact.value === "offered");
  }
}
