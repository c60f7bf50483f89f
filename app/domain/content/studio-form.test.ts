import { describe, expect, it } from "vitest";
import {
  fromFormValues,
  hasUnsavedChanges,
  isReviewDue,
  readFormChanges,
  readPhotoFields,
  toFormValues,
  withDerivedSlug,
} from "#app/domain/content/studio-form.ts";
import { CityInputSchema } from "#app/domain/content/city-definition.ts";
import { HOTEL_FORM_FIELDS, HotelInputSchema } from "#app/domain/content/hotel-definition.ts";

describe("the studio's form values", () => {
  it("round-trips a hotel: numbers, lists, yes/no, an empty partner link and a cedi rate the hotel stated", () => {
    const stored = {
      name: "Noda Hotel",
      slug: "noda-hotel",
      citySlug: "kumasi",
      location: "Asokwa",
      hotelType: "hotel",
      price: 1_200,
      priceCurrency: "GHS",
      priceCheckedOn: "2026-11-20",
      priceSourceKind: "hotel",
      priceSourceName: "",
      priceSourceUrl: null,
      rating: 4.3,
      description: "A hotel.",
      amenities: ["wifi", "pool"],
      image: "/images/hotels/noda-hotel.svg",
      affiliateLink: null,
      agodaHotelId: null,
      latitude: 6.67,
      longitude: null,
      featured: true,
      listingStatus: "verified",
      listingSources: [],
      listingCheckedOn: "2026-11-25",
      listingCheckedBy: "Editor",
      practicalFacts: [],
      contacts: {
        email: {
          value: "frontdesk@noda.example",
          source: {
            kind: "hotel",
            publisher: "Noda Hotel",
            title: "Fact sheet",
            date: "2026-11-20",
          },
        },
        phone: {
          value: "+233 32 202 0000",
          source: {
            publisher: "Noda Hotel",
            title: "",
            url: "https://noda.example/contact",
            date: "2026-11-25",
          },
        },
        publicSince: "2026-11-20",
      },
    };
    const form = toFormValues("hotels", stored);
    expect(form).toMatchObject({
      price: "1200",
      priceCurrency: "GHS",
      priceSourceKind: "hotel",
      priceCheckedOn: "2026-11-20",
      hotelType: "hotel",
      "amenities.wifi": "on",
      "amenities.pool": "on",
      featured: "on",
      longitude: "",
      "contacts.email.value": "frontdesk@noda.example",
      "contacts.email.source.kind": "hotel",
      "contacts.phone.source.url": "https://noda.example/contact",
      "contacts.whatsapp.value": "",
      "contacts.publicSince": "2026-11-20",
    });
    // A field of the form the hotel above leaves out comes back as none.
    const unset = Object.fromEntries(
      HOTEL_FORM_FIELDS.filter((field) => !field.name.includes(".") && !(field.name in stored)).map(
        (field) => [field.name, null],
      ),
    );
    // Read and checked once by the hotel's definition: an empty link or id is none.
    expect(readFormChanges("hotels", { ...form, status: "published" }, { isNew: false })).toEqual({
      ok: true,
      changes: { ...unset, ...stored, status: "published" },
    });
  });

  it("keeps a hotel's contacts apart, each part at its own field, and a half-filled one refused there", () => {
    const fields = fromFormValues("hotels", {
      "contacts.email.value": "",
      "contacts.email.source.publisher": "Noda Hotel",
      "contacts.phone.value": "12",
      "contacts.whatsapp.value": "",
      "contacts.publicSince": "",
    });
    expect(fields.contacts).toEqual({
      email: { value: "", source: { publisher: "Noda Hotel", title: "", date: "" } },
      phone: { value: "12", source: { publisher: "", title: "", date: "" } },
    });
    const parsed = HotelInputSchema.safeParse({ contacts: fields.contacts });
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? [])
        .filter((issue) => issue.path[0] === "contacts")
        .map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      "contacts.email.value": "Enter the hotel's e-mail address, or clear its source.",
      "contacts.email.source.date":
        "Give the day you found the e-mail address at its source, like 2026-11-29.",
      "contacts.phone.value": "Enter a phone number like +233 30 200 0000, or clear its source.",
      "contacts.phone.source.publisher":
        "Name who publishes the phone number: the hotel's own website, a listing or its fact sheet.",
      "contacts.phone.source.date":
        "Give the day you found the phone number at its source, like 2026-11-29.",
    });
    expect(
      HotelInputSchema.safeParse({ contacts: { publicSince: "2026-11-29" } }).error?.issues.find(
        (issue) => issue.path.join(".") === "contacts.publicSince",
      )?.message,
    ).toBe("Travellers can only be shown contacts the hotel has: enter one, or clear the day.");
  });

  it("reads a city's highlights one a line as title | text", () => {
    const fields = fromFormValues("cities", {
      highlights:
        "Makola Market | Accra's busiest market\n\nJamestown | Lighthouse and boxing gyms",
    });
    expect(fields.highlights).toEqual([
      { title: "Makola Market", text: "Accra's busiest market" },
      { title: "Jamestown", text: "Lighthouse and boxing gyms" },
    ]);
    expect(toFormValues("cities", { highlights: fields.highlights }).highlights).toBe(
      "Makola Market | Accra's busiest market\nJamestown | Lighthouse and boxing gyms",
    );
  });

  it("reads a city's landmarks one a line as name | latitude, longitude", () => {
    const fields = fromFormValues("cities", {
      landmarks: "Cape Coast Castle | 5.1036, -1.2411\n\nKakum | 5.3536 , -1.3833",
    });
    expect(fields.landmarks).toEqual([
      { name: "Cape Coast Castle", latitude: 5.1036, longitude: -1.2411 },
      { name: "Kakum", latitude: 5.3536, longitude: -1.3833 },
    ]);
    expect(toFormValues("cities", { landmarks: fields.landmarks }).landmarks).toBe(
      "Cape Coast Castle | 5.1036, -1.2411\nKakum | 5.3536, -1.3833",
    );
    // A line without coordinates keeps its name, and its numbers are refused by the schema.
    const [bare] = fromFormValues("cities", { landmarks: "Fort Amsterdam" }).landmarks as {
      latitude: number;
    }[];
    expect(bare!.latitude).toBeNaN();
    const parsed = CityInputSchema.safeParse({
      slug: "abandze",
      name: "Abandze",
      region: "Central",
      description: "A village.",
      landmarks: [{ name: "Fort Amsterdam", latitude: Number.NaN, longitude: Number.NaN }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(
      "Latitude is a number of degrees north, like 5.6037.",
    );
  });

  it("reads the publish time as GMT and an empty review date as none", () => {
    const fields = fromFormValues("posts", {
      publishedAt: "2026-12-01T09:30",
      factsReviewedOn: "",
    });
    expect(fields.publishedAt).toBe("2026-12-01T09:30:00Z");
    expect(fields.factsReviewedOn).toBeNull();
    expect(toFormValues("posts", { publishedAt: "2026-12-01T09:30:00.000Z" }).publishedAt).toBe(
      "2026-12-01T09:30",
    );
  });

  it("reads an empty publish time as none, so a draft needs none", () => {
    expect(fromFormValues("posts", { publishedAt: "" }).publishedAt).toBeNull();
    expect(toFormValues("posts", { publishedAt: null }).publishedAt).toBe("");
  });

  it("reads only the vocabulary's ticked amenities", () => {
    expect(
      fromFormValues("hotels", {
        "amenities.pool": "on",
        "amenities.wifi": "on",
        "amenities.x": "on",
      }).amenities,
    ).toEqual(["wifi", "pool"]);
  });

  it("keeps the stored order of the amenities still ticked, and adds new ones after them", () => {
    const stored = toFormValues("hotels", { amenities: ["pool", "wifi", "spa"] });
    expect(fromFormValues("hotels", stored).amenities).toEqual(["pool", "wifi", "spa"]);
    const edited = { ...stored, "amenities.spa": "", "amenities.bar": "on", "amenities.gym": "on" };
    expect(fromFormValues("hotels", edited).amenities).toEqual(["pool", "wifi", "bar", "gym"]);
  });
});

describe("a hotel's Agoda id in the studio", () => {
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
  const agodaId = (value: string) =>
    HotelInputSchema.safeParse({
      ...hotel,
      agodaHotelId: fromFormValues("hotels", { agodaHotelId: value }).agodaHotelId,
    });

  it("keeps an id in Agoda's format, trimmed, and reads an empty field as none", () => {
    expect(agodaId(" 297412 ").data?.agodaHotelId).toBe("297412");
    expect(agodaId("").data?.agodaHotelId).toBeNull();
  });

  it("refuses anything else at the field, saying what an id looks like", () => {
    for (const value of ["29x412", "297412&cid=1", "https://www.agoda.com/x?hid=297412", "0"]) {
      const result = agodaId(value);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
        [
          "agodaHotelId",
          "An Agoda hotel id is digits only, like 1234567: the number after hid= in Agoda's link to the hotel.",
        ],
      ]);
    }
  });
});

describe("withDerivedSlug", () => {
  it("makes a new item's slug from its name by SPEC.md's slug rule when none is given", () => {
    expect(withDerivedSlug("posts", { title: "Visa on Arrival: What's New?", slug: "" })).toEqual({
      title: "Visa on Arrival: What's New?",
      slug: "visa-on-arrival-what-s-new",
    });
    expect(withDerivedSlug("hotels", { name: "Mövenpick Ambassador" })).toMatchObject({
      slug: "movenpick-ambassador",
    });
    expect(withDerivedSlug("faqs", { question: "Is tap water safe?", slug: "  " })).toMatchObject({
      slug: "is-tap-water-safe",
    });
  });

  it("keeps a slug that is given, and leaves input it cannot read for the schema to judge", () => {
    expect(withDerivedSlug("hotels", { name: "Noda Hotel", slug: "noda" })).toMatchObject({
      slug: "noda",
    });
    expect(withDerivedSlug("hotels", "nonsense")).toBe("nonsense");
    expect(withDerivedSlug("hotels", { slug: "" })).toEqual({ slug: "" });
  });
});

describe("isReviewDue", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  it("is due when never reviewed or reviewed over six months ago", () => {
    expect(isReviewDue(null, now)).toBe(true);
    expect(isReviewDue("2026-05-01", now)).toBe(true);
    expect(isReviewDue("2026-06-01", now)).toBe(false);
    expect(isReviewDue("2026-11-23", now)).toBe(false);
  });
});

describe("readPhotoFields", () => {
  it("keeps the order, puts the chosen cover first and drops removed photos", () => {
    expect(
      readPhotoFields({
        "photo.0.id": "4",
        "photo.0.alt": " Pool ",
        "photo.1.id": "7",
        "photo.1.alt": "Room",
        "photo.2.id": "9",
        "photo.2.alt": "Old",
        "photo.2.remove": "on",
        cover: "7",
      }),
    ).toEqual([
      { mediaId: 7, alt: "Room" },
      { mediaId: 4, alt: "Pool" },
    ]);
  });

  it("keeps the source of a photo a hotel sent, so a studio save does not drop it", () => {
    expect(
      readPhotoFields({
        "photo.0.id": "4",
        "photo.0.alt": "Pool",
        "photo.0.source": "Labadi Beach Hotel, sent on its fact sheet on 2026-11-29",
      }),
    ).toEqual([
      {
        mediaId: 4,
        alt: "Pool",
        source: "Labadi Beach Hotel, sent on its fact sheet on 2026-11-29",
      },
    ]);
  });

  it("leaves photos alone when the form has none", () => {
    expect(readPhotoFields({ name: "x" })).toBeUndefined();
  });
});

describe("hasUnsavedChanges", () => {
  const stored = {
    status: "published",
    name: "Noda Hotel",
    description: "Line one\nline two",
    citySlug: "kumasi",
    "amenities.wifi": "on",
    featured: "",
    cover: "7",
    "photo.0.alt": "The pool",
  };

  it("sees nothing unsaved in the stored values, whatever line endings a textarea sends", () => {
    expect(
      hasUnsavedChanges("hotels", stored, { ...stored, description: "Line one\r\nline two" }),
    ).toBe(false);
  });

  it("sees typed text, a ticked box, a changed status or a photo row change", () => {
    expect(hasUnsavedChanges("hotels", stored, { ...stored, name: "Noda Hotel Kumasi" })).toBe(
      true,
    );
    expect(hasUnsavedChanges("hotels", stored, { ...stored, "amenities.pool": "on" })).toBe(true);
    expect(hasUnsavedChanges("hotels", stored, { ...stored, featured: "on" })).toBe(true);
    expect(hasUnsavedChanges("hotels", stored, { ...stored, status: "draft" })).toBe(true);
    expect(hasUnsavedChanges("hotels", stored, { ...stored, "photo.0.alt": "A pool" })).toBe(true);
    expect(hasUnsavedChanges("hotels", stored, { ...stored, "photo.0.remove": "on" })).toBe(true);
  });

  it("counts a new item's default choices as untouched", () => {
    expect(hasUnsavedChanges("hotels", {}, { status: "draft", citySlug: "accra" })).toBe(false);
    expect(hasUnsavedChanges("hotels", {}, { status: "draft", name: "N" })).toBe(true);
  });
});

describe("a hotel's listing sources in the form", () => {
  it("shows one source a line and reads the lines back, address and date optional", () => {
    const sources = [
      {
        publisher: "Graphic Online",
        title: "Lodge opens",
        url: "https://graphic.com.gh/x",
        date: "2021-10-22",
      },
      { publisher: "Bradt Ghana guide updates", title: "Trip report" },
    ];
    const values = toFormValues("hotels", { listingSources: sources });
    expect(values.listingSources).toBe(
      "Graphic Online | Lodge opens | https://graphic.com.gh/x | 2021-10-22\nBradt Ghana guide updates | Trip report",
    );
    const fields = fromFormValues("hotels", { listingSources: values.listingSources! });
    expect(fields.listingSources).toEqual([
      sources[0],
      { publisher: "Bradt Ghana guide updates", title: "Trip report", url: "", date: "" },
    ]);
  });
});
