// Icons by reference to one cached sprite (/icons.svg), so a page with many cards does not
// repeat the same SVG markup. The sprite is built from lucide icons by routes/icons-sprite.ts.
export const ICON_NAMES = [
  "wifi",
  "parking",
  "breakfast",
  "restaurant",
  "bar",
  "pool",
  "gym",
  "spa",
  "airport-shuttle",
  "air-conditioning",
  "beach-access",
  "conference-room",
  "room-service",
  "laundry",
  "garden",
  "coffee",
  "star",
  "map-pin",
  "bed",
  "book-open",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export function Icon({ name, className = "size-4" }: { name: IconName; className?: string }) {
  return (
    // Stroke and fill come from the sprite's <symbol>, so each use stays short.
    <svg aria-hidden="true" className={className}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
