import { amenityLabel, isAmenity } from "#app/domain/amenities.ts";
import { Icon } from "#app/components/icon.tsx";

/** An amenity with its icon; unknown amenities get a star (SPEC.md's default). */
export function Amenity({ amenity, className = "" }: { amenity: string; className?: string }) {
  return (
    <span
      className={
        className
          ? `inline-flex items-center gap-1.5 ${className}`
          : "inline-flex items-center gap-1.5"
      }
    >
      <Icon
        name={isAmenity(amenity) ? amenity : "star"}
        className="size-4 shrink-0 text-brand-700"
      />
      {amenityLabel(amenity)}
    </span>
  );
}
