import { describe, expect, it } from "vitest";
import {
  HOTEL_CSV_COLUMNS,
  HOTEL_FIELDS,
  HOTEL_FORM_FIELDS,
  hotelFacts,
} from "#app/domain/hotel-definition.ts";

describe("the hotel's definition", () => {
  it("orders the spreadsheet's columns over every field it writes, each once", () => {
    const written = Object.entries(HOTEL_FIELDS)
      .filter(([, field]) => "csv" in field)
      .map(([name]) => name);
    expect([...HOTEL_CSV_COLUMNS].sort()).toEqual(written.sort());
    expect(new Set(HOTEL_CSV_COLUMNS).size).toBe(HOTEL_CSV_COLUMNS.length);
  });

  it("gives each of the studio's controls its own name", () => {
    const names = HOTEL_FORM_FIELDS.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("shows no fact it does not know", () => {
    const unknown = Object.fromEntries(Object.keys(HOTEL_FIELDS).map((name) => [name, null]));
    expect(hotelFacts(unknown as Parameters<typeof hotelFacts>[0])).toEqual([]);
  });
});
