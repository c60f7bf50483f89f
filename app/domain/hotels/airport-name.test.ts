import { describe, expect, it } from "vitest";
import { renameAccraAirport, usesOldAirportName } from "#app/domain/hotels/airport-name.ts";

describe("renameAccraAirport", () => {
  it("gives the current name, with the old one beside the first mention only", () => {
    expect(
      renameAccraAirport(
        "Most visitors land at Kotoka International Airport (ACC) in Accra. At Kotoka, taxis wait.",
      ),
    ).toBe(
      "Most visitors land at Accra International Airport (ACC, formerly Kotoka). At Accra International Airport, taxis wait.",
    );
  });

  it("keeps headings and titles to the current name and notes the old one in the text below", () => {
    expect(
      renameAccraAirport(
        "## On arrival at Kotoka\n\nThe officer at Kotoka International Airport stamps it.",
      ),
    ).toBe(
      "## On arrival at Accra International Airport\n\nThe officer at Accra International Airport (formerly Kotoka) stamps it.",
    );
    expect(renameAccraAirport("Kotoka International Airport Guide", { isHeading: true })).toBe(
      "Accra International Airport Guide",
    );
    expect(renameAccraAirport("Getting from Kotoka Airport into Accra", { isHeading: true })).toBe(
      "Getting from Accra's Airport into the City",
    );
  });

  it("leaves link addresses, text that already explains the old name, and other text alone", () => {
    const link = "See the [airport guide](/blog/kotoka-international-airport-guide).";
    expect(renameAccraAirport(link)).toBe(link);
    const explained = "Accra International Airport (formerly Kotoka) is close to Osu.";
    expect(renameAccraAirport(explained)).toBe(explained);
    expect(usesOldAirportName(explained)).toBe(false);
    expect(renameAccraAirport("Tamale has an airport.")).toBe("Tamale has an airport.");
  });

  it("is idempotent: a renamed text is not renamed again", () => {
    const once = renameAccraAirport("A short drive from Kotoka airport, near Kotoka.");
    expect(once).toBe(
      "A short drive from Accra International Airport (formerly Kotoka), near Accra International Airport.",
    );
    expect(usesOldAirportName(once)).toBe(false);
    expect(renameAccraAirport(once)).toBe(once);
  });
});
