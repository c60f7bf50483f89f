import { describe, expect, it } from "vitest";
import { fromFormValues, toFormValues } from "#app/domain/content/studio-form.ts";
import { readHotelCsv } from "#app/domain/hotels/hotel-csv.ts";
import {
  HotelFieldsSchema,
  HOTEL_CSV_COLUMNS,
  HOTEL_FIELDS,
  HOTEL_FORM_FIELDS,
  hotelFacts,
} from "#app/domain/content/hotel-definition.ts";

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

describe("a hotel's number of rooms", () => {
  const rooms = (value: unknown) => HotelFieldsSchema.shape.rooms.safeParse(value);

  it("is a whole number of at least one, or unknown", () => {
    expect(rooms(24).data).toBe(24);
    expect(rooms(undefined).data).toBeNull();
    expect(rooms(null).data).toBeNull();
    expect(rooms(0).error?.issues[0]?.message).toBe(
      "Rooms is at least 1, or empty when not known.",
    );
    expect(rooms(2.5).error?.issues[0]?.message).toBe(
      "Rooms is a whole number, like 24, or empty when not known.",
    );
  });

  it("is a field of the studio's form, empty when unknown", () => {
    expect(HOTEL_FORM_FIELDS.find((field) => field.name === "rooms")).toMatchObject({
      label: "Number of rooms (optional)",
      kind: "number",
    });
    expect(toFormValues("hotels", { rooms: 24 }).rooms).toBe("24");
    expect(fromFormValues("hotels", { rooms: "24" }).rooms).toBe(24);
    expect(fromFormValues("hotels", { rooms: "" }).rooms).toBeNull();
  });

  it("is a column of the spreadsheet, an empty cell unknown", () => {
    expect(readHotelCsv("slug,rooms\na,24\nb,\n")).toEqual({
      ok: true,
      rows: [
        { line: 2, slug: "a", changes: { rooms: 24 } },
        { line: 3, slug: "b", changes: { rooms: null } },
      ],
    });
    expect(readHotelCsv("slug,rooms\na,many\n")).toMatchObject({
      ok: false,
      rejected: [{ line: 2, reason: 'rooms "many" is not a number.' }],
    });
  });

  it("is one of the hotel's facts once known, and nothing while unknown", () => {
    expect(hotelFacts({ rooms: 24 })).toEqual([
      { name: "rooms", label: "Rooms", text: "24 rooms" },
    ]);
    expect(hotelFacts({ rooms: 1 })[0]?.text).toBe("1 room");
    expect(hotelFacts({ rooms: null })).toEqual([]);
  });
});
