import { describe, expect, it } from "vitest";
import { FLIGHT_PLACES } from "#app/content/flight-places.ts";
import {
  indexFlightPlaces,
  placeKey,
  placeLabel,
  resolveFlightPlace,
  unknownPlaceMessage,
} from "#app/domain/partners/airport-codes.ts";

const KNOWN = indexFlightPlaces(FLIGHT_PLACES);
const codeOf = (text: string) => resolveFlightPlace(text, KNOWN)?.code ?? null;

describe("resolveFlightPlace", () => {
  it.each([
    ["London", "LON"],
    ["london heathrow", "LHR"],
    ["London Heathrow (LHR)", "LHR"],
    ["LHR", "LHR"],
    ["lhr", "LHR"],
    [" Heathrow Airport ", "LHR"],
    ["Manchester", "MAN"],
    ["Kumasi", "KMS"],
    ["Tamale", "TML"],
    ["Accra", "ACC"],
    ["Kotoka International Airport", "ACC"],
    ["Accra Kotoka (ACC)", "ACC"],
    ["Accra International Airport (ACC)", "ACC"],
    ["New York", "NYC"],
    ["new york jfk", "JFK"],
    ["Washington, D.C.", "IAD"],
    ["Lomé", "LFW"],
    ["LOME", "LFW"],
    ["Johannesburg O.R. Tambo", "JNB"],
    ["jo'burg", "JNB"],
    ["Abidjan Felix Houphouet Boigny", "ABJ"],
    ["Istanbul", "IST"],
  ])("reads %j as %s", (typed, code) => {
    expect(codeOf(typed)).toBe(code);
  });

  it("reads a known place followed by its country or more after a comma", () => {
    expect(codeOf("Kumasi, Ghana")).toBe("KMS");
    expect(codeOf("Kumasi Ghana")).toBe("KMS");
    expect(codeOf("Manchester, England")).toBe("MAN");
  });

  it("takes a known code in brackets whatever name goes before it", () => {
    expect(codeOf("Heathrow Terminal 5 (LHR)")).toBe("LHR");
  });

  it("passes any other three letters on as an airport code, in capitals", () => {
    expect(resolveFlightPlace("lax", KNOWN)).toEqual({
      code: "LAX",
      name: "LAX",
      country: "",
    });
  });

  it("does not guess at what it does not know", () => {
    for (const typed of ["", "   ", "Xyzzy", "Atlantis", "Los Angeles", "London Heathrow (XYZ)"]) {
      expect(codeOf(typed)).toBeNull();
    }
  });

  it("reads back every label it suggests, and gives each place once", () => {
    for (const place of FLIGHT_PLACES) {
      expect(resolveFlightPlace(placeLabel(place), KNOWN)).toBe(place);
      expect(place.code).toMatch(/^[A-Z]{3}$/);
    }
    const codes = FLIGHT_PLACES.map((place) => place.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("placeKey", () => {
  it("ignores case, accents, punctuation and filler words", () => {
    expect(placeKey("Félix Houphouët-Boigny International Airport")).toBe(
      placeKey("felix houphouet boigny"),
    );
  });
});

describe("unknownPlaceMessage", () => {
  it("quotes what was typed and says what to type instead", () => {
    expect(unknownPlaceMessage(" Xyzzy ", "from")).toBe(
      "We don't know the airport 'Xyzzy'. Type a city or a 3-letter airport code, e.g. LHR.",
    );
  });

  it("shortens a very long entry, and suggests a code that fits the field", () => {
    expect(unknownPlaceMessage("a".repeat(500), "to")).toBe(
      `We don't know the airport '${"a".repeat(40)}…'. Type a city or a 3-letter airport code, e.g. ACC.`,
    );
  });
});
