import type { AmenityView } from "#app/domain/amenities.ts";
import { Icon } from "#app/components/icon.tsx";
import { useHotelWords } from "#app/components/hotel/hotel-words.ts";

/** An amenity with its icon, as the server worded it (amenityView), or in the page's language. */
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
  const labels = useHotelWords().amenityLabels;
  return (
    <Tag className={className ? `amenity ${className}` : "amenity"}>
      <Icon name={amenity.icon} className="" />
      {labels?.[amenity.key] ?? amenity.label}
    </Tag>
  );
}
