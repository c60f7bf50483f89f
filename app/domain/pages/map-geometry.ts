// Drawing a map without a map library: a Mercator projection fitted to the places shown, outlines
// clipped to the frame and thinned to what the drawing size can show, and labels placed where
// they do not cover each other. Pure, so pages draw maps on the server from stored coordinates.

export interface MapFrame {
  width: number;
  height: number;
  /** Pixels per radian of longitude. */
  scale: number;
  translateX: number;
  translateY: number;
}

export interface LatLon {
  latitude: number;
  longitude: number;
}

export interface Point {
  x: number;
  y: number;
}

const RADIANS = Math.PI / 180;
const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * RADIANS) / 2));

/**
 * A frame `width` pixels wide holding every point with `padding` around them. The spans are
 * widened to at least `minSpanDegrees` (one hotel alone still shows its surroundings), and the
 * height follows the places' shape within 0.6 to 1.5 times the width.
 */
export function fitFrame(
  points: readonly LatLon[],
  options: { width: number; padding: number; minSpanDegrees?: number },
): MapFrame {
  if (points.length === 0) throw new Error("A map needs at least one point to fit.");
  const xs = points.map((point) => point.longitude * RADIANS);
  const ys = points.map((point) => mercatorY(point.latitude));
  const minSpan = (options.minSpanDegrees ?? 0) * RADIANS;
  let [left, right] = widen(Math.min(...xs), Math.max(...xs), minSpan);
  let [low, high] = widen(Math.min(...ys), Math.max(...ys), minSpan);
  const inner = options.width - 2 * options.padding;
  const ratio = Math.min(1.5, Math.max(0.6, (high - low) / (right - left)));
  // Whichever span is the tighter fit decides the scale; the other is centred.
  const scale = Math.min(inner / (right - left), (inner * ratio) / (high - low));
  [left, right] = widen(left, right, inner / scale);
  [low, high] = widen(low, high, (inner * ratio) / scale);
  const height = Math.round(inner * ratio + 2 * options.padding);
  return {
    width: options.width,
    height,
    scale,
    translateX: options.padding - left * scale,
    translateY: options.padding + high * scale,
  };
}

function widen(min: number, max: number, span: number): [number, number] {
  if (max - min >= span) return [min, max];
  const middle = (min + max) / 2;
  return [middle - span / 2, middle + span / 2];
}

export function project(frame: MapFrame, place: LatLon): Point {
  return {
    x: frame.translateX + frame.scale * place.longitude * RADIANS,
    y: frame.translateY - frame.scale * mercatorY(place.latitude),
  };
}

/** Kilometres shown by one pixel at a latitude (Mercator stretches with latitude). */
export function kmPerPixel(frame: MapFrame, latitude: number): number {
  return (6371.0088 * Math.cos(latitude * RADIANS)) / frame.scale;
}

/** A round distance (1, 2 or 5 times a power of ten) at most `maxPixels` long. */
export function scaleBar(frame: MapFrame, latitude: number, maxPixels: number) {
  const maxKm = kmPerPixel(frame, latitude) * maxPixels;
  const power = 10 ** Math.floor(Math.log10(maxKm));
  const km = [5, 2, 1].map((step) => step * power).find((value) => value <= maxKm) ?? power;
  return { km, pixels: km / kmPerPixel(frame, latitude) };
}

/**
 * An SVG path for rings of longitude, latitude pairs: clipped to the frame (with a margin, so
 * strokes at the edge are not cut) and thinned to points at least `minStep` pixels apart.
 */
export function ringsPath(
  frame: MapFrame,
  rings: readonly (readonly number[])[],
  minStep = 1,
): string {
  const margin = 4;
  const box = {
    left: -margin,
    top: -margin,
    right: frame.width + margin,
    bottom: frame.height + margin,
  };
  let path = "";
  for (const ring of rings) {
    const points: Point[] = [];
    for (let index = 0; index + 1 < ring.length; index += 2) {
      points.push(project(frame, { longitude: ring[index]!, latitude: ring[index + 1]! }));
    }
    const clipped = thin(clipPolygon(points, box), minStep);
    if (clipped.length < 3) continue;
    path += `M${clipped.map((point) => `${round(point.x)} ${round(point.y)}`).join("L")}Z`;
  }
  return path;
}

const round = (value: number) => Math.round(value * 10) / 10;

function thin(points: readonly Point[], minStep: number): Point[] {
  const kept: Point[] = [];
  for (const point of points) {
    const last = kept.at(-1);
    if (!last || Math.hypot(point.x - last.x, point.y - last.y) >= minStep) kept.push(point);
  }
  return kept;
}

type Box = { left: number; top: number; right: number; bottom: number };

// Sutherland–Hodgman against each edge of the box in turn.
function clipPolygon(points: readonly Point[], box: Box): Point[] {
  const edges: { inside: (p: Point) => boolean; cut: (a: Point, b: Point) => Point }[] = [
    { inside: (p) => p.x >= box.left, cut: (a, b) => atX(a, b, box.left) },
    { inside: (p) => p.x <= box.right, cut: (a, b) => atX(a, b, box.right) },
    { inside: (p) => p.y >= box.top, cut: (a, b) => atY(a, b, box.top) },
    { inside: (p) => p.y <= box.bottom, cut: (a, b) => atY(a, b, box.bottom) },
  ];
  let output = [...points];
  for (const edge of edges) {
    const input = output;
    output = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) output.push(edge.cut(previous, current));
        output.push(current);
      } else if (edge.inside(previous)) {
        output.push(edge.cut(previous, current));
      }
    });
    if (output.length === 0) break;
  }
  return output;
}

const atX = (a: Point, b: Point, x: number): Point => ({
  x,
  y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x),
});
const atY = (a: Point, b: Point, y: number): Point => ({
  x: a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y),
  y,
});

export interface LabelPlacement {
  x: number;
  y: number;
  anchor: "start" | "end" | "middle";
}

/**
 * Labels beside their markers, trying right, left, above and below in turn and keeping the first
 * spot that stays inside the frame and clear of labels and markers already placed; a label with
 * no free spot is left off (the map's text alternative still names it). Text width is estimated
 * from its length, which is enough for a short place name.
 */
export function placeLabels(
  frame: Pick<MapFrame, "width" | "height">,
  markers: readonly (Point & { label: string })[],
  fontSize: number,
): (LabelPlacement | null)[] {
  const taken: Box[] = markers.map((marker) => ({
    left: marker.x - 4,
    right: marker.x + 4,
    top: marker.y - 4,
    bottom: marker.y + 4,
  }));
  const gap = 6;
  return markers.map((marker) => {
    const width = marker.label.length * fontSize * 0.56;
    const height = fontSize;
    const candidates: (LabelPlacement & { box: Box })[] = [
      { x: marker.x + gap, y: marker.y, anchor: "start" as const },
      { x: marker.x - gap, y: marker.y, anchor: "end" as const },
      { x: marker.x, y: marker.y - gap - height / 2, anchor: "middle" as const },
      { x: marker.x, y: marker.y + gap + height / 2, anchor: "middle" as const },
    ].map((spot) => {
      const left =
        spot.anchor === "start"
          ? spot.x
          : spot.anchor === "end"
            ? spot.x - width
            : spot.x - width / 2;
      return {
        ...spot,
        box: { left, right: left + width, top: spot.y - height / 2, bottom: spot.y + height / 2 },
      };
    });
    const free = candidates.find(
      ({ box }) =>
        box.left >= 0 &&
        box.right <= frame.width &&
        box.top >= 0 &&
        box.bottom <= frame.height &&
        !taken.some((other) => overlaps(box, other)),
    );
    if (!free) return null;
    taken.push(free.box);
    return { x: round(free.x), y: round(free.y), anchor: free.anchor };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
