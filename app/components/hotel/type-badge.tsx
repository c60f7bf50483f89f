import { slugify } from "#app/domain/content/slug.ts";

// SPEC.md: luxury green, business blue, beach resort gold, others grey (dark text for contrast).
const BADGE_CLASSES: Record<string, string> = {
  luxury: "bg-emerald-100 text-emerald-900",
  business: "bg-blue-100 text-blue-900",
  "beach-resort": "bg-amber-100 text-amber-900",
};

export function hotelTypeLabel(hotelType: string): string {
  return hotelType.replace(/-/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** `label`: the type in the page's language, when the server worded it (French pages). */
export function TypeBadge({ hotelType, label }: { hotelType: string; label?: string }) {
  // The type filter's key (typeKey in hotel-filters.ts), taken from slug.ts so that cards do not
  // carry the filter rules into pages without a filter.
  const classes = BADGE_CLASSES[slugify(hotelType)] ?? "bg-slate-100 text-slate-800";
  return <span className={`badge ${classes}`}>{label ?? hotelTypeLabel(hotelType)}</span>;
}
