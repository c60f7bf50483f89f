// The hotels table and the hotel's definition (app/domain/hotel-definition.ts) describe the same
// fields: a field added to one and not the other fails here, before a save loses it.
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HOTEL_FIELDS } from "#app/domain/hotel-definition.ts";
import { hotels } from "#db/schema.ts";

/** Columns the database keeps that the studio does not edit. */
const STORED_ONLY = ["id", "priceRange", "version", "createdAt", "updatedAt"];

describe("the hotels table", () => {
  const columns = getTableColumns(hotels);

  it("has a column for each field of the hotel's definition, and no other but its own", () => {
    expect(Object.keys(columns).sort()).toEqual(
      [...Object.keys(HOTEL_FIELDS), ...STORED_ONLY].sort(),
    );
  });

  it("takes null where the definition does, and only there", () => {
    for (const [name, field] of Object.entries(HOTEL_FIELDS)) {
      const column = columns[name as keyof typeof columns];
      expect({ name, takesNull: !column.notNull }).toEqual({
        name,
        takesNull: field.schema.safeParse(null).success,
      });
    }
  });
});
