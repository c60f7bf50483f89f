// A map as the server draws it and pages render it (client-safe).

export type MarkerKind = "city" | "hotel" | "landmark" | "airport";

export interface MapMarker {
  x: number;
  y: number;
  kind: MarkerKind;
  name: string;
  href: string | null;
  /** Where its name is written on the map; null when there is no room (the caption names it). */
  label: { x: number; y: number; anchor: "start" | "end" | "middle" } | null;
  /** Drawn larger: the place the page is about. */
  current: boolean;
}

export interface MapData {
  width: number;
  height: number;
  /** SVG path of Ghana's land, and of its neighbours around it; empty on a city's map. */
  land: string;
  neighbours: string;
  markers: MapMarker[];
  /** A scale bar, on maps zoomed in enough for one to help. */
  scale: { km: number; pixels: number } | null;
}

/** "A, B and C": the names of a map's markers of one kind, for its caption. */
export function markerNames(map: MapData, kind: MapMarker["kind"]): string {
  const names = map.markers.filter((marker) => marker.kind === kind).map((marker) => marker.name);
  return new Intl.ListFormat("en-GB", { type: "conjunction" }).format(names);
}
