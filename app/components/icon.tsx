// Icons by reference to one cached sprite (/icons.svg), so a page with many cards does not
// repeat the same SVG markup. The sprite is built from lucide icons by routes/icons-sprite.ts.
import type { Amenity } from "#app/domain/hotels/amenities.ts";

/** Every amenity has an icon of its name; these are the others. */
export type IconName =
  | Amenity
  | "star"
  | "star-filled"
  | "map-pin"
  | "bed"
  | "book-open"
  | "chevron-right"
  | "chevron-down"
  | "hotel"
  | "x"
  | "heart"
  | "heart-filled"
  | "check"
  | "search"
  | "menu"
  | "copy"
  | "download"
  | "sparkles"
  | "trash"
  | "arrow-right"
  | "arrow-left"
  | "crown"
  | "piggy-bank";

/** Bumped when icons are added, so a browser holding yesterday's sprite fetches the new one. */
export const ICON_SPRITE = "/icons.svg?v=2";

export function Icon({ name, className = "size-4" }: { name: IconName; className?: string }) {
  return (
    // Stroke and fill come from the sprite's <symbol>, so each use stays short.
    <svg aria-hidden="true" className={className || undefined}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
