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
};
