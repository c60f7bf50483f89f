// Practical facts for seeded hotels, only where a public source states them (issue 29), searched
// on 2026-11-25. Most hotels have none yet: an unknown fact is left out, never guessed.
// A second search on 2026-11-29 (issue 40: hotels' own pages, news and the Ghana Tourism
// Authority's award lists, each fact read in the page itself) added the facts checked on that day.
import type { ListingSource, StoredPracticalFact } from "#db/schema.ts";

const CHECKED_ON = "2026-11-25";
/** The day of the second search: a data migration brings its facts to databases seeded before. */
export const SECOND_SEARCH_CHECKED_ON = "2026-11-29";

// The Ghana Tourism Authority's own site on its National Tourism Awards; the page shows no date.
const GTA_NATIONAL_AWARDS: ListingSource = {
  publisher: "Visit Ghana (Ghana Tourism Authority)",
  title: "Ghana's National Tourism Awards Celebrates Excellence in Hospitality and Tourism",
  url: "https://visitghana.com/tag/national-tourism-awards",
};
// The Ghana Hotels Association's awards for 2017, given by grade (its members are GTA-licensed).
const GHA_AWARDS_2017: ListingSource = {
  publisher: "Modern Ghana",
  title: "Tang Palace Hotel wins award",
  date: "2018-01-24",
  url: "https://www.modernghana.com/entertainment/47820/tang-palace-hotel-wins-award.html",
};
const SUN_LODGE_TERMS: ListingSource = {
  publisher: "Sun Lodge Hotel",
  title: "Terms and Conditions",
  date: "2025-06",
  url: "https://sunlodgehotel.com/terms-and-conditions",
};
const LOU_MOON_TERMS: ListingSource = {
  publisher: "Lou Moon Lodge",
  title: "Terms & Conditions",
  url: "https://loumoonresort.com/terms-conditions",
};
const KO_SA_TERMS: ListingSource = {
  publisher: "Ko-Sa Beach Resort",
  title: "Terms and conditions",
  url: "https://ko-sa.com/terms-and-conditions/",
};

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
    {
      key: "payment",
      value: "cash",
      note: "Ghanaian cedis preferred, as the hotel's own terms say",
      source: SUN_LODGE_TERMS,
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
    {
      key: "check-in",
      value: "14:00",
      note: "earlier if a room is free, at a charge",
      source: SUN_LODGE_TERMS,
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
    {
      key: "check-out",
      value: "12:00",
      note: "later on request, with fees after 2 pm",
      source: SUN_LODGE_TERMS,
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
    {
      key: "gta-licence",
      value: "2-star",
      note: "two-star hotel of the year at the Ghana Hotels Association's awards for 2017",
      source: GHA_AWARDS_2017,
      checkedOn: SECOND_SEARCH_CHECKED_ON,
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
  "kempinski-hotel-gold-coast-city": [
    {
      key: "gta-licence",
      value: "5-star",
      note: "5-Star Hotel of the Year at the National Tourism Awards for 2019, the second year running",
      source: {
        publisher: "News Ghana",
        title: "Kempinski Hotel wins 5-Star Hotel of the Year 2019",
        date: "2020-11-08",
        url: "https://newsghana.com.gh/kempinski-hotel-wins-5-star-hotel-of-the-year-2019/",
      },
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
  ],
  "labadi-beach-hotel": [
    {
      key: "gta-licence",
      value: "5-star",
      note: "Best 5-Star Hotel at the Ghana Tourism Authority's National Tourism Awards",
      source: GTA_NATIONAL_AWARDS,
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
  ],
  "royal-senchi-resort": [
    {
      key: "gta-licence",
      value: "4-star",
      note: "Best 4-Star Hotel at the Ghana Tourism Authority's National Tourism Awards",
      source: GTA_NATIONAL_AWARDS,
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
  ],
  "golden-bean-hotel": [
    {
      key: "gta-licence",
      value: "3-star",
      note: "Best 3-Star Hotel at the Ghana Tourism Authority's National Tourism Awards",
      source: GTA_NATIONAL_AWARDS,
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
  ],
  "holiday-inn-accra-airport": [
    {
      key: "gta-licence",
      value: "3-star",
      note: "the Ghana Tourism Authority's Greater Accra Three-Star Hotel of the Year, 2019",
      source: {
        publisher: "Ghana News Agency (via GhanaGrio)",
        title: "Tang Palace adjudged the best four-star hotel",
        date: "2019-02-26",
        url: "https://www.ghanagrio.com/news/575733-tang-palace-adjudged-the-best-four-star-hotel.html",
      },
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
  ],
  "coconut-grove-regency-hotel": [
    {
      key: "gta-licence",
      value: "3-star",
      note: "Best Three Star Hotel of the Year at the Ghana Hotels Association's awards, 2024",
      source: {
        publisher: "Ghana News Agency",
        title:
          "Coconut Grove Regency Hotel motivated by three awards at 6th edition Ghana Hotels Association awards",
        date: "2024-02-09",
        url: "https://gna.org.gh/2024/02/coconut-grove-regency-hotel-motivated-by-three-awards-at-6th-edition-ghana-hotels-association-awards/",
      },
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
  ],
  "best-western-plus-atlantic-hotel": [
    {
      key: "gta-licence",
      value: "4-star",
      note: "four-star hotel of the year at the Ghana Hotels Association's awards for 2017",
      source: GHA_AWARDS_2017,
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
  ],
  "zaina-lodge": [
    {
      key: "gta-licence",
      value: "2-star",
      note: "the Ghana Tourism Authority's Two-Star Hotel of the Year for 2017",
      source: {
        publisher: "Modern Ghana",
        title: "Kempinski Hotel is 5-star hotel of the year",
        date: "2018-03-25",
        url: "https://www.modernghana.com/news/843716/kempinski-hotel-is-5-star-hotel-of-the-year.html",
      },
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
  ],
  "almond-tree-guest-house": [
    {
      key: "gta-licence",
      value: "budget",
      note: "Budget Hotel of the year at the Ghana Tourism Authority's Central Region awards for 2019",
      source: {
        publisher: "Ghana News Agency",
        title: "Fifteen industry players receive awards at C/R tourism awards",
        date: "2020-03-01",
        url: "https://ghananewsagency.org/social/fifteen-industry-players-receive-awards-at-c-r-tourism-awards-164873",
      },
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
  ],
  "lou-moon-lodge": [
    {
      key: "check-in",
      value: "14:00",
      note: "earlier on request, if a room is free",
      source: LOU_MOON_TERMS,
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
    {
      key: "check-out",
      value: "12:00",
      note: "later on request, if a room is free",
      source: LOU_MOON_TERMS,
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
  ],
  "ko-sa-beach-resort": [
    {
      key: "check-in",
      value: "15:00",
      note: "the beach and restaurant are open to guests until the room is ready",
      source: KO_SA_TERMS,
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
    {
      key: "check-out",
      value: "11:00",
      note: "later if a room is free, at a fee",
      source: KO_SA_TERMS,
      checkedOn: SECOND_SEARCH_CHECKED_ON,
    },
  ],
};
