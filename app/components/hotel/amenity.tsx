import type { AmenityView } from "#app/domain/hotels/amenities.ts";
import { Icon } from "#app/components/icon.tsx";

/** An amenity with its icon, as the server worded it (amenityView). */
export function Amenity({
  amenity,
  className = "",
  as: Tag = "span",
}: {
  amenity: AmenityView;
  className?: string;
  /** "li" when it is an item of an amenity list. */
  as?: "span" | "li";
}) {
  return (
    <Tag className={className ? `amenity ${className}` : "amenity"}>
      <Icon name={amenity.icon} className="" />
      {amenity.label}
    </Tag>
  );
}
