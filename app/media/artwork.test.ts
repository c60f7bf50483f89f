import { describe, expect, it } from "vitest";
import { renderArtwork, sceneForCity, sceneForTags } from "#app/media/artwork.ts";

describe("renderArtwork", () => {
  it("draws the same picture for the same seed", () => {
    expect(renderArtwork({ seed: "accra", scene: "skyline" })).toBe(
      renderArtwork({ seed: "accra", scene: "skyline" }),
    );
  });

  it("draws different pictures for different seeds", () => {
    expect(renderArtwork({ seed: "a", scene: "coast", withBuilding: true })).not.toBe(
      renderArtwork({ seed: "b", scene: "coast", withBuilding: true }),
    );
  });

  it("returns a sized SVG document with a viewBox", () => {
    const svg = renderArtwork({ seed: "x", scene: "savanna", width: 600, height: 400 });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 600 400" width="600" height="400"/,
    );
    expect(svg.endsWith("</svg>")).toBe(true);
  });
});

describe("sceneForCity", () => {
  it("matches each city to its landscape", () => {
    expect(sceneForCity("accra")).toBe("skyline");
    expect(sceneForCity("cape-coast")).toBe("coast");
    expect(sceneForCity("tamale")).toBe("savanna");
    expect(sceneForCity("kumasi")).toBe("forest");
  });
});

describe("sceneForTags", () => {
  it("follows the first tag that names a kind of place", () => {
    expect(sceneForTags(["Tourism", "beaches", "Accra"])).toBe("coast");
    expect(sceneForTags(["City Guide", "Tamale"])).toBe("savanna");
    expect(sceneForTags(["Cultural Tourism", "Kumasi"])).toBe("forest");
    expect(sceneForTags(["Visa Information", "visa"])).toBe("skyline");
  });
});
