// The words hotel cards, lists and pages show, as a type: English pages keep theirs in their
// components (so their script gains nothing), French pages receive theirs in the page's data from
// the server (app/i18n/french-hotels.server.ts; docs/decisions/048). `{name}` and `{city}` are
// filled where the words are used.

/** A hotel card's words in the page's language, sent with the root's data (app/i18n/chrome.ts). */
export interface HotelCardWords {
  /** Where a hotel's page is: "/hotels/" or "/fr/hotels/". */
  hotelPath: string;
  /** The alt text of a hotel's drawn illustration: "Illustration for {name}". */
  illustration: string;
  amenities: string;
  perNight: string;
  oldRate: string;
  bookNow: string;
  /** After a partner link's words, for screen readers. */
  newTab: string;
  loading: string;
  /** After a rating's figure, for screen readers: " out of 5". */
  outOf: string;
  save: string;
  saved: string;
  /** The Save button's name: "Save {name}". */
  saveName: string;
  savedToast: string;
  viewShortlist: string;
  /** "View shortlist" with its count after it. */
  shortlistCount: string;
  /** The partner note beside Book Now (components/partner-note.tsx). */
  partner: string;
  howWeEarn: string;
  /** The link after a list's price note, and its page's language when not the page's. */
  howWeList: string;
  howWeListLang?: string;
}

/** A card's prices written out by the server in the page's language (French pages). */
export interface ShownPrices {
  rate: string;
  /** Cedis beside dollars, or dollars beside cedis. */
  other: string | null;
  /** CFA francs. */
  xof: string | null;
}

/** A French card's own words, worded by the server: its prices, rating figure and type. */
export interface ShownCard extends ShownPrices {
  /** The rating's figure: "4,4". */
  rating: string;
  /** "Hôtel de plage" */
  type: string;
}

/** The filter panel's words. */
export interface FilterWords {
  fold: string;
  /** "Filter and sort hotels ({count} on)" */
  foldOn: string;
  form: string;
  heading: string;
  city: string;
  allCities: string;
  price: string;
  anyPrice: string;
  /** Price bands by key: "0-50" and the like, and "300+". */
  bands: Readonly<Record<string, string>>;
  customPrice: string;
  minimum: string;
  maximum: string;
  min: string;
  max: string;
  to: string;
  rating: string;
  anyRating: string;
  /** "{rating} stars and up", from "3+" and the like. */
  ratingUp: string;
  type: string;
  allTypes: string;
  sort: string;
  sorts: Readonly<Record<string, string>>;
  amenities: string;
  practical: string;
  practicalHint: string;
  practicalLabels: Readonly<Record<string, string>>;
  apply: string;
  clear: string;
  /** Amenity and hotel-type labels by key. */
  amenityLabels: Readonly<Record<string, string>>;
  typeLabels: Readonly<Record<string, string>>;
}

/** Links and notes around lists of prices. */
export interface PriceNoteWords {
  partner: string;
  howWeEarn: string;
  /** What a listed price is (the site's price note in English). */
  price: string;
  howWeList: string;
  /** Set when the linked page is in another language than the note. */
  howWeListLang?: string;
  pagination: string;
  previous: string;
  next: string;
  /** "Page {page}" */
  page: string;
  breadcrumb: string;
}
