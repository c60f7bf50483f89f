import { describe, expect, it } from "vitest";
import { toCsv } from "#app/admin/shell/csv.ts";
import { hotelCsvRows, readHotelCsv } from "#app/domain/hotels/hotel-csv.ts";
import { HOTEL_CSV_COLUMNS } from "#app/domain/content/hotel-definition.ts";

const hotel = {
  slug: "noda-hotel",
  name: "Noda Hotel",
  citySlug: "kumasi",
  location: "Asokwa",
  hotelType: "hotel",
  price: 95,
  priceCheckedOn: "2026-11-20",
  priceCurrency: "USD",
  priceSourceKind: "partner",
  priceSourceName: "Booking.com",
  priceSourceUrl: null,
  rating: 4.3,
  amenities: ["wifi", "pool"],
  featured: false,
  status: "published",
  latitude: 6.67,
  longitude: -1.61,
  affiliateLink: null,
  agodaHotelId: "297412",
  image: "/images/hotels/noda-hotel.svg",
  description: 'A hotel, with "quotes", commas\nand a line break.',
  practicalFacts: [
    {
      key: "airport-pickup",
      value: "offered",
      note: "US$30",
      source: {
        publisher: "A Guide",
        title: "Noda",
        url: "https://example.org/noda",
        date: "2025-01",
      },
      checkedOn: "2026-11-25",
    },
    {
      key: "payment",
      value: "mtn-momo",
      source: {
        publisher: "A Guide",
        title: "Noda",
        url: "https://example.org/noda",
        date: "2025-01",
      },
      checkedOn: "2026-11-25",
    },
  ],
};

describe("the hotels spreadsheet", () => {
  it("reads its own export back as the same values", () => {
    const { slug: _slug, ...changes } = hotel;
    // A column the hotel above leaves out is read back as none; contacts are never read back.
    const unset = Object.fromEntries(
      HOTEL_CSV_COLUMNS.filter((column) => !(column in hotel) && column !== "contacts").map(
        (column) => [column, null],
      ),
    );
    expect(readHotelCsv(toCsv(hotelCsvRows([hotel])))).toEqual({
      ok: true,
      rows: [{ line: 2, slug: "noda-hotel", changes: { ...unset, ...changes } }],
    });
  });

  it("reads back cells the export guarded against formulas as they were", () => {
    const names = ["=Noda", "+233 Lodge", "-1 Suites", "@Noda", "\uFF1DNoda", "\uFF0DNoda"];
    const exported = toCsv(
      hotelCsvRows(names.map((name, at) => ({ ...hotel, slug: `h${at}`, name }))),
    );
    expect(exported).toContain("\r\nh0,'=Noda,");
    const read = readHotelCsv(exported);
    expect(read.ok && read.rows.map((row) => row.changes.name)).toEqual(names);
  });

  it("shows contacts only once the hotel agreed, and never reads them back", () => {
    const source = { publisher: "Noda Hotel", title: "Fact sheet", date: "2026-11-20" };
    const email = { value: "frontdesk@noda.example", source };
    const column = HOTEL_CSV_COLUMNS.indexOf("contacts");
    const [, teamOnly] = hotelCsvRows([{ ...hotel, contacts: { email } }]);
    expect(teamOnly![column]).toBe("");
    const [, agreed] = hotelCsvRows([{ ...hotel, contacts: { email, publicSince: "2026-11-20" } }]);
    expect(agreed![column]).toBe("email: frontdesk@noda.example; public since 2026-11-20");
    expect(readHotelCsv("slug,contacts\nnoda-hotel,email: x@y.example\n")).toEqual({
      ok: true,
      rows: [{ line: 2, slug: "noda-hotel", changes: {} }],
    });
  });

  it("changes only the columns a file has", () => {
    expect(readHotelCsv("slug,price\nnoda-hotel,120\n\n")).toEqual({
      ok: true,
      rows: [{ line: 2, slug: "noda-hotel", changes: { price: 120 } }],
    });
  });

  it("refuses a file whole, with every bad line and why", () => {
    const read = readHotelCsv(
      "slug,price,featured\nnoda-hotel,cheap,yes\n,80,no\nnoda-hotel,90,maybe\n",
    );
    expect(read).toEqual({
      ok: false,
      rejected: [
        { line: 2, reason: 'price "cheap" is not a number.' },
        { line: 3, reason: "slug is empty." },
        {
          line: 4,
          reason: 'featured is yes or no, not "maybe". slug "noda-hotel" is also on line 2.',
        },
      ],
    });
  });

  it("refuses unknown columns and a file without slugs", () => {
    expect(readHotelCsv("slug,colour\nx,red\n")).toMatchObject({
      ok: false,
      rejected: [{ line: 1, reason: expect.stringMatching(/Unknown columns: colour/) }],
    });
    expect(readHotelCsv("name,price\nx,1\n")).toMatchObject({
      ok: false,
      rejected: [{ line: 1, reason: expect.stringMatching(/slug column/) }],
    });
  });

  it("refuses an amenity or type outside the vocabulary, naming the line and the nearest one", () => {
    expect(
      readHotelCsv(
        "slug,hotelType,amenities\nnoda-hotel,Hotel,WiFi; Pool\na,hotel,wifi\nb,Guesthouse,wifi\nc,hotel,pool; Wifii\n",
      ),
    ).toEqual({
      ok: false,
      rejected: [
        {
          line: 4,
          reason: "hotel type 'Guesthouse' is not one we know. Did you mean 'guest house'?",
        },
        { line: 5, reason: "amenity 'Wifii' is not one we know. Did you mean 'wifi'?" },
      ],
    });
  });

  it("stores a known amenity or type in the vocabulary's own spelling", () => {
    expect(
      readHotelCsv("slug,hotelType,amenities\nnoda-hotel,Guest House,Free WiFi; POOL\n"),
    ).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          slug: "noda-hotel",
          changes: { hotelType: "guest house", amenities: ["wifi", "pool"] },
        },
      ],
    });
  });
});
