import { describe, expect, it } from "vitest";
import { factErrorsForSave } from "#app/domain/facts/fact-check.ts";
import type { ContentText, FactRegister, Place } from "#app/domain/facts/facts.ts";

const register: FactRegister = {
  "transport.accra-airport-name": {
    topic: "transport",
    value: "Accra International Airport",
    source: { publisher: "SOT News Agency", title: "Renamed", date: "2026-02-23" },
    checkedOn: "2026-11-25",
    contradictions: [
      { pattern: /\bKotoka\b(?![\w-])/, unless: /\bformerly\b/i, reason: "renamed in 2026" },
    ],
  },
  "drive.accra-kumasi": {
    topic: "transport",
    value: "4 to 6 hours",
    source: { publisher: "A", title: "B" },
    checkedOn: "2026-11-25",
    route: { between: ["accra", "kumasi"], hours: [4, 6] },
  },
};
const places: Place[] = [
  { key: "accra", names: ["Accra"] },
  { key: "kumasi", names: ["Kumasi"] },
  { key: "ho", names: ["Ho"] },
];
const today = new Date("2026-11-25T12:00:00Z");

function errors(fields: Record<string, unknown>, published: ContentText[] = []) {
  return factErrorsForSave("hotels", fields, published, register, places, today);
}

describe("factErrorsForSave", () => {
  it("refuses a field that states a registered fact the old way, naming the field", () => {
    const found = errors({ location: "Airport City", description: "Five minutes from Kotoka." });
    expect(Object.keys(found)).toEqual(["description"]);
    expect(found.description).toContain("renamed in 2026");
  });

  it("refuses a route figure that differs from the register, and accepts the register's own", () => {
    expect(errors({ description: "Kumasi is 3 hours from Accra." }).description).toContain(
      "disagrees with fact drive.accra-kumasi",
    );
    expect(errors({ description: "Kumasi is {{fact:drive.accra-kumasi}} from Accra." })).toEqual(
      {},
    );
    // Retyping the right figure is allowed at save (the register's test asks for the token).
    expect(errors({ description: "Kumasi is 4 to 6 hours from Accra." })).toEqual({});
  });

  it("refuses an unknown fact token and a check date claimed in prose", () => {
    expect(errors({ description: "See {{fact:nope}}." }).description).toContain(
      "{{fact:nope}} is not in the fact register",
    );
    expect(errors({ description: "Prices verified in November 2026." }).description).toContain(
      "remove the claim",
    );
  });

  it("refuses a route the register does not hold when published content states it otherwise", () => {
    const published = [{ where: "post volta-guide", text: "Ho is 2 hours from Hohoe." }];
    const withHohoe: Place[] = [...places, { key: "hohoe", names: ["Hohoe"] }];
    const found = factErrorsForSave(
      "hotels",
      { description: "Hohoe is 5 hours from Ho." },
      published,
      register,
      withHohoe,
      today,
    );
    expect(found.description).toContain("post volta-guide");
    expect(
      factErrorsForSave(
        "hotels",
        { description: "Hohoe is 2 hours from Ho." },
        published,
        register,
        withHohoe,
        today,
      ),
    ).toEqual({});
  });

  it("ignores fields readers do not see and problems in other published texts", () => {
    const published = [{ where: "post old", text: "Land at Kotoka." }];
    expect(errors({ slug: "kotoka-view", description: "Near the airport." }, published)).toEqual(
      {},
    );
  });
});
