import { describe, expect, it } from "vitest";
import {
  fitFrame,
  kmPerPixel,
  placeLabels,
  project,
  ringsPath,
  scaleBar,
} from "#app/domain/pages/map-geometry.ts";

const accra = { latitude: 5.6037, longitude: -0.187 };
const tamale = { latitude: 9.4075, longitude: -0.8533 };
const axim = { latitude: 4.8667, longitude: -2.2333 };

describe("fitFrame and project", () => {
  it("puts every point inside the frame, at least the padding from its edges", () => {
    const frame = fitFrame([accra, tamale, axim], { width: 300, padding: 10 });
    for (const place of [accra, tamale, axim]) {
      const { x, y } = project(frame, place);
      expect(x).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(x).toBeLessThanOrEqual(290 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(y).toBeLessThanOrEqual(frame.height - 10 + 1e-9);
    }
    // North is up and east is right.
    expect(project(frame, tamale).y).toBeLessThan(project(frame, accra).y);
    expect(project(frame, axim).x).toBeLessThan(project(frame, accra).x);
  });

  it("widens a single point to the minimum span, centred", () => {
    const frame = fitFrame([accra], { width: 400, padding: 20, minSpanDegrees: 0.05 });
    const { x, y } = project(frame, accra);
    expect(x).toBeCloseTo(200, 6);
    expect(y).toBeCloseTo(frame.height / 2, 6);
    // 0.05° of longitude (about 5.5 km) spans the 360 inner pixels.
    expect(kmPerPixel(frame, accra.latitude) * 360).toBeCloseTo(5.53, 1);
  });
});

describe("scaleBar", () => {
  it("picks a round distance that fits", () => {
    const frame = fitFrame([accra], { width: 400, padding: 20, minSpanDegrees: 0.05 });
    const bar = scaleBar(frame, accra.latitude, 100);
    expect(bar.km).toBe(1);
    expect(bar.pixels).toBeLessThanOrEqual(100);
    expect(bar.pixels).toBeCloseTo(1 / kmPerPixel(frame, accra.latitude), 6);
  });
});

describe("ringsPath", () => {
  const frame = {
    width: 100,
    height: 100,
    scale: 100 / (Math.PI / 180),
    translateX: 0,
    translateY: 0,
  };
  it("clips a ring to the frame (with a small margin) and closes it", () => {
    // A square from x -50 to 50 and y 0 to -100 in this frame's pixels: half of it is outside.
    const ring = [-0.5, 0, 0.5, 0, 0.5, 0.99, -0.5, 0.99, -0.5, 0];
    const path = ringsPath(frame, [ring]);
    expect(path.startsWith("M")).toBe(true);
    expect(path.endsWith("Z")).toBe(true);
    const xs = [...path.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => Number(match[1]));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(-4);
    expect(Math.max(...xs)).toBeLessThanOrEqual(50);
  });

  it("drops a ring wholly outside the frame", () => {
    expect(ringsPath(frame, [[10, 10, 11, 10, 11, 11]])).toBe("");
  });
});

describe("placeLabels", () => {
  it("keeps labels off other markers and labels, and drops one with no room", () => {
    const labels = placeLabels(
      { width: 200, height: 100 },
      [
        { x: 100, y: 50, label: "Cape Coast" },
        { x: 104, y: 50, label: "Elmina" },
      ],
      10,
    );
    // Elmina's marker sits just right of Cape Coast's, so Cape Coast's name goes to the left
    // and Elmina's to the right.
    expect(labels).toEqual([
      { x: 94, y: 50, anchor: "end" },
      { x: 110, y: 50, anchor: "start" },
    ]);

    const crowded = placeLabels(
      { width: 40, height: 12 },
      [{ x: 20, y: 6, label: "A very long place name" }],
      10,
    );
    expect(crowded).toEqual([null]);
  });
});
