import { describe, expect, it } from "vitest";
import { checkChanges } from "#app/domain/content/content-schemas.ts";
import { FaqInputSchema } from "#app/domain/content/faq-definition.ts";
import { HotelInputSchema } from "#app/domain/content/hotel-definition.ts";
import { PageInputSchema } from "#app/domain/content/page-definition.ts";

const PAGE = {
  slug: "notes",
  title: "Notes",
  description: "About notes.",
  intro: "An introduction.",
  body: "## One\n\nText.",
};

describe("content text fields", () => {
  it("store a browser's CRLF line breaks as LF, so a screen and its saved text compare equal", () => {
    const parsed = PageInputSchema.parse({ ...PAGE, body: "## One\r\n\r\nText.\r\n" });
    expect(parsed.body).toBe("## One\n\nText.");
  });

  it("refuse Markdown's link syntax in a plain-text field, naming the field", () => {
    const result = FaqInputSchema.safeParse({
      slug: "visa",
      categorySlug: "entry",
      question: "Do I need a visa?",
      answer: "See [the visa guide](/blog/ghana-visa-requirements).",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [
        "answer",
        "Answer is shown as plain text, so [the visa guide](/blog/ghana-visa-requirements) would appear exactly as typed: write the words without the link.",
      ],
    ]);
  });

  it("take it in a field that renders Markdown", () => {
    const linked = "See [the visa guide](/blog/ghana-visa-requirements).";
    expect(PageInputSchema.parse({ ...PAGE, intro: linked, body: linked }).body).toBe(linked);
    expect(PageInputSchema.safeParse({ ...PAGE, closing: linked }).success).toBe(false);
  });
});

describe("a hotel's rate in the studio", () => {
  const hotel = {
    slug: "test-lodge",
    name: "Test Lodge",
    citySlug: "accra",
    location: "Osu",
    description: "A lodge.",
    rating: 4,
    price: 80,
    hotelType: "Guest House",
  };

  const problems = (input: Record<string, unknown>) => {
    const result = HotelInputSchema.safeParse({ ...hotel, ...input });
    return result.success
      ? []
      : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("is dollars with no source recorded until an editor says otherwise", () => {
    expect(HotelInputSchema.parse(hotel)).toMatchObject({
      price: 80,
      priceCurrency: "USD",
      priceCheckedOn: null,
      priceSourceKind: null,
      priceSourceName: "",
      priceSourceUrl: null,
    });
  });

  it("takes a cedi rate stated by the hotel, or one seen on a named partner, with its day", () => {
    expect(
      problems({
        price: 1_200,
        priceCurrency: "GHS",
        priceSourceKind: "hotel",
        priceCheckedOn: "2026-11-20",
      }),
    ).toEqual([]);
    expect(
      problems({
        priceSourceKind: "partner",
        priceSourceName: "Booking.com",
        priceCheckedOn: "2026-11-20",
      }),
    ).toEqual([]);
  });

  it("refuses an unknown currency, an unnamed partner, a publication without its page and a source without its day, each at its field", () => {
    expect(problems({ priceCurrency: "EUR" })).toEqual([
      ["priceCurrency", "The rate's currency is USD or GHS, as its source states it."],
    ]);
    expect(problems({ priceSourceKind: "partner", priceCheckedOn: "2026-11-20" })).toEqual([
      ["priceSourceName", "Name the partner site the rate was seen on, like Booking.com."],
    ]);
    expect(
      problems({ priceSourceKind: "publication", priceSourceName: "Ghana Business News" }),
    ).toEqual([
      ["priceSourceUrl", "Give the publication's address, so a reader can check the rate."],
      [
        "priceCheckedOn",
        "Give the day the source stated the rate; an undated rate reads as today's.",
      ],
    ]);
    expect(problems({ priceSourceName: "Booking.com" })).toEqual([
      ["priceSourceKind", "Say who stated the rate: the hotel, a partner site or a publication."],
    ]);
  });
});

describe("checkChanges", () => {
  it("checks each field sent by its definition, and leaves out names the kind does not have", () => {
    expect(checkChanges("hotels", { rooms: 24, affiliateLink: "", colour: "blue" })).toEqual({
      ok: true,
      changes: { rooms: 24, affiliateLink: null },
    });
  });

  it("names each field's message by its path, in the definition's order, as a 400", () => {
    const checked = checkChanges("hotels", {
      "contacts.ignored": "x",
      rooms: 0,
      contacts: { email: { value: "nope", source: { publisher: "Hotel", date: "2026-11-29" } } },
    });
    expect(checked).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        rooms: "Rooms is at least 1, or empty when not known.",
        "contacts.email.value": "Enter an e-mail address like reservations@hotel.com.",
      },
    });
    expect(Object.keys((checked as { fieldErrors: object }).fieldErrors)).toEqual([
      "rooms",
      "contacts.email.value",
    ]);
  });
});
