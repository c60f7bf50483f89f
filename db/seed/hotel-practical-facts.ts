// Practical facts for seeded hotels, only where a public source states them (issue 29), searched
// on 2026-11-25. Most hotels have none yet: an unknown fact is left out, never guessed.
import type { StoredPracticalFact } from "#db/schema.ts";

const CHECKED_ON = "2026-11-25";

/** Hotel slug -> the facts a public source states. */
export const hotelPracticalFacts: Readonly<Record<string, readonly StoredPracticalFact[]>> = {
  "regal-hotel": [
    {
      key: "gta-licence",
      value: "2-star",
      note: "as named by the Ghana Tourism Authority in its award for 2019",
      source: {
        publisher: "Ghanaian Times (via allAfrica)",
        title:
          "GTA declares Regal Hotel in Tamale the best hotel in the Northern Region (2-star, 2019)",
        date: "2020-03-11",
        url: "https://allafrica.com/stories/202003110582.html",
      },
      checkedOn: CHECKED_ON,
    },
  ],
  "tang-palace-hotel": [
    {
      key: "gta-licence",
      value: "4-star",
      note: "named the Ghana Tourism Authority's 4-star hotel of the year four times (2023 report)",
      source: {
        publisher: "The B&FT",
        title: "Tang Palace Hotel host corporate clients as it marks 8th anniversary",
        date: "2023-09-13",
        url: "https://thebftonline.com/2023/09/13/tang-palace-hotel-host-corporate-clients-as-it-marks-8th-anniversary",
      },
      checkedOn: CHECKED_ON,
    },
  ],
  "sun-lodge-hotel": [
    {
      key: "payment",
      value: "cards",
      note: "Visa and MasterCard, as the hotel's own terms list them",
      source: {
        publisher: "Sun Lodge Hotel",
        title: "Terms and Conditions",
        date: "2025-06",
        url: "https://sunlodgehotel.com/terms-and-conditions",
      },
      checkedOn: CHECKED_ON,
    },
  ],
  "accra-city-hotel": [
    {
      key: "airport-pickup",
      value: "offered",
      note: "a free shuttle to and from the airport, as its general manager said in 2019",
      source: {
        publisher: "BWM Online",
        title: "Accra City Hotel: the pulse at the heart of the Ghanaian capital",
        date: "2019-01-30",
        url: "https://www.bwmonline.com/2019/01/30/accra-city-hotel-the-pulse-at-the-heart-of-the-ghanaian-capital/",
      },
      checkedOn: CHECKED_ON,
    },
  ],
};
