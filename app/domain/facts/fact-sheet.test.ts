import { describe, expect, it } from "vitest";
import {
  FactSheetSchema,
  factSheetInput,
  factSheetPartLabel,
  factsOfPart,
  partText,
  photoName,
  tooManyPhotosMessage,
  whatsappLink,
} from "#app/domain/facts/fact-sheet.ts";
import { factProvenance } from "#app/domain/facts/practical-facts.ts";

const WHO = { name: "Ama Mensah", role: "Manager" };

describe("a hotel's fact sheet", () => {
  it("takes the parts a manager knows and leaves the rest unknown", () => {
    const sheet = FactSheetSchema.parse(
      factSheetInput({ ...WHO, backupPower: "whole", backupKind: "generator", checkIn: "14:00" }, [
        "mtn-momo",
        "cash",
      ]),
    );
    expect(sheet.waterTank).toBe("");
    const hotel = { name: "Afia Beach Hotel" };
    expect(factsOfPart(sheet, "water-tank", hotel, "2026-11-29")).toEqual([]);
    const [power] = factsOfPart(sheet, "backup-power", hotel, "2026-11-29");
    expect(power).toEqual({
      key: "backup-power",
      value: "whole",
      note: "generator",
      source: {
        kind: "hotel",
        publisher: "Afia Beach Hotel",
        title: "Fact sheet answered by Ama Mensah, Manager",
        date: "2026-11-29",
      },
      checkedOn: "2026-11-29",
    });
    expect(factProvenance(power!.source)).toBe("Stated by the hotel, Nov 2026");
    expect(factsOfPart(sheet, "payment", hotel, "2026-11-29").map((fact) => fact.value)).toEqual([
      "mtn-momo",
      "cash",
    ]);
  });

  it("says at each field what to change, and needs at least one answer and who answers", () => {
    const refused = FactSheetSchema.safeParse(
      factSheetInput(
        {
          name: "",
          role: "",
          checkIn: "2pm",
          backupKind: "solar",
          pickupPrice: "GHS 400",
          rateLowest: "900",
          rateTypical: "500",
          licenceNumber: "GTA/123",
          email: "not an address",
        },
        [],
      ),
    );
    const errors = Object.fromEntries(
      refused.error!.issues.map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(errors).toMatchObject({
      name: expect.stringMatching(/^Your name is required/),
      role: expect.stringMatching(/^Your role is required/),
      checkIn: "Check-in is a time like 14:00 (24-hour clock), or empty.",
      backupKind: "Say what the backup covers first, or leave its kind empty.",
      airportPickup: "A pickup's airport or price needs “Offered” here.",
      rateCurrency: "Say whether the rate is in cedis (GHS) or US dollars (USD).",
      rateTypical: "The typical rate cannot be below the lowest.",
      licenceClass: "Give the licence's class too, like 3-star or budget.",
      email: "Enter an e-mail address like reservations@hotel.com, or leave it empty.",
    });
    const empty = FactSheetSchema.safeParse(factSheetInput(WHO, []));
    expect(empty.error!.issues[0]!.message).toBe(
      "Answer at least one question: leave the ones you are not sure of empty.",
    );
  });

  it("refuses links in free text, and values outside the offered choices", () => {
    const refused = FactSheetSchema.safeParse(
      factSheetInput(
        {
          ...WHO,
          airportPickup: "offered",
          pickupAirport: "see https://x.example",
          waterTank: "maybe",
        },
        [],
      ),
    );
    expect(refused.error!.issues.map((issue) => issue.path.join("."))).toEqual([
      "waterTank",
      "pickupAirport",
    ]);
  });

  it("words the rate card and contacts for the editor", () => {
    const sheet = FactSheetSchema.parse(
      factSheetInput(
        {
          ...WHO,
          rateCurrency: "GHS",
          rateLowest: "850",
          rateTypical: "1100",
          rateSeason: "all year",
          whatsapp: "+233 24 000 0000",
        },
        [],
      ),
    );
    expect(partText(sheet, "rate")).toBe(
      "lowest GHS 850, typical GHS 1100 a night, standard double (all year)",
    );
    expect(partText(sheet, "contacts")).toBe("WhatsApp +233 24 000 0000 (for our team only)");
  });

  it("labels a part that is a practical fact as the fact's own label", () => {
    expect(factSheetPartLabel("gta-licence")).toBe("Ghana Tourism Authority licence");
    expect(factSheetPartLabel("check-in")).toBe("Check-in from");
    expect(factSheetPartLabel("rate")).toBe("Rate card");
    expect(factSheetPartLabel("contacts")).toBe("Contacts");
  });

  it("takes photos as an answer, only from its link, and at most six", () => {
    const photo = (mediaId: number) => ({ mediaId, name: `room-${mediaId}.jpg`, owned: true });
    const onlyPhotos = FactSheetSchema.safeParse(factSheetInput(WHO, [], [photo(1)]));
    expect(onlyPhotos.success).toBe(true);
    const posted = FactSheetSchema.parse(
      factSheetInput({ ...WHO, hotWater: "yes", photos: "[1,2,3]" }, []),
    );
    expect(posted.photos).toEqual([]);
    const seven = FactSheetSchema.safeParse(
      factSheetInput(WHO, [], [1, 2, 3, 4, 5, 6, 7].map(photo)),
    );
    expect(seven.success).toBe(false);
    expect(tooManyPhotosMessage(["pool.jpg"])).toBe(
      "A fact sheet takes up to 6 photos, so pool.jpg was not added: remove a photo first to send another.",
    );
  });

  it("lists a photo by its file name, without a path", () => {
    expect(photoName("C:\\fakepath\\front desk.jpg")).toBe("front desk.jpg");
    expect(photoName("  ")).toBe("photo");
    expect(photoName(`${"a".repeat(100)}.jpg`)).toHaveLength(80);
  });

  it("fills a WhatsApp message's number and words", () => {
    expect(whatsappLink("+233 24 000 0000", "Hello & welcome")).toBe(
      "https://wa.me/233240000000?text=Hello%20%26%20welcome",
    );
  });
});
