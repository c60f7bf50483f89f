// The operator's partner settings: which partner serves each category, and each partner's
// account ids. Every id is checked against the shape its partner issues, so a typo is caught when
// it is entered rather than discovered as lost commission.
import { z } from "#app/domain/shared/zod.ts";
import {
  partnersIn,
  PARTNER_CATEGORIES,
  type AmazonPlacement,
  type PartnerAccounts,
  type PartnerCategory,
  type PartnerId,
} from "#app/domain/partners/partner-links.ts";

const optional = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(64, "That is longer than any id the partner issues.")
    .refine((value) => value === "" || pattern.test(value), message)
    // Settings saved before a partner was added have no value for it yet.
    .default("");

const digits = (what: string) => optional(/^\d+$/, `${what} is a number, digits only.`);

const amazonTag = optional(
  /^[a-z0-9-]+-\d{2}$/,
  "An Amazon tracking id looks like yourname-20: lower-case letters, digits and hyphens, ending in two digits.",
);

/** The partner for a category; settings saved before the category had a choice get its first. */
const choice = <C extends PartnerCategory>(category: C) => {
  const options = partnersIn(category);
  return z.preprocess(
    (value) => value ?? options[0],
    z.enum(options, { error: `Choose the ${category} partner.` }),
  );
};

export const PartnerSettingsSchema = z.object({
  stays: choice("stays"),
  flights: choice("flights"),
  cars: choice("cars"),
  activities: choice("activities"),
  retail: choice("retail"),
  bookingAid: digits("Booking.com's affiliate id (aid)"),
  awinMid: digits("Awin's advertiser id (awinmid)"),
  awinAffId: digits("Your Awin publisher id (awinaffid)"),
  agodaCid: digits("Agoda's site id (cid)"),
  travelpayoutsMarker: digits("The Travelpayouts marker"),
  skyscannerPartnerId: digits("Skyscanner's Impact media partner id"),
  discovercarsAid: optional(
    /^[A-Za-z0-9_-]+$/,
    "The DiscoverCars affiliate id has only letters, digits, - and _.",
  ),
  getyourguidePartnerId: optional(
    /^[A-Za-z0-9]+$/,
    "The GetYourGuide partner id has only letters and digits.",
  ),
  viatorPid: optional(/^P\d+$/, "A Viator partner id is a P followed by digits, like P00012345."),
  amazonTag,
  amazonTagProductCard: amazonTag,
  amazonTagProductsMore: amazonTag,
});

export type PartnerSettings = z.infer<typeof PartnerSettingsSchema>;
export type PartnerIdField = Exclude<keyof PartnerSettings, PartnerCategory>;

/** The Settings fields that hold Amazon's per-placement tracking ids. */
export const AMAZON_PLACEMENT_FIELDS = {
  "product-card": "amazonTagProductCard",
  "products-more": "amazonTagProductsMore",
} as const satisfies Record<AmazonPlacement, PartnerIdField>;

export const PARTNER_SETTING_LABELS: Record<keyof PartnerSettings, string> = {
  stays: "Stays partner",
  flights: "Flights partner",
  cars: "Car rental partner",
  activities: "Activities partner",
  retail: "Products partner",
  bookingAid: "Booking.com affiliate id (aid)",
  awinMid: "Awin advertiser id for Booking.com (awinmid)",
  awinAffId: "Awin publisher id (awinaffid)",
  agodaCid: "Agoda site id (cid)",
  travelpayoutsMarker: "Travelpayouts marker",
  skyscannerPartnerId: "Skyscanner media partner id (Impact)",
  discovercarsAid: "DiscoverCars affiliate id",
  getyourguidePartnerId: "GetYourGuide partner id",
  viatorPid: "Viator partner id (pid)",
  amazonTag: "Amazon tracking id",
  amazonTagProductCard: "Amazon tracking id for product cards (optional)",
  amazonTagProductsMore: "Amazon tracking id for 'View More' links (optional)",
};

/** Each category's id fields, for the Settings form. */
export const PARTNER_ID_FIELDS: Record<PartnerCategory, readonly PartnerIdField[]> = {
  stays: ["bookingAid", "awinMid", "awinAffId", "agodaCid"],
  flights: ["travelpayoutsMarker", "skyscannerPartnerId"],
  cars: ["discovercarsAid"],
  activities: ["getyourguidePartnerId", "viatorPid"],
  retail: ["amazonTag", "amazonTagProductCard", "amazonTagProductsMore"],
};

/** The partner in use for each category. */
export function chosenPartners(settings: PartnerSettings): PartnerId[] {
  return PARTNER_CATEGORIES.map((category) => settings[category]);
}

export function toAccounts(settings: PartnerSettings): PartnerAccounts {
  return {
    bookingAid: settings.bookingAid,
    awinMid: settings.awinMid,
    awinAffId: settings.awinAffId,
    agodaCid: settings.agodaCid,
    travelpayoutsMarker: settings.travelpayoutsMarker,
    skyscannerPartnerId: settings.skyscannerPartnerId,
    discovercarsAid: settings.discovercarsAid,
    getyourguidePartnerId: settings.getyourguidePartnerId,
    viatorPid: settings.viatorPid,
    amazonTag: settings.amazonTag,
    amazonTagsByPlacement: Object.fromEntries(
      Object.entries(AMAZON_PLACEMENT_FIELDS)
        .map(([placement, field]) => [placement, settings[field]])
        .filter(([, tag]) => tag),
    ),
  };
}

/** The fields whose values differ, each with its value before and after. */
export function changedSettings<T extends Record<string, string>>(before: T, after: T) {
  const changes: Record<string, { from: string; to: string }> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (before[key] !== after[key])
      changes[key] = { from: before[key] ?? "", to: after[key] ?? "" };
  }
  return changes;
}
