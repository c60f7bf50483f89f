// A hotel, defined once: each field's validation, its control in the studio, its spreadsheet
// column, and whether the content snapshot, the public API and the hotel's facts (its page and
// compare) carry it. The studio's schema and form, the CSV, the snapshot's Hotel type and the API
// shape are all derived from HOTEL_FIELDS, so a new field is added here and in db/schema.ts's
// table (app/domain/content/content-tables.test.ts checks that the two agree).
import { knownAmenity, unknownAmenityReason } from "#app/domain/hotels/amenity-check.ts";
import {
  day,
  field,
  fieldsSchema,
  formFieldsOf,
  IMAGE_HINT,
  imagePath,
  latitude,
  longitude,
  namesWith,
  optionalText,
  photos,
  pickWith,
  SLUG_HINT,
  slugSchema,
  status,
  text,
  type FormField,
  type NamesWith,
} from "#app/domain/content/content-fields.ts";
import {
  exportOnlyCell,
  numberCell,
  optionalNumberCell,
  optionalTextCell,
  textCell,
  yesNoCell,
  type CsvCell,
} from "#app/domain/content/csv-cells.ts";
import { contactsCell, type StoredContacts } from "#app/domain/hotels/hotel-contacts.ts";
import { knownHotelType, unknownHotelTypeReason } from "#app/domain/hotels/hotel-types.ts";
import { AGODA_HOTEL_ID, AGODA_HOTEL_ID_MESSAGE } from "#app/domain/partners/partner-links.ts";
import { practicalFactProblem } from "#app/domain/facts/practical-fact-check.ts";
import {
  formatPracticalLine,
  parsePracticalLine,
  PRACTICAL_FACT_KEYS,
  type PracticalFact,
} from "#app/domain/facts/practical-facts.ts";
import {
  RATE_CURRENCIES,
  RATE_SOURCE_KINDS,
  type RateSourceKind,
} from "#app/domain/hotels/rates.ts";
import { z } from "#app/domain/shared/zod.ts";

/** A reason fragment ("amenity 'x' is …") as a message of its own. */
function sentence(reason: string): string {
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/** One of the hotel type vocabulary, stored in its own spelling. */
const hotelType = z
  .string({ error: "Hotel type is required." })
  .trim()
  .min(1, "Hotel type is required.")
  .transform((value, context) => {
    const known = knownHotelType(value);
    if (!known)
      context.addIssue({ code: "custom", message: sentence(unknownHotelTypeReason(value)) });
    return known ?? value;
  });

/** Amenities from the vocabulary, stored by key, each once. */
const amenities = z
  .array(z.string().trim())
  .max(40, "At most 40 amenities.")
  .transform((values, context) => {
    const keys = new Set<string>();
    for (const value of values.filter(Boolean)) {
      const known = knownAmenity(value);
      if (known) keys.add(known);
      else context.addIssue({ code: "custom", message: sentence(unknownAmenityReason(value)) });
    }
    return [...keys];
  })
  .default([]);

export const LISTING_STATUSES = ["verified", "unverified"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** A source's web address, or empty where it has none. */
const sourceAddress = z
  .string()
  .trim()
  .max(2_000, "A source's address is at most 2,000 characters.")
  .refine(
    (value) => value === "" || /^https?:\/\//.test(value),
    "A source's address starts with https:// or http://.",
  );

/** A source's address as a source stores it: an empty one is left out. */
const sourceUrl = sourceAddress.optional().transform((value) => value || undefined);

/** A public source showing that a hotel exists where the site says. */
export const ListingSourceSchema = z.object({
  /** The hotel's own statement (its fact sheet), or a publication when absent. */
  kind: z
    .enum(["hotel", "publication"], { error: "A source is the hotel or a publication." })
    .optional(),
  publisher: text("Each source's publisher", 120),
  title: text("Each source's title", 300),
  url: sourceUrl,
  date: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value),
      "A source's date is like 2024-05-11, 2024-05 or 2024, or empty when the source shows none.",
    )
    .optional()
    .transform((value) => value || undefined),
});

/** A listing source as stored and shown (its optional fields absent, not empty): from its schema. */
export type ListingSource = z.input<typeof ListingSourceSchema>;

/** A practical fact with its own source and the day it was checked (never guessed). */
export const PracticalFactSchema = z.object({
  key: z.enum(PRACTICAL_FACT_KEYS, {
    error: `A practical fact is one of ${PRACTICAL_FACT_KEYS.join(", ")}.`,
  }),
  value: z.string().trim().max(60, "A practical fact's value is at most 60 characters."),
  note: z
    .string()
    .trim()
    .max(120, "A practical fact's note is at most 120 characters.")
    .optional()
    .transform((value) => value || undefined),
  source: ListingSourceSchema,
  checkedOn: day,
});

const PHONE_NUMBER = /^\+?[\d ()-]{7,20}$/;

/** Where the team found a way to reach a hotel: who publishes it, its page, the day it was seen. */
const contactSource = (label: string) =>
  z.object({
    /** "hotel" when it came from the hotel's fact sheet. */
    kind: z.enum(["hotel", "publication"]).optional(),
    publisher: z
      .string({ error: `Name who publishes the ${label}.` })
      .trim()
      .min(
        1,
        `Name who publishes the ${label}: the hotel's own website, a listing or its fact sheet.`,
      )
      .max(120, "Who publishes it is at most 120 characters."),
    title: z.string().trim().max(300).default(""),
    url: sourceUrl,
    date: z
      .string({ error: `Give the day you found the ${label} at its source, like 2026-11-29.` })
      .regex(
        /^\d{4}-\d{2}-\d{2}$/,
        `Give the day you found the ${label} at its source, like 2026-11-29.`,
      ),
  });

const contact = (label: string, value: z.ZodType<string>) =>
  z.object({ value, source: contactSource(label) }).optional();

/**
 * The team's ways to reach a hotel, each with its source (issue 40). Travellers see them only from
 * the day the hotel agreed on its fact sheet (`publicSince`); until then they are the team's.
 */
export const HotelContactsSchema = z
  .object({
    email: contact(
      "e-mail address",
      z
        .string()
        .trim()
        .min(1, "Enter the hotel's e-mail address, or clear its source.")
        .max(320, "An e-mail address is at most 320 characters.")
        .pipe(z.email("Enter an e-mail address like reservations@hotel.com.")),
    ),
    phone: contact(
      "phone number",
      z
        .string()
        .trim()
        .regex(PHONE_NUMBER, "Enter a phone number like +233 30 200 0000, or clear its source."),
    ),
    whatsapp: contact(
      "WhatsApp number",
      z
        .string()
        .trim()
        .regex(PHONE_NUMBER, "Enter a WhatsApp number like +233 24 000 0000, or clear its source."),
    ),
    publicSince: day.optional(),
  })
  .superRefine((contacts, context) => {
    if (contacts.publicSince && !contacts.email && !contacts.phone && !contacts.whatsapp) {
      context.addIssue({
        code: "custom",
        path: ["publicSince"],
        message:
          "Travellers can only be shown contacts the hotel has: enter one, or clear the day.",
      });
    }
  });

/** An empty optional address or id is none. */
const emptyIsNull = (schema: z.ZodString) =>
  schema
    .transform((value) => value || null)
    .nullable()
    .default(null);

/**
 * One way to reach a hotel (issue 40): the contact and its source, each a control of its own so a
 * message shows at its field. Named by the stored path (contacts.email.source.date); the source's
 * kind and title ride along unseen, so a contact the hotel stated keeps saying so.
 */
function contactFields(channel: string, label: string, hint: string): FormField[] {
  const at = `contacts.${channel}`;
  return [
    { name: `${at}.value`, label: `${label} (for the team; optional)`, kind: "text", hint },
    {
      name: `${at}.source.publisher`,
      label: `${label}: who publishes it`,
      kind: "text",
      hint: "The hotel's own website, a listing, or its fact sheet.",
    },
    { name: `${at}.source.url`, label: `${label}: the source's address (optional)`, kind: "text" },
    { name: `${at}.source.date`, label: `${label}: day found at the source`, kind: "date" },
    { name: `${at}.source.kind`, label: `${label}: kind of source`, kind: "hidden" },
    { name: `${at}.source.title`, label: `${label}: source's title`, kind: "hidden" },
  ];
}

/** Amenities one a cell, separated by semicolons, each checked against the vocabulary. */
const amenitiesCell: CsvCell = {
  write: (value) => (value as string[]).join("; "),
  read: (text) => {
    const values = text
      .split(/[;|]/)
      .map((item) => item.trim())
      .filter(Boolean);
    const unknown = values.filter((value) => !knownAmenity(value));
    return unknown.length > 0
      ? { invalid: unknown.map(unknownAmenityReason).join(" ") }
      : values.map((value) => knownAmenity(value));
  },
};

/** A hotel type in the vocabulary; checked here so a refusal names the line and the nearest. */
const hotelTypeCell: CsvCell = {
  write: (value) => String(value),
  read: (text) => knownHotelType(text) ?? { invalid: unknownHotelTypeReason(text) },
};

/** Practical facts in the studio's format, one a line inside the cell; the schema judges each. */
const practicalFactsCell: CsvCell = {
  write: (value) =>
    ((value as PracticalFact[] | undefined) ?? []).map(formatPracticalLine).join("\n"),
  read: (text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map(parsePracticalLine),
};

/**
 * Every field a hotel has, in the order the studio's form shows them (and the schema lists them).
 * Fields the snapshot derives (the city's name, the rate, the dollar value, the listing check,
 * the weighed facts) are built in content-snapshot/from-rows.server.ts from these.
 */
export const HOTEL_FIELDS = {
  name: field(text("Name", 120), {
    form: { label: "Name", kind: "text" },
    csv: textCell,
    snapshot: true,
    api: true,
  }),
  slug: field(slugSchema, {
    form: { label: "Slug", kind: "slug", hint: SLUG_HINT },
    csv: textCell,
    snapshot: true,
    api: true,
  }),
  citySlug: field(slugSchema, {
    form: { label: "City", kind: "city" },
    csv: textCell,
    snapshot: true,
  }),
  location: field(text("Location", 200), {
    form: { label: "Area or street", kind: "text" },
    csv: textCell,
    api: true,
  }),
  hotelType: field(hotelType, {
    form: { label: "Type", kind: "hotel-type" },
    csv: hotelTypeCell,
    snapshot: true,
    api: true,
  }),
  rooms: field(
    z
      .number({ error: "Rooms is a whole number, like 24, or empty when not known." })
      .int("Rooms is a whole number, like 24, or empty when not known.")
      .min(1, "Rooms is at least 1, or empty when not known.")
      .max(5_000, "Rooms is at most 5,000.")
      .nullable()
      .default(null),
    {
      form: {
        label: "Number of rooms (optional)",
        kind: "number",
        hint: "Only as the hotel or a public source states it; empty when not known. It tells a guesthouse from a tower.",
      },
      csv: optionalNumberCell,
      snapshot: true,
      api: true,
      fact: { label: "Rooms", text: (rooms) => `${rooms} ${rooms === 1 ? "room" : "rooms"}` },
    },
  ),
  price: field(
    z
      .number({ error: "The rate is a whole number a night, in its currency." })
      .int("The rate is a whole number a night, in its currency.")
      .min(1, "The rate must be at least 1.")
      .max(100_000, "The rate must be at most 100,000."),
    {
      form: {
        label: "Price (a night, in the currency stated)",
        kind: "number",
        hint: "A whole number, in the currency its source states it; lists sort on its US dollar value.",
      },
      csv: numberCell,
      // The API sends the snapshot's price: the rate's US dollar value.
      api: true,
    },
  ),
  priceCurrency: field(
    z
      .enum(RATE_CURRENCIES, {
        error: "The rate's currency is USD or GHS, as its source states it.",
      })
      .default("USD"),
    { form: { label: "Currency of the rate", kind: "rate-currency" }, csv: textCell },
  ),
  priceSourceKind: field(
    z
      .enum(RATE_SOURCE_KINDS, {
        error: "Who stated the rate: the hotel, a partner site or a publication.",
      })
      .nullable()
      .default(null),
    { form: { label: "Who stated the rate", kind: "rate-source" }, csv: optionalTextCell },
  ),
  priceSourceName: field(optionalText("The rate's source", 120), {
    form: {
      label: "Partner site or publication",
      kind: "text",
      hint: "Like Booking.com or Ghana Business News; empty when the hotel stated it.",
    },
    csv: textCell,
  }),
  priceSourceUrl: field(emptyIsNull(sourceAddress), {
    form: {
      label: "Publication's address",
      kind: "text",
      hint: "Needed for a publication: the page that states the rate.",
    },
    csv: optionalTextCell,
  }),
  priceCheckedOn: field(day.nullable().default(null), {
    form: {
      label: "Day the source stated the rate",
      kind: "date",
      hint: "Needed once a source is given. Empty: the hotel's page says the rate is undated.",
    },
    csv: optionalTextCell,
    snapshot: true,
    api: true,
  }),
  rating: field(
    z
      .number({ error: "Rating is a number from 0 to 5." })
      .min(0, "Rating is a number from 0 to 5.")
      .max(5, "Rating is a number from 0 to 5."),
    {
      form: { label: "Rating (0 to 5)", kind: "number" },
      csv: numberCell,
      snapshot: true,
      api: true,
    },
  ),
  description: field(text("Description", 5_000), {
    form: { label: "Description", kind: "textarea" },
    csv: textCell,
    api: true,
  }),
  amenities: field(amenities, {
    form: { label: "Amenities", kind: "amenities" },
    csv: amenitiesCell,
    snapshot: true,
    api: true,
  }),
  image: field(imagePath, {
    form: { label: "Illustration path", kind: "text", hint: IMAGE_HINT },
    csv: textCell,
    snapshot: true,
    api: true,
  }),
  affiliateLink: field(
    emptyIsNull(
      z
        .string()
        .trim()
        .max(2_000, "A partner link is at most 2,000 characters.")
        .refine(
          (value) => value === "" || /^https:\/\//.test(value),
          "A partner link starts with https://.",
        ),
    ),
    {
      form: {
        label: "Partner link for this hotel (optional)",
        kind: "text",
        hint: "A Booking.com, Awin or Agoda https link; it gets our click id.",
      },
      csv: optionalTextCell,
      snapshot: true,
    },
  ),
  agodaHotelId: field(
    emptyIsNull(
      z
        .string()
        .trim()
        .refine((value) => value === "" || AGODA_HOTEL_ID.test(value), AGODA_HOTEL_ID_MESSAGE),
    ),
    {
      form: {
        label: "Agoda hotel id (optional)",
        kind: "text",
        hint: "Digits only, like 1234567: the number after hid= in Agoda's link to the hotel. Book Now then opens the hotel's own Agoda page with the traveller's dates and guests, before any partner link above. Enter it only when Agoda's page shows this hotel.",
      },
      csv: optionalTextCell,
      snapshot: true,
    },
  ),
  latitude: field(latitude.nullable().default(null), {
    form: { label: "Latitude (optional)", kind: "number" },
    csv: optionalNumberCell,
    snapshot: true,
    api: true,
  }),
  longitude: field(longitude.nullable().default(null), {
    form: { label: "Longitude (optional)", kind: "number" },
    csv: optionalNumberCell,
    snapshot: true,
    api: true,
  }),
  featured: field(z.boolean().default(false), {
    form: { label: "Featured on the home page", kind: "checkbox" },
    csv: yesNoCell,
    snapshot: true,
    api: true,
  }),
  listingStatus: field(
    z
      .enum(LISTING_STATUSES, { error: "Listing status is verified or unverified." })
      .default("unverified"),
    {
      form: {
        label: "Listing check",
        kind: "listing-status",
        hint: "Only a verified hotel is listed; an unverified one's page sends visitors to its city.",
      },
    },
  ),
  listingSources: field(
    z
      .array(ListingSourceSchema)
      .max(10, "At most 10 sources: keep the ones that show the hotel best.")
      .default([]),
    {
      form: {
        label: "Sources that show the hotel exists here",
        kind: "sources",
        hint: "One a line: publisher | title | https://address | date (address and date optional). Shown on the hotel's page.",
      },
    },
  ),
  listingCheckedOn: field(day.nullable().default(null), {
    form: { label: "Sources checked on", kind: "date" },
  }),
  listingCheckedBy: field(optionalText("Checked by", 120), {
    form: { label: "Checked by", kind: "text" },
  }),
  practicalFacts: field(
    z
      .array(PracticalFactSchema)
      .max(30, "At most 30 practical facts.")
      .superRefine((facts, context) => {
        for (const fact of facts) {
          const problem = practicalFactProblem(fact, facts);
          if (problem) context.addIssue({ code: "custom", message: problem });
        }
      })
      .default([]),
    {
      form: {
        label: "Practical facts (only what a public source states)",
        kind: "practical",
        hint: "One a line: fact = value (note) | publisher | title | https://address | source date | checked on. Facts: backup-power = whole, partial or none (note: generator, solar); water-tank or hot-water = yes or no; payment = cards, mtn-momo, telecel-cash, at-money, cash-only or us-dollars (one line each); airport-pickup = offered (note: its price) or not-offered; gta-licence = its class, like 2-star; step-free = entrance, room or bathroom (one line each).",
      },
      csv: practicalFactsCell,
    },
  ),
  contacts: field(HotelContactsSchema.default({}), {
    form: [
      ...contactFields("email", "E-mail address", "Where fact-sheet requests are sent."),
      ...contactFields("phone", "Phone number", "Like +233 30 200 0000."),
      ...contactFields(
        "whatsapp",
        "WhatsApp number",
        "Fills in a fact-sheet link's WhatsApp message.",
      ),
      {
        name: "contacts.publicSince",
        label: "Travellers may see the contacts from (optional)",
        kind: "date",
        hint: "Only from the day the hotel agreed on its fact sheet; empty keeps the contacts for the team.",
      },
    ],
    // Shown only once the hotel agreed travellers may see them; each is edited with its source
    // in the studio, so a file never changes them.
    csv: exportOnlyCell((value) => contactsCell((value as StoredContacts | undefined) ?? {})),
  }),
  /** The gallery; the first is the cover. Edited in the studio's photo panel. */
  photos: field(photos(12), {}),
  /** Edited with the studio's status control. */
  status: field(status.default("draft"), { csv: textCell }),
};

/**
 * The spreadsheet's columns in the export's order, which operators' sheets rely on: a new column
 * goes at the end. hotel-definition.test.ts checks it names each field with a `csv` use once.
 */
export const HOTEL_CSV_COLUMNS = [
  "slug",
  "name",
  "citySlug",
  "location",
  "hotelType",
  "price",
  "priceCheckedOn",
  "priceCurrency",
  "priceSourceKind",
  "priceSourceName",
  "priceSourceUrl",
  "rating",
  "amenities",
  "featured",
  "status",
  "latitude",
  "longitude",
  "affiliateLink",
  "agodaHotelId",
  "image",
  "description",
  "contacts",
  "practicalFacts",
  "rooms",
] as const satisfies readonly NamesWith<typeof HOTEL_FIELDS, { csv: CsvCell }>[];

export type HotelFieldName = keyof typeof HOTEL_FIELDS;
type SnapshotFieldName = NamesWith<typeof HOTEL_FIELDS, { snapshot: true }>;
type ApiFieldName = NamesWith<typeof HOTEL_FIELDS, { api: true }>;
type FactFieldName = NamesWith<typeof HOTEL_FIELDS, { fact: object }>;

/** A hotel's fields as the studio checks them, before the rules across fields. */
export const HotelFieldsSchema = fieldsSchema(HOTEL_FIELDS);

/**
 * A rate's source is complete (issue 40): a partner or publication is named, a publication has
 * its address, and a stated rate has the day it was stated, so it never reads as today's.
 */
function rateSourceProblems(hotel: {
  priceSourceKind: RateSourceKind | null;
  priceSourceName: string;
  priceSourceUrl: string | null;
  priceCheckedOn: string | null;
}): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const kind = hotel.priceSourceKind;
  if (kind === null) {
    if (hotel.priceSourceName !== "" || hotel.priceSourceUrl !== null) {
      problems.push({
        path: ["priceSourceKind"],
        message: "Say who stated the rate: the hotel, a partner site or a publication.",
      });
    }
    return problems;
  }
  if (kind !== "hotel" && hotel.priceSourceName === "") {
    problems.push({
      path: ["priceSourceName"],
      message:
        kind === "partner"
          ? "Name the partner site the rate was seen on, like Booking.com."
          : "Name the publication that states the rate.",
    });
  }
  if (kind === "publication" && hotel.priceSourceUrl === null) {
    problems.push({
      path: ["priceSourceUrl"],
      message: "Give the publication's address, so a reader can check the rate.",
    });
  }
  if (hotel.priceCheckedOn === null) {
    problems.push({
      path: ["priceCheckedOn"],
      message: "Give the day the source stated the rate; an undated rate reads as today's.",
    });
  }
  return problems;
}

/**
 * A hotel is listed only when public sources confirm it exists where we say: "verified" needs at
 * least one source, the day of the check and who made it.
 */
export const HotelInputSchema = HotelFieldsSchema.superRefine((hotel, context) => {
  for (const problem of rateSourceProblems(hotel)) context.addIssue({ code: "custom", ...problem });
  if (hotel.listingStatus !== "verified") return;
  if (hotel.listingSources.length === 0) {
    context.addIssue({
      code: "custom",
      path: ["listingSources"],
      message:
        "A verified listing needs at least one public source that shows the hotel where we say (its own site, a news article, a guidebook or a booking site).",
    });
  }
  if (!hotel.listingCheckedOn) {
    context.addIssue({
      code: "custom",
      path: ["listingCheckedOn"],
      message: "Give the day you checked the sources.",
    });
  }
  if (!hotel.listingCheckedBy) {
    context.addIssue({
      code: "custom",
      path: ["listingCheckedBy"],
      message: "Say who checked the sources.",
    });
  }
});

/** A hotel's fields as stored and validated: what the studio's use-cases take. */
export type HotelFields = z.output<typeof HotelInputSchema>;

/** The studio's controls for a hotel, in the form's order. */
export const HOTEL_FORM_FIELDS = formFieldsOf(HOTEL_FIELDS);

/** The fields the content snapshot copies from the stored row as they are. */
export type HotelSnapshotFields = Pick<HotelFields, SnapshotFieldName>;

export function snapshotFieldsOf(row: HotelSnapshotFields): HotelSnapshotFields {
  return pickWith(HOTEL_FIELDS, "snapshot", row);
}

/** The fields GET /api/hotels sends as the snapshot's hotel has them. */
export function apiFieldsOf<H extends Record<ApiFieldName, unknown>>(
  hotel: H,
): Pick<H, ApiFieldName> {
  return pickWith(HOTEL_FIELDS, "api", hotel);
}

const FACT_NAMES = namesWith<typeof HOTEL_FIELDS, FactFieldName>(HOTEL_FIELDS, "fact");

/** A known fact about a hotel as its page and compare show it. */
export interface HotelFact {
  name: string;
  label: string;
  text: string;
}

/** The hotel's known facts, in the definition's order; an unknown one (null) is left out. */
export function hotelFacts(hotel: Pick<HotelFields, FactFieldName>): HotelFact[] {
  return FACT_NAMES.flatMap((name) => {
    const value: unknown = hotel[name];
    // Each field's `text` takes that field's value, which `field()` checked where it is defined.
    const fact = HOTEL_FIELDS[name].fact as { label: string; text: (value: unknown) => string };
    if (value === null || value === undefined) return [];
    return [{ name, label: fact.label, text: fact.text(value) }];
  });
}
