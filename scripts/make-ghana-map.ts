// Writes the boundaries the site's maps are drawn from (app/maps/ghana-boundaries.json):
// Ghana from Natural Earth's 1:10m countries, detailed enough for a city's coast, and its
// neighbours from the 1:50m set, as context only. Pages project them themselves
// (app/domain/pages/map-geometry.ts), so the maps need no tiles and no third-party request. Run after
// changing the source: npx node scripts/make-ghana-map.ts
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { Feature, FeatureCollection, Position } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";

// ISO 3166 numeric codes, as world-atlas keys its countries.
const GHANA = "288";
const OUT = "app/maps/ghana-boundaries.json";
const NEIGHBOURS = ["384", "854", "768", "204"]; // Côte d'Ivoire, Burkina Faso, Togo, Benin

const require = createRequire(import.meta.url);
async function countries(scale: "10m" | "50m"): Promise<FeatureCollection> {
  const file = require.resolve(`world-atlas/countries-${scale}.json`);
  const topology = JSON.parse(await readFile(file, "utf8")) as Topology<{
    countries: GeometryCollection;
  }>;
  return feature(topology, topology.objects.countries) as FeatureCollection;
}

function outerRings(collection: FeatureCollection, id: string): Position[][] {
  const found: Feature | undefined = collection.features.find((item) => item.id === id);
  const geometry = found?.geometry;
  if (geometry?.type === "Polygon") return [geometry.coordinates[0]!];
  if (geometry?.type === "MultiPolygon") return geometry.coordinates.map((polygon) => polygon[0]!);
  throw new Error(`world-atlas has no country ${id}`);
}

// Four decimals is about 11 m, finer than the 1:10m source.
const flat = (ring: Position[]) =>
  ring.flatMap(([lon, lat]) => [+lon!.toFixed(4), +lat!.toFixed(4)]);
// A ring a line keeps the file readable in a diff; JSON, as data, not code to type-check.
const rings = (list: Position[][]) =>
  `[\n${list.map((ring) => `    ${JSON.stringify(flat(ring))}`).join(",\n")}\n  ]`;

const ghana = outerRings(await countries("10m"), GHANA);
const medium = await countries("50m");
const neighbours = NEIGHBOURS.flatMap((id) => outerRings(medium, id));

const data = `{
  "source": "Natural Earth boundaries (world-atlas 2.0.2, public domain), written by scripts/make-ghana-map.ts: do not edit by hand",
  "ghana": ${rings(ghana)},
  "neighbours": ${rings(neighbours)}
}
`;
await writeFile(OUT, data);
console.log(
  `Wrote ${OUT}: ${ghana.flat().length} points for Ghana, ${neighbours.flat().length} for its neighbours`,
);
