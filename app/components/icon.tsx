// Icons by reference to one cached sprite (/icons.svg), so a page with many cards does not
// repeat the same SVG markup. The sprite is built from lucide icons by routes/icons-sprite.ts.
import type { Amenity } from "#app/domain/amenities.ts";

/** Every amenity has an icon of its name; these are the others. */
export type IconName = Amenity | "star" | "map-pin" | "bed" | "book-open";

export function Icon({ name, className = "size-4" }: { name: IconName; className?: string }) {
  return (
    // Stroke and fill come from the sprite's <symbol>, so each use stays short.
    <svg aria-hidden="true" className={className}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
