// Each content type's table and its definition (app/domain/*-definition.ts) describe the same
// fields: a field added to one and not the other fails here, before a save loses it.
import { getTableColumns, type Table } from "drizzle-orm";
import { describe, expect, expectTypeOf, it } from "vitest";
import { CITY_FIELDS, CITY_FORM_FIELDS } from "#app/domain/content/city-definition.ts";
import type { Definition, FormField } from "#app/domain/content/content-fields.ts";
import {
  FAQ_CATEGORY_FIELDS,
  FAQ_CATEGORY_FORM_FIELDS,
  FAQ_FIELDS,
  FAQ_FORM_FIELDS,
} from "#app/domain/content/faq-definition.ts";
import { GUIDE_FIELDS, GUIDE_FORM_FIELDS } from "#app/domain/content/guide-definition.ts";
import {
  HOTEL_FIELDS,
  HOTEL_FORM_FIELDS,
  type ListingSource,
  type PracticalFactSchema,
} from "#app/domain/content/hotel-definition.ts";
import type { z } from "#app/domain/shared/zod.ts";
import { PAGE_FIELDS, PAGE_FORM_FIELDS } from "#app/domain/content/page-definition.ts";
import { POST_FIELDS, POST_FORM_FIELDS } from "#app/domain/content/post-definition.ts";
import { PRODUCT_FIELDS, PRODUCT_FORM_FIELDS } from "#app/domain/content/product-definition.ts";
import {
  blogPosts,
  cities,
  faqCategories,
  faqEntries,
  guides,
  hotels,
  pages,
  products,
  type ListingSource as StoredListingSource,
  type StoredPracticalFact,
} from "#db/schema.ts";

/** Columns every content table keeps that the studio does not edit. */
const KEPT_BY_THE_STORE = ["id", "version", "createdAt", "updatedAt"];

const TYPES: {
  type: string;
  table: Table;
  fields: Definition;
  form: readonly FormField[];
  /** The table's own columns besides the store's: derived (a hotel's price label) or stamped. */
  storedOnly?: string[];
}[] = [
  {
    type: "hotels",
    table: hotels,
    fields: HOTEL_FIELDS,
    form: HOTEL_FORM_FIELDS,
    storedOnly: ["priceRange"],
  },
  { type: "cities", table: cities, fields: CITY_FIELDS, form: CITY_FORM_FIELDS },
  { type: "posts", table: blogPosts, fields: POST_FIELDS, form: POST_FORM_FIELDS },
  { type: "faqs", table: faqEntries, fields: FAQ_FIELDS, form: FAQ_FORM_FIELDS },
  {
    type: "faq-categories",
    table: faqCategories,
    fields: FAQ_CATEGORY_FIELDS,
    form: FAQ_CATEGORY_FORM_FIELDS,
  },
  { type: "products", table: products, fields: PRODUCT_FIELDS, form: PRODUCT_FORM_FIELDS },
  { type: "guides", table: guides, fields: GUIDE_FIELDS, form: GUIDE_FORM_FIELDS },
  // A page's publish time is stamped when it is first published; no one edits it.
  {
    type: "pages",
    table: pages,
    fields: PAGE_FIELDS,
    form: PAGE_FORM_FIELDS,
    storedOnly: ["publishedAt"],
  },
];

describe.each(TYPES)("the $type table", ({ table, fields, form, storedOnly = [] }) => {
  const columns: Record<string, { notNull: boolean }> = getTableColumns(table);

  it("has a column for each field of the type's definition, and no other but its own", () => {
    expect(Object.keys(columns).sort()).toEqual(
      [...Object.keys(fields), ...KEPT_BY_THE_STORE, ...storedOnly].sort(),
    );
  });

  it("takes null where the definition does, and only there", () => {
    for (const [name, field] of Object.entries(fields)) {
      expect({ name, takesNull: !columns[name]!.notNull }).toEqual({
        name,
        takesNull: field.schema.safeParse(null).success,
      });
    }
  });

  it("has one control in the studio's form for each field the definition gives one", () => {
    const names = form.map((control) => control.name.split(".")[0]);
    const withForm = Object.keys(fields).filter((name) => "form" in fields[name]!);
    expect([...new Set(names)].sort()).toEqual(withForm.sort());
    expect(new Set(form.map((control) => control.name)).size).toBe(form.length);
  });
});

// db/ imports nothing from app/, so a JSON column's shape is written out in db/schema.ts; these
// hold it to the definition's schema, both ways, at compile time (npm run typecheck).
describe("a JSON column's stored shape", () => {
  it("is what the definition's schema gives: listing sources and practical facts", () => {
    expectTypeOf<ListingSource>().toEqualTypeOf<StoredListingSource>();
    expectTypeOf<z.output<typeof PracticalFactSchema>>().toExtend<StoredPracticalFact>();
  });
});
