// A city, defined once: each field's validation, its control in the studio, and whether the
// content snapshot's City copies it. The studio's schema and form and the City type pages read are
// derived from CITY_FIELDS; app/domain/content/content-tables.test.ts checks the cities table agrees.
import {
  coverPhotoField,
  field,
  fieldsSchema,
  formFieldsOf,
  IMAGE_HINT,
  imagePath,
  latitude,
  longitude,
  optionalText,
  SLUG_HINT,
  slugSchema,
  statusField,
  text,
  type NamesWith,
} from "#app/domain/content/content-fields.ts";
import { z } from "#app/domain/shared/zod.ts";

/** Top-level paths of the site's own screens, which a city page cannot take over. */
export const RESERVED_CITY_SLUGS = new Set([
  "admin",
  "about",
  "ancient-culture",
  "api",
  "blog",
  "cheap-hotels-accra",
  "cities",
  "compare",
  "contact",
  "cookie-policy",
  "disclaimer",
  "faq",
  "ghana-attire",
  "go",
  "healthz",
  "hotels",
  "icons-svg",
  "images",
  "luxury-hotels-ghana",
  "media",
  "name-generator",
  "privacy-policy",
  "search",
  "shortlist",
  "terms-of-service",
]);

/** Every field a city has, in its stored order; CITY_FORM_ORDER orders the studio's form. */
export const CITY_FIELDS = {
  // A city's slug is also its page's path (/{slug}), so it may not take a path the site uses.
  slug: field(
    slugSchema.refine(
      (slug) => !RESERVED_CITY_SLUGS.has(slug),
      "That slug is a page of the site already; choose another.",
    ),
    {
      form: { label: "Slug", kind: "slug", hint: `The page is /{slug}. ${SLUG_HINT}` },
      snapshot: true,
    },
  ),
  name: field(text("Name", 80), { form: { label: "Name", kind: "text" }, snapshot: true }),
  region: field(text("Region", 80), { form: { label: "Region", kind: "text" }, snapshot: true }),
  description: field(text("Description", 2_000), {
    form: { label: "Description", kind: "textarea" },
    snapshot: true,
  }),
  image: field(imagePath, {
    form: { label: "Illustration path", kind: "text", hint: IMAGE_HINT },
    snapshot: true,
  }),
  population: field(optionalText("Population", 80), {
    form: { label: "Population", kind: "text" },
    snapshot: true,
  }),
  climate: field(optionalText("Climate", 200), {
    form: { label: "Climate", kind: "text" },
    snapshot: true,
  }),
  languages: field(optionalText("Languages", 200), {
    form: { label: "Languages", kind: "text" },
    snapshot: true,
  }),
  highlights: field(
    z
      .array(z.object({ title: text("Highlight title", 120), text: text("Highlight text", 1_000) }))
      .max(12, "At most 12 highlights.")
      .default([]),
    {
      form: { label: "Highlights", kind: "pairs", hint: "One a line: title | text." },
      snapshot: true,
    },
  ),
  guide: field(optionalText("Guide", 100_000, "markdown"), {
    form: { label: "Guide", kind: "markdown" },
    snapshot: true,
  }),
  latitude: field(latitude.nullable().default(null), {
    form: {
      label: "Latitude (optional)",
      kind: "number",
      hint: "Where the city's marker goes on the map of Ghana.",
    },
    snapshot: true,
  }),
  longitude: field(longitude.nullable().default(null), {
    form: { label: "Longitude (optional)", kind: "number" },
    snapshot: true,
  }),
  /** Places hotel pages give straight-line distances to. */
  landmarks: field(
    z
      .array(z.object({ name: text("Landmark name", 120), latitude, longitude }))
      .max(6, "At most 6 landmarks.")
      .default([]),
    {
      form: {
        label: "Landmarks",
        kind: "places",
        hint: "One a line: name | latitude, longitude. Hotel pages give straight-line distances to them.",
      },
      snapshot: true,
    },
  ),
  photos: coverPhotoField,
  status: statusField,
};

/** The studio's form shows the name first, and the illustration last. */
const CITY_FORM_ORDER = [
  "name",
  "slug",
  "region",
  "description",
  "population",
  "climate",
  "languages",
  "highlights",
  "guide",
  "latitude",
  "longitude",
  "landmarks",
  "image",
] as const satisfies readonly NamesWith<typeof CITY_FIELDS, { form: object }>[];

export const CityInputSchema = fieldsSchema(CITY_FIELDS);

/** A city's fields as stored and validated: what the studio's use-cases take. */
export type CityFields = z.output<typeof CityInputSchema>;

export const CITY_FORM_FIELDS = formFieldsOf(CITY_FIELDS, CITY_FORM_ORDER);

/** The fields the content snapshot's City copies from the stored row (fact tokens resolved). */
export type CitySnapshotFields = Pick<
  CityFields,
  NamesWith<typeof CITY_FIELDS, { snapshot: true }>
>;
