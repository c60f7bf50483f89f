// The operator's partner settings: which partner serves stays, and each partner's account ids.
// Every id is checked against the shape its partner issues, so a typo is caught when it is
// entered rather than discovered as lost commission.
import { z } from "#app/domain/zod.ts";
import type { PartnerAccounts } from "#app/domain/partner-links.ts";

export const STAY_PARTNERS = ["booking", "booking-awin", "agoda"] as const;

const optional = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(64, "That is longer than any id the partner issues.")
    .refine((value) => value === "" || pattern.test(value), message);

const digits = (what: string) => optional(/^\d+$/, `${what} is a number, digits only.`);

export const PartnerSettingsSchema = z.object({
  stays: z.enum(STAY_PARTNERS, { error: "Choose the stays partner." }),
  bookingAid: digits("Booking.com's affiliate id (aid)"),
  awinMid: digits("Awin's advertiser id (awinmid)"),
  awinAffId: digits("Your Awin publisher id (awinaffid)"),
  agodaCid: digits("Agoda's site id (cid)"),
  travelpayoutsMarker: digits("The Travelpayouts marker"),
  discovercarsAid: optional(
    /^[A-Za-z0-9_-]+$/,
    "The DiscoverCars affiliate id has only letters, digits, - and _.",
  ),
  getyourguidePartnerId: optional(
    /^[A-Za-z0-9]+$/,
    "The GetYourGuide partner id has only letters and digits.",
  ),
  amazonTag: optional(
    /^[a-z0-9-]+-\d{2}$/,
    "An Amazon tracking id looks like yourname-20: lower-case letters, digits and hyphens, ending in two digits.",
  ),
});

export type PartnerSettings = z.infer<typeof PartnerSettingsSchema>;

export const PARTNER_SETTING_LABELS: Record<keyof PartnerSettings, string> = {
  stays: "Stays partner",
  bookingAid: "Booking.com affiliate id (aid)",
  awinMid: "Awin advertiser id for Booking.com (awinmid)",
  awinAffId: "Awin publisher id (awinaffid)",
  agodaCid: "Agoda site id (cid)",
  travelpayoutsMarker: "Travelpayouts marker (flights)",
  discovercarsAid: "DiscoverCars affiliate id (cars)",
  getyourguidePartnerId: "GetYourGuide partner id (activities)",
  amazonTag: "Amazon tracking id (products)",
};

export function toAccounts(settings: PartnerSettings): PartnerAccounts {
  const { stays: _stays, ...ids } = settings;
  return { ...ids, amazonTagsByPlacement: {} };
}

/** The fields whose values differ, each with its value before and after. */
export function changedSettings(before: PartnerSettings, after: PartnerSettings) {
  const changes: Record<string, { from: string; to: string }> = {};
  for (const key of Object.keys(after) as (keyof PartnerSettings)[]) {
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}
