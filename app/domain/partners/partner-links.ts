// One adapter per affiliate partner: each turns a typed request into that partner's real URL,
// in the formats docs/partners.md records (with sources). Every adapter takes our click id as
// the sub-id, so a commission report can be matched back to the click. A partner whose account
// id is not set yet still gets a working link: it just does not earn.

import type { Stay } from "#app/domain/partners/stay.ts";

export const PARTNER_CATEGORIES = ["stays", "flights", "cars", "activities", "retail"] as const;
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

/** Each partner, its category, and the query parameter that carries our account id. */
export const PARTNERS = {
  booking: { name: "Booking.com", category: "stays", accountParam: "aid" },
  "booking-awin": { name: "Booking.com via Awin", category: "stays", accountParam: "awinaffid" },
  agoda: { name: "Agoda", category: "stays", accountParam: "cid" },
  aviasales: { name: "Aviasales (Travelpayouts)", category: "flights", accountParam: "marker" },
  skyscanner: { name: "Skyscanner", category: "flights", accountParam: "mediaPartnerId" },
  discovercars: { name: "DiscoverCars", category: "cars", accountParam: "a_aid" },
  getyourguide: { name: "GetYourGuide", category: "activities", accountParam: "partner_id" },
  viator: { name: "Viator", category: "activities", accountParam: "pid" },
  amazon: { name: "Amazon", category: "retail", accountParam: "tag" },
} as const satisfies Record<
  string,
  { name: string; category: PartnerCategory; accountParam: string }
>;

export type PartnerId = keyof typeof PARTNERS;
export type PartnerIn<C extends PartnerCategory> = {
  [P in PartnerId]: (typeof PARTNERS)[P]["category"] extends C ? P : never;
}[PartnerId];
export type StayPartner = PartnerIn<"stays">;
export type FlightPartner = PartnerIn<"flights">;
export type ActivityPartner = PartnerIn<"activities">;

/** The partners the operator can choose from for a category, in the order the dashboard lists them. */
export function partnersIn<C extends PartnerCategory>(category: C): PartnerIn<C>[] {
  return (Object.keys(PARTNERS) as PartnerId[]).filter(
    (id) => PARTNERS[id].category === category,
  ) as PartnerIn<C>[];
}

/** The Amazon placements that can each have a tracking id, so Amazon's report tells them apart. */
export const AMAZON_PLACEMENTS = ["product-card", "products-more"] as const;
export type AmazonPlacement = (typeof AMAZON_PLACEMENTS)[number];

/** The account ids partners issue; empty until the operator enters them. */
export interface PartnerAccounts {
  bookingAid: string;
  awinMid: string;
  awinAffId: string;
  agodaCid: string;
  travelpayoutsMarker: string;
  skyscannerPartnerId: string;
  discovercarsAid: string;
  getyourguidePartnerId: string;
  viatorPid: string;
  /** Amazon reports only by tracking id, so each placement may have its own. */
  amazonTag: string;
  amazonTagsByPlacement: Readonly<Record<string, string>>;
}

/** Whether links of this partner carry our account id, so clicks can earn. */
export function isEarning(partner: PartnerId, accounts: PartnerAccounts): boolean {
  switch (partner) {
    case "booking":
      return accounts.bookingAid !== "";
    case "booking-awin":
      return accounts.awinMid !== "" && accounts.awinAffId !== "";
    case "agoda":
      return accounts.agodaCid !== "";
    case "aviasales":
      return accounts.travelpayoutsMarker !== "";
    case "skyscanner":
      return accounts.skyscannerPartnerId !== "";
    case "discovercars":
      return accounts.discovercarsAid !== "";
    case "getyourguide":
      return accounts.getyourguidePartnerId !== "";
    case "viator":
      return accounts.viatorPid !== "";
    case "amazon":
      return (
        accounts.amazonTag !== "" || Object.values(accounts.amazonTagsByPlacement).some(Boolean)
      );
  }
}

export interface StaySearch {
  /** What the partner's search box would take, e.g. "Kumasi, Ghana" or a hotel's name and city. */
  destination: string;
  checkin?: string;
  checkout?: string;
  adults: number;
  rooms: number;
  children: number;
  /** The budget page's cap, in US dollars a night. */
  maxPriceUsd?: number;
  /** The luxury page's floor: this many stars and up. */
  minStars?: number;
  /** Agoda's id for the city, when the operator has entered it. */
  agodaCityId?: string;
}

export interface FlightSearch {
  /** IATA codes (app/domain/partners/airport-codes.ts); without an origin the partner asks for one. */
  from?: string;
  to: string;
  depart: string;
  /** Absent for one-way trips. */
  return?: string;
  adults: number;
}

export interface ActivitySearch {
  query: string;
}

export interface RetailRequest {
  /** A verified Amazon product (ASIN); without one, a search for the query. */
  asin?: string;
  query: string;
  placement: string;
}

function build(base: string, params: Record<string, string | number | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Booking.com's filter parameter: star classes and a price cap, joined by semicolons. */
function bookingFilter(search: StaySearch): string | undefined {
  const filters: string[] = [];
  if (search.minStars !== undefined) {
    for (let stars = Math.max(1, search.minStars); stars <= 5; stars += 1) {
      filters.push(`class=${stars}`);
    }
  }
  if (search.maxPriceUsd !== undefined) filters.push(`price=USD-min-${search.maxPriceUsd}-1`);
  return filters.length > 0 ? filters.join(";") : undefined;
}

export function bookingStayUrl(aid: string, search: StaySearch, clickId: string): string {
  return build("https://www.booking.com/searchresults.html", {
    ss: search.destination,
    checkin: search.checkin,
    checkout: search.checkout,
    group_adults: search.adults,
    no_rooms: search.rooms,
    group_children: search.children,
    nflt: bookingFilter(search),
    aid,
    label: clickId,
  });
}

/** Booking.com through the Awin network: Awin's tracking link wrapping the Booking.com URL. */
export function awinBookingStayUrl(
  accounts: Pick<PartnerAccounts, "awinMid" | "awinAffId">,
  search: StaySearch,
  clickId: string,
): string {
  return build("https://www.awin1.com/cread.php", {
    awinmid: accounts.awinMid,
    awinaffid: accounts.awinAffId,
    clickref: clickId,
    ued: bookingStayUrl("", search, ""),
  });
}

/** Agoda searches by its own city id; without one the link opens Agoda's search page. */
export function agodaStayUrl(cid: string, search: StaySearch, clickId: string): string {
  return build("https://www.agoda.com/partners/partnersearch.aspx", {
    cid,
    pcs: 1,
    city: search.agodaCityId,
    checkIn: search.checkin,
    checkOut: search.checkout,
    adults: search.adults,
    rooms: search.rooms,
    children: search.children,
    tag: clickId,
  });
}

/**
 * Agoda's own id for a hotel: the number its partner links carry as `hid` (docs/partners.md).
 * Digits only, so a stored id can never add a parameter or a path to the link.
 */
export const AGODA_HOTEL_ID = /^[1-9][0-9]{0,11}$/;
export const AGODA_HOTEL_ID_MESSAGE =
  "An Agoda hotel id is digits only, like 1234567: the number after hid= in Agoda's link to the hotel.";

/** The hotel's own page at Agoda, asking for the traveller's stay, our click id as the tag. */
export function agodaHotelUrl(cid: string, hotelId: string, stay: Stay, clickId: string): string {
  // The schema refuses any other id; this keeps a bad row from ever becoming a link.
  if (!AGODA_HOTEL_ID.test(hotelId)) throw new Error("Not an Agoda hotel id.");
  return build("https://www.agoda.com/partners/partnersearch.aspx", {
    cid,
    pcs: 1,
    hid: hotelId,
    checkIn: stay.checkin,
    checkOut: stay.checkout,
    adults: stay.adults,
    rooms: stay.rooms,
    children: stay.children,
    tag: clickId,
  });
}

/** Aviasales (Travelpayouts): economy, the only cabin its link format takes. */
export function aviasalesFlightUrl(marker: string, search: FlightSearch, clickId: string): string {
  return build("https://www.aviasales.com/search", {
    origin_iata: search.from,
    destination_iata: search.to,
    depart_date: search.depart,
    return_date: search.return,
    adults: search.adults,
    trip_class: 0,
    marker,
    sub_id: clickId,
  });
}

/** Skyscanner's referral link (through Impact): our click id travels as utm_term. */
export function skyscannerFlightUrl(
  mediaPartnerId: string,
  search: FlightSearch,
  clickId: string,
): string {
  return build("https://www.skyscanner.net/g/referrals/v1/flights/day-view/", {
    origin: search.from,
    destination: search.to,
    outboundDate: search.depart,
    inboundDate: search.return,
    adultsv2: search.adults,
    mediaPartnerId,
    utm_term: clickId,
  });
}

/**
 * DiscoverCars documents only its affiliate and sub-id parameters, so the traveller picks places
 * and dates on its search page; we do not guess at undocumented ones.
 */
export function discovercarsUrl(aid: string, clickId: string): string {
  return build("https://www.discovercars.com/", { a_aid: aid, data1: clickId });
}

export function getyourguideUrl(
  partnerId: string,
  search: ActivitySearch,
  clickId: string,
): string {
  return build("https://www.getyourguide.com/s/", {
    q: search.query,
    partner_id: partnerId,
    cmp: clickId,
  });
}

/** Viator's search with its affiliate parameters; mcid and medium are fixed for link affiliates. */
export function viatorUrl(pid: string, search: ActivitySearch, clickId: string): string {
  return build("https://www.viator.com/searchResults/all", {
    text: search.query,
    pid,
    mcid: 42383,
    medium: "link",
    campaign: clickId,
  });
}

/**
 * The placement each Amazon tracking id stands for, so Amazon's report (by tracking id) can be
 * credited to placements; a tag shared with another placement or the default tells nothing.
 */
export function amazonPlacementByTag(
  accounts: Pick<PartnerAccounts, "amazonTag" | "amazonTagsByPlacement">,
): Record<string, string> {
  const byTag: Record<string, string> = {};
  for (const [placement, tag] of Object.entries(accounts.amazonTagsByPlacement)) {
    const isShared =
      !tag ||
      tag === accounts.amazonTag ||
      Object.entries(accounts.amazonTagsByPlacement).some(
        ([other, otherTag]) => other !== placement && otherTag === tag,
      );
    if (!isShared) byTag[tag] = placement;
  }
  return byTag;
}

/**
 * Amazon: the placement's own tracking id, else the default one. Amazon reports only by tracking
 * id, so no click id travels in the URL.
 */
export function amazonUrl(
  accounts: Pick<PartnerAccounts, "amazonTag" | "amazonTagsByPlacement">,
  request: RetailRequest,
): string {
  const tag = accounts.amazonTagsByPlacement[request.placement] || accounts.amazonTag;
  return request.asin
    ? build(`https://www.amazon.com/dp/${encodeURIComponent(request.asin)}`, { tag })
    : build("https://www.amazon.com/s", { k: request.query, tag });
}

/** A stay search with the operator's chosen stays partner. */
export function stayUrl(
  partner: StayPartner,
  accounts: PartnerAccounts,
  search: StaySearch,
  clickId: string,
): string {
  switch (partner) {
    case "booking":
      return bookingStayUrl(accounts.bookingAid, search, clickId);
    case "booking-awin":
      return awinBookingStayUrl(accounts, search, clickId);
    case "agoda":
      return agodaStayUrl(accounts.agodaCid, search, clickId);
  }
}

/** A flight search with the operator's chosen flights partner. */
export function flightUrl(
  partner: FlightPartner,
  accounts: PartnerAccounts,
  search: FlightSearch,
  clickId: string,
): string {
  return partner === "skyscanner"
    ? skyscannerFlightUrl(accounts.skyscannerPartnerId, search, clickId)
    : aviasalesFlightUrl(accounts.travelpayoutsMarker, search, clickId);
}

/** An activity search with the operator's chosen activities partner. */
export function activityUrl(
  partner: ActivityPartner,
  accounts: PartnerAccounts,
  search: ActivitySearch,
  clickId: string,
): string {
  return partner === "viator"
    ? viatorUrl(accounts.viatorPid, search, clickId)
    : getyourguideUrl(accounts.getyourguidePartnerId, search, clickId);
}

/** Each stays partner's own names for a stay's fields, by the host its links use. */
const STAY_PARAMS_BY_HOST: Record<string, Record<keyof Stay, string>> = {
  "www.booking.com": {
    checkin: "checkin",
    checkout: "checkout",
    adults: "group_adults",
    rooms: "no_rooms",
    children: "group_children",
  },
  "www.agoda.com": {
    checkin: "checkIn",
    checkout: "checkOut",
    adults: "adults",
    rooms: "rooms",
    children: "children",
  },
};

/**
 * A hotel's stored partner link asking for the traveller's stay, in that partner's parameters
 * (inside Awin's wrapped `ued` for Booking.com via Awin). A link we do not know is left alone.
 */
export function storedLinkWithStay(link: string, stay: Stay): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (url.hostname === "www.awin1.com") {
    const wrapped = url.searchParams.get("ued");
    if (wrapped) url.searchParams.set("ued", storedLinkWithStay(wrapped, stay));
    return url.toString();
  }
  const names = url.protocol === "https:" ? STAY_PARAMS_BY_HOST[url.hostname] : undefined;
  if (!names) return link;
  for (const field of Object.keys(names) as (keyof Stay)[]) {
    url.searchParams.set(names[field], String(stay[field]));
  }
  return url.toString();
}

/** The sub-id parameter each partner host reads, for links the operator stored by hand. */
const SUB_ID_BY_HOST: Record<string, { partner: PartnerId; param: string; account: string }> = {
  "www.booking.com": { partner: "booking", param: "label", account: "aid" },
  "www.awin1.com": { partner: "booking-awin", param: "clickref", account: "awinaffid" },
  "www.agoda.com": { partner: "agoda", param: "tag", account: "cid" },
};

/**
 * A hotel's own stored affiliate link with our click id in its partner's sub-id slot; null when
 * the link is not a partner link we know, so the caller builds one instead.
 */
export function storedLinkWithClickId(
  link: string,
  clickId: string,
): { partner: PartnerId; url: string; isEarning: boolean } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const slot = url.protocol === "https:" ? SUB_ID_BY_HOST[url.hostname] : undefined;
  if (!slot) return null;
  url.searchParams.set(slot.param, clickId);
  const isEarning = Boolean(url.searchParams.get(slot.account));
  return { partner: slot.partner, url: url.toString(), isEarning };
}
