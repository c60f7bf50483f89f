// Straight-line ("as the crow flies") distances from a hotel to the airports and its city's
// landmarks. Roads in Ghana are rarely straight, so pages label these as straight-line.

import { formatNumber } from "#app/domain/shared/numbers.ts";
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

/** An airport hotel pages measure to. */
export interface Airport {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
  /**
   * Ghana's long-haul gateway. Kumasi and Tamale take some regional and Hajj flights too, but a
   * visitor from overseas lands in Accra, so only Accra is measured as the way in.
   */
  international: boolean;
}

export interface Distance {
  name: string;
  kind: "airport" | "landmark";
  km: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula, in kilometres. */
export function distanceKm(from: Place | Omit<Place, "name">, to: Omit<Place, "name">): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** "350 m" under a kilometre, "4.2 km" under 10, then whole kilometres: the precision coordinates allow. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(100, Math.round(km * 10) * 100)} m`;
  if (km < 10) return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
  return `${formatNumber(Math.round(km))} km`;
}

/**
 * The international airport, then the nearest domestic airport when it is nearer than that (a
 * domestic hop is then worth knowing), then the city's landmarks, nearest first. None without
 * the hotel's coordinates: nothing is guessed.
 */
export function hotelDistances(
  hotel: { latitude: number | null; longitude: number | null },
  airports: readonly Airport[],
  landmarks: readonly Place[],
): Distance[] {
  if (hotel.latitude === null || hotel.longitude === null) return [];
  const at = { latitude: hotel.latitude, longitude: hotel.longitude };
  const measured = (place: Place, kind: Distance["kind"]): Distance => ({
    name: place.name,
    kind,
    km: distanceKm(at, place),
  });
  const nearestFirst = (a: Distance, b: Distance) => a.km - b.km;
  const international = airports
    .filter((airport) => airport.international)
    .map((airport) => measured(airport, "airport"))
    .sort(nearestFirst);
  const gateway = international[0];
  const domestic = airports
    .filter((airport) => !airport.international)
    .map((airport) => measured(airport, "airport"))
    .sort(nearestFirst)
    .filter((airport) => !gateway || airport.km < gateway.km)
    .slice(0, 1);
  const sights = landmarks.map((landmark) => measured(landmark, "landmark")).sort(nearestFirst);
  return [...international.slice(0, 1), ...domestic, ...sights];
}
