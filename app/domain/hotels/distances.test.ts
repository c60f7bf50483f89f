import { describe, expect, it } from "vitest";
import { airports } from "#app/content/airports.ts";
import { distanceKm, formatDistance, hotelDistances } from "#app/domain/hotels/distances.ts";

const capeCoastCastle = { name: "Cape Coast Castle", latitude: 5.1036, longitude: -1.2411 };
const kakum = { name: "Kakum National Park", latitude: 5.3536, longitude: -1.3833 };

describe("distanceKm", () => {
  it("measures the great circle", () => {
    // One degree of latitude is about 111.2 km anywhere.
    expect(distanceKm({ latitude: 5, longitude: -1 }, { latitude: 6, longitude: -1 })).toBeCloseTo(
      111.2,
      1,
    );
    // Accra's airport to Kumasi's: about 200 km as the crow flies.
    const [acc, kms] = airports;
    expect(Math.round(distanceKm(acc!, kms!))).toBe(200);
    expect(distanceKm(capeCoastCastle, capeCoastCastle)).toBe(0);
  });
});

describe("formatDistance", () => {
  it("rounds to the precision coordinates allow", () => {
    expect(formatDistance(0.04)).toBe("100 m");
    expect(formatDistance(0.349)).toBe("300 m");
    expect(formatDistance(4.26)).toBe("4.3 km");
    expect(formatDistance(12.6)).toBe("13 km");
    expect(formatDistance(1234.4)).toBe("1,234 km");
  });
});

describe("hotelDistances", () => {
  it("gives none for a hotel without coordinates", () => {
    expect(hotelDistances({ latitude: null, longitude: null }, airports, [kakum])).toEqual([]);
    expect(hotelDistances({ latitude: 5.1, longitude: null }, airports, [kakum])).toEqual([]);
  });

  it("gives Accra's airport, a nearer domestic airport, then landmarks nearest first", () => {
    // A point on the seafront in Cape Coast; figures checked by hand with an equirectangular
    // approximation (Δx = Δλ·111.32·cos φ, Δy = Δφ·110.6), good to 1 km at this scale.
    const distances = hotelDistances({ latitude: 5.105, longitude: -1.245 }, airports, [
      kakum,
      capeCoastCastle,
    ]);
    expect(distances.map((d) => d.name)).toEqual([
      "Accra International Airport (formerly Kotoka)",
      "Takoradi Airport",
      "Cape Coast Castle",
      "Kakum National Park",
    ]);
    expect(distances.map((d) => Math.round(d.km))).toEqual([132, 63, 0, 32]);
  });

  it("leaves out domestic airports farther than Accra's", () => {
    const distances = hotelDistances({ latitude: 5.56, longitude: -0.19 }, airports, []);
    expect(distances.map((d) => d.name)).toEqual(["Accra International Airport (formerly Kotoka)"]);
    expect(distances[0]!.km).toBeLessThan(10);
  });
});
