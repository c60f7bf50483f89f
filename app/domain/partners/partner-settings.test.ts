import { describe, expect, it } from "vitest";
import {
  changedSettings,
  PartnerSettingsSchema,
  toAccounts,
  type PartnerSettings,
} from "#app/domain/partners/partner-settings.ts";

const empty: PartnerSettings = {
  stays: "booking",
  flights: "aviasales",
  cars: "discovercars",
  activities: "getyourguide",
  retail: "amazon",
  bookingAid: "",
  awinMid: "",
  awinAffId: "",
  agodaCid: "",
  travelpayoutsMarker: "",
  skyscannerPartnerId: "",
  discovercarsAid: "",
  getyourguidePartnerId: "",
  viatorPid: "",
  amazonTag: "",
  amazonTagProductCard: "",
  amazonTagProductsMore: "",
};

describe("PartnerSettingsSchema", () => {
  it("accepts ids in the shapes partners issue, and empty ones (not earning yet)", () => {
    const parsed = PartnerSettingsSchema.parse({
      ...empty,
      bookingAid: " 1234567 ",
      amazonTag: "akwaabastays-20",
      discovercarsAid: "akwaaba_1",
    });
    expect(parsed.bookingAid).toBe("1234567");
    expect(PartnerSettingsSchema.parse(empty)).toEqual(empty);
  });

  it("reads settings saved before a partner or category existed, giving the new ones defaults", () => {
    expect(
      PartnerSettingsSchema.parse({ stays: "agoda", bookingAid: "1", amazonTag: "a-20" }),
    ).toEqual({ ...empty, stays: "agoda", bookingAid: "1", amazonTag: "a-20" });
  });

  it("takes a choice per category, and Viator's and Skyscanner's ids in their shapes", () => {
    const parsed = PartnerSettingsSchema.safeParse({
      ...empty,
      flights: "skyscanner",
      activities: "viator",
      skyscannerPartnerId: "2850",
      viatorPid: "P00012345",
    });
    expect(parsed.success).toBe(true);
    const wrong = PartnerSettingsSchema.safeParse({
      ...empty,
      flights: "getyourguide",
      viatorPid: "12345",
    });
    const byField = Object.fromEntries(
      wrong.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(byField.flights).toBe("Choose the flights partner.");
    expect(byField.viatorPid).toMatch(/P followed by digits/);
  });

  it("names the field and the expected shape when an id is wrong", () => {
    const result = PartnerSettingsSchema.safeParse({
      ...empty,
      bookingAid: "akwaaba-stays",
      amazonTag: "Akwaaba",
      stays: "trivago",
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(byField.bookingAid).toMatch(/digits only/);
    expect(byField.amazonTag).toMatch(/yourname-20/);
    expect(byField.stays).toBe("Choose the stays partner.");
  });
});

describe("changedSettings and toAccounts", () => {
  it("lists only what changed, from and to", () => {
    expect(changedSettings(empty, { ...empty, bookingAid: "1", stays: "agoda" })).toEqual({
      stays: { from: "booking", to: "agoda" },
      bookingAid: { from: "", to: "1" },
    });
  });

  it("gives the link adapters the account ids", () => {
    expect(toAccounts({ ...empty, bookingAid: "1" })).toMatchObject({
      bookingAid: "1",
      amazonTagsByPlacement: {},
    });
    expect(
      toAccounts({ ...empty, amazonTag: "a-20", amazonTagProductsMore: "more-20" })
        .amazonTagsByPlacement,
    ).toEqual({ "products-more": "more-20" });
  });
});
