// The site's maps, drawn on the server from Natural Earth boundaries and stored coordinates:
// Ghana with its cities, a city with its hotels and landmarks, and a locator for one hotel.
// The country's outline is drawn once per size; the rest is a few projected points.
import { airports } from "#app/content/airports.ts";
import {
  fitFrame,
  placeLabels,
  project,
  ringsPath,
  scaleBar,
  type LatLon,
  type MapFrame,
} from "#app/domain/pages/map-geometry.ts";
import boundaries from "#app/maps/ghana-boundaries.json" with { type: "json" };
import type { MapData, MapMarker, MarkerKind } from "#app/maps/map-data.ts";
import type { City, Hotel } from "#app/models/types.ts";

interface Place extends LatLon {
  name: string;
  kind: MarkerKind;
  href: string | null;
  current?: boolean;
}

// Longitude, latitude, longitude, latitude... a ring; Ghana at 1:10m, its neighbours at 1:50m.
const GHANA_RINGS: readonly (readonly number[])[] = boundaries.ghana;
const NEIGHBOUR_RINGS: readonly (readonly number[])[] = boundaries.neighbours;

const LABEL_SIZE = 11;

const located = <T extends { latitude: number | null; longitude: number | null }>(
  item: T,
): item is T & LatLon => item.latitude !== null && item.longitude !== null;

function ghanaBounds(): LatLon[] {
  const points: LatLon[] = [];
  for (const ring of GHANA_RINGS) {
    for (let index = 0; index + 1 < ring.length; index += 2) {
      points.push({ longitude: ring[index]!, latitude: ring[index + 1]! });
    }
  }
  return points;
}

const nationalMaps = new Map<number, { frame: MapFrame; land: string; neighbours: string }>();

/** The whole country at a width; its outline is drawn once per width. */
function national(width: number) {
  let drawn = nationalMaps.get(width);
  if (!drawn) {
    const frame = fitFrame(ghanaBounds(), { width, padding: 6 });
    // About one point per 1.5 pixels is all a country-sized drawing can show.
    drawn = {
      frame,
      land: ringsPath(frame, GHANA_RINGS, 1.5),
      neighbours: ringsPath(frame, NEIGHBOUR_RINGS, 1.5),
    };
    nationalMaps.set(width, drawn);
  }
  return drawn;
}

function markersOn(
  frame: MapFrame,
  places: readonly Place[],
  labelled: (place: Place) => boolean,
): MapMarker[] {
  const projected = places.map((place) => ({ ...place, ...project(frame, place) }));
  // Labels are placed in the order given: the current place and cities first win the room.
  const withLabels = projected.filter(labelled);
  const labels = placeLabels(
    frame,
    withLabels.map((place) => ({ x: place.x, y: place.y, label: place.name })),
    LABEL_SIZE,
  );
  return projected.map((place) => ({
    x: Math.round(place.x * 10) / 10,
    y: Math.round(place.y * 10) / 10,
    kind: place.kind,
    name: place.name,
    href: place.href,
    current: place.current ?? false,
    label: labelled(place) ? (labels[withLabels.indexOf(place)] ?? null) : null,
  }));
}

/** Ghana with every city that has a map point, each linked to its page. */
export function citiesMap(cities: readonly City[]): MapData | null {
  const places: Place[] = cities.filter(located).map((city) => ({
    name: city.name,
    latitude: city.latitude,
    longitude: city.longitude,
    kind: "city",
    href: `/${city.slug}`,
  }));
  if (places.length === 0) return null;
  const { frame, land, neighbours } = national(360);
  return {
    width: frame.width,
    height: frame.height,
    land,
    neighbours,
    markers: markersOn(frame, places, () => true),
    scale: null,
  };
}

/**
 * A city's hotels with coordinates (linked) and its landmarks, zoomed to fit them, with a scale
 * bar. Null when none of its hotels has coordinates. No coastline: at a city's scale the 1:10m
 * coast is kilometres off and would put seafront hotels in the sea.
 */
export function cityMap(city: City, hotels: readonly Hotel[]): MapData | null {
  const hotelPlaces: Place[] = hotels.filter(located).map((hotel) => ({
    name: hotel.name,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    kind: "hotel",
    href: `/hotels/${hotel.slug}`,
  }));
  if (hotelPlaces.length === 0) return null;
  const landmarkPlaces: Place[] = city.landmarks.map((landmark) => ({
    ...landmark,
    kind: "landmark",
    href: null,
  }));
  const frame = fitFrame([...hotelPlaces, ...landmarkPlaces], {
    width: 480,
    padding: 28,
    minSpanDegrees: 0.05,
  });
  const centre = hotelPlaces[0]!.latitude;
  // Landmarks first so their names find room; hotels are named in the caption and on hover.
  const markers = markersOn(
    frame,
    [...landmarkPlaces, ...hotelPlaces],
    (place) => place.kind === "landmark",
  );
  return {
    width: frame.width,
    height: frame.height,
    land: "",
    neighbours: "",
    markers,
    scale: scaleBar(frame, centre, frame.width / 4),
  };
}

/** A small map of Ghana marking one hotel and, for orientation, the airports. */
export function hotelLocator(hotel: Hotel): MapData | null {
  if (!located(hotel)) return null;
  const { frame, land, neighbours } = national(200);
  const places: Place[] = [
    {
      name: hotel.name,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      kind: "hotel",
      href: null,
      current: true,
    },
    ...airports.map((airport): Place => ({
      ...airport,
      name: airport.code,
      kind: "airport",
      href: null,
    })),
  ];
  return {
    width: frame.width,
    height: frame.height,
    land,
    neighbours,
    markers: markersOn(frame, places, (place) => place.kind === "airport"),
    scale: null,
  };
}
