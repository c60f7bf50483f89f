import { Icon, ICON_NAMES, type IconName } from "../icon.tsx";

const AMENITY_LABELS: Record<string, string> = {
  wifi: "Free WiFi",
  parking: "Parking",
  breakfast: "Breakfast",
  restaurant: "Restaurant",
  bar: "Bar",
  pool: "Pool",
  gym: "Gym",
  spa: "Spa",
  "airport-shuttle": "Airport shuttle",
  "air-conditioning": "Air conditioning",
  "beach-access": "Beach access",
  "conference-room": "Meeting rooms",
  "room-service": "Room service",
  laundry: "Laundry",
  garden: "Garden",
  coffee: "Coffee",
};

export function amenityLabel(key: string): string {
  return AMENITY_LABELS[key] ?? key.replace(/-/g, " ");
}

function iconFor(amenity: string): IconName {
  return (ICON_NAMES as readonly string[]).includes(amenity) ? (amenity as IconName) : "star";
}

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
      <Icon name={iconFor(amenity)} className="size-4 shrink-0 text-brand-700" />
      {amenityLabel(amenity)}
    </span>
  );
}
