import { amenityLabel, isAmenity } from "#app/domain/amenities.ts";
import { Icon } from "#app/components/icon.tsx";
import { useHotelWords } from "#app/components/hotel/hotel-words.ts";

/** An amenity with its icon; unknown amenities get a star (SPEC.md's default). */
export function Amenity({
  amenity,
  className = "",
  as: Tag = "span",
}: {
  amenity: string;
  className?: string;
  /** "li" when it is an item of an amenity list. */
  as?: "span" | "li";
}) {
  const labels = useHotelWords().amenityLabels;
  return (
    <Tag className={className ? `amenity ${className}` : "amenity"}>
      <Icon name={isAmenity(amenity) ? amenity : "star"} className="" />
      {labels?.[amenity] ?? amenityLabel(amenity)}
    </Tag>
  );
}
