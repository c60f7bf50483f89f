// Rates are kept in the currency their source stated (issue 40, docs/decisions/039): a hotel that
// states its own rate gives cedis, with dollars beside it as "about". The seed's sentences that
// said every price was in US dollars, as first written and as now worded. The seed uses the new
// words; the data migration `rates-in-stated-currency` replaces the old ones where an install
// still holds them exactly, leaving an editor's own wording alone.
export const RATE_CURRENCY_WORDING: readonly (readonly [string, string])[] = [
  [
    "Prices are shown in US dollars per night and are indicative:",
    "Prices are indicative nightly rates, in cedis or US dollars as their source gave them, with the other currency beside them as an approximate conversion:",
  ],
  [
    "Prices on the site are indicative nightly rates in US dollars.",
    "Prices on the site are indicative nightly rates, in cedis or US dollars as their source gave them.",
  ],
  [
    "The price on a card is an indicative nightly rate in US dollars that our editors record for the hotel.",
    "The price on a card is an indicative nightly rate that our editors record for the hotel, in the currency its source gave (cedis or US dollars), with the other beside it as an approximate conversion at the reference rate shown under the list.",
  ],
  [
    "The prices on Akwaaba Stays are indicative, in US dollars per night;",
    "The prices on Akwaaba Stays are indicative nightly rates, in cedis or US dollars as their source gave them;",
  ],
  [
    "The prices on Akwaaba Stays are indicative, shown in US dollars per night, to help you compare hotels.",
    "The prices on Akwaaba Stays are indicative nightly rates, in cedis or US dollars as their source gave them, to help you compare hotels.",
  ],
  [
    "Prices on Akwaaba Stays are indicative, in US dollars per night, and the live price",
    "Prices on Akwaaba Stays are indicative nightly rates, in cedis or US dollars as their source gave them, and the live price",
  ],
];
