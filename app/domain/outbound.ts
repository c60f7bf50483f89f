// Every outbound partner URL is built here, from a typed request, so a partner can be swapped
// without touching pages. Booking dates roll: check-in today, check-out tomorrow, in Ghana's
// time zone (GMT), per DECISIONS.md item 1.

export interface PartnerConfig {
  /** Travel-booking partner's search URL. */
  travelUrl: string;
  travelAffiliateId: string;
  /** Online retailer's base URL. */
  retailUrl: string;
  retailTag: string;
  /** Maps search URL; the query is appended as a path segment. */
  mapsUrl: string;
}

export interface StayDates {
  checkin: string;
  checkout: string;
}

/** Today and tomorrow as YYYY-MM-DD in Ghana (GMT, no daylight saving). */
export function rollingStayDates(now: Date, nights = 1): StayDates {
  const day = (offset: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
      .toISOString()
      .slice(0, 10);
  return { checkin: day(0), checkout: day(nights) };
}

function withQuery(base: string, params: Record<string, string | number | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export interface HotelBookingRequest {
  name: string;
  city: string;
  affiliateLink: string | null;
}

/** A hotel's Book Now: its own affiliate link, else a partner search for the hotel. */
export function hotelBookingUrl(
  config: PartnerConfig,
  hotel: HotelBookingRequest,
  now: Date,
): string {
  if (hotel.affiliateLink) return hotel.affiliateLink;
  const { checkin, checkout } = rollingStayDates(now);
  return withQuery(config.travelUrl, {
    destination: hotel.city,
    hotel: hotel.name,
    checkin,
    checkout,
    adults: 2,
    rooms: 1,
    aid: config.travelAffiliateId,
  });
}

export interface DestinationSearchRequest {
  destination: string;
  /** City and landing pages pass dates and adults; detail pages leave them out (SPEC.md section 7). */
  withStay?: boolean;
  adults?: number;
  nights?: number;
  maxPrice?: number;
  minStars?: number;
}

/** A partner search for a destination: city pages, landing pages and their detail links. */
export function destinationSearchUrl(
  config: PartnerConfig,
  request: DestinationSearchRequest,
  now: Date,
): string {
  const stay = request.withStay ? rollingStayDates(now, request.nights ?? 1) : undefined;
  return withQuery(config.travelUrl, {
    destination: request.destination,
    checkin: stay?.checkin,
    checkout: stay?.checkout,
    adults: request.withStay ? (request.adults ?? 2) : undefined,
    maxPrice: request.maxPrice,
    minRating: request.minStars,
    aid: config.travelAffiliateId,
  });
}

/** 'View on Map': a maps search for the phrase. */
export function mapSearchUrl(config: PartnerConfig, query: string): string {
  const base = config.mapsUrl.endsWith("/") ? config.mapsUrl : `${config.mapsUrl}/`;
  return `${base}${encodeURIComponent(query).replace(/%20/g, "+")}`;
}

/** A retailer product page for a verified product id, else a search for its title (DECISIONS.md item 11). */
export function productUrl(config: PartnerConfig, product: { id?: string; title: string }): string {
  if (product.id) {
    return withQuery(
      new URL(`/dp/${encodeURIComponent(product.id)}`, config.retailUrl).toString(),
      {
        tag: config.retailTag,
      },
    );
  }
  return retailSearchUrl(config, product.title);
}

export function retailSearchUrl(config: PartnerConfig, query: string): string {
  return withQuery(new URL("/s", config.retailUrl).toString(), { k: query, tag: config.retailTag });
}

// The home page's search box (SPEC.md sections 3 and 7): each tab opens the travel partner with
// service=stays|flights|cars|activities plus the form's fields. The search forms also submit
// natively (GET, no JS) with the same field names in the same order, so both paths give one URL.

export const TRAVEL_SERVICES = ["stays", "flights", "cars", "activities"] as const;
export type TravelService = (typeof TRAVEL_SERVICES)[number];

/** The query parameter that carries the travel affiliate id (hidden input name in the forms). */
export const TRAVEL_AFFILIATE_PARAM = "aid";

export interface StaysSearch {
  service: "stays";
  location: string;
  checkin: string;
  checkout: string;
  travelers: string;
  addFlight: boolean;
  addCar: boolean;
}

export interface FlightsSearch {
  service: "flights";
  from: string;
  to: string;
  departure: string;
  /** Left out of the URL for one-way trips. */
  return: string;
  travelers: string;
  tripType: "roundtrip" | "oneway";
  addStay: boolean;
  addCar: boolean;
}

export interface CarsSearch {
  service: "cars";
  pickup: string;
  dropoff: string;
  pickupDate: string;
  dropoffDate: string;
  pickupTime: string;
  dropoffTime: string;
  showAarp: boolean;
  discountCodes: string;
}

export interface ActivitiesSearch {
  service: "activities";
}

export type TravelSearch = StaysSearch | FlightsSearch | CarsSearch | ActivitiesSearch;

/** Checked boxes travel as "true" (the checkbox value in the forms); unchecked ones are left out. */
const flag = (isChecked: boolean) => (isChecked ? "true" : undefined);

/** The field names and values of a search, in the order the forms list them. */
export function travelSearchParams(search: TravelSearch): [string, string | undefined][] {
  switch (search.service) {
    case "stays":
      return [
        ["location", search.location],
        ["checkin", search.checkin],
        ["checkout", search.checkout],
        ["travelers", search.travelers],
        ["addFlight", flag(search.addFlight)],
        ["addCar", flag(search.addCar)],
      ];
    case "flights":
      return [
        ["tripType", search.tripType],
        ["from", search.from],
        ["to", search.to],
        ["departure", search.departure],
        ["return", search.tripType === "roundtrip" ? search.return : undefined],
        ["travelers", search.travelers],
        ["addStay", flag(search.addStay)],
        ["addCar", flag(search.addCar)],
      ];
    case "cars":
      return [
        ["pickup", search.pickup],
        ["dropoff", search.dropoff],
        ["pickupDate", search.pickupDate],
        ["pickupTime", search.pickupTime],
        ["dropoffDate", search.dropoffDate],
        ["dropoffTime", search.dropoffTime],
        ["showAarp", flag(search.showAarp)],
        ["discountCodes", search.discountCodes],
      ];
    case "activities":
      return [];
  }
}

/** A search-box submit: the partner's search with service, the form's fields and the affiliate id. */
export function travelSearchUrl(config: PartnerConfig, search: TravelSearch): string {
  // A GET form replaces the action's query string, so the base's own query is dropped here too.
  const url = new URL(travelFormAction(config));
  url.searchParams.set("service", search.service);
  // Empty text fields stay in (as "key="), as a native form submits them.
  for (const [key, value] of travelSearchParams(search)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  url.searchParams.set(TRAVEL_AFFILIATE_PARAM, config.travelAffiliateId);
  return url.toString();
}

/** The search forms' `action`: the partner's search URL without its query or hash. */
export function travelFormAction(config: PartnerConfig): string {
  const url = new URL(config.travelUrl);
  url.search = "";
  url.hash = "";
  return url.toString();
}

/** The search a submitted search form describes (its FormData fields as strings). */
export function travelSearchFromFields(
  service: TravelService,
  fields: Record<string, string | undefined>,
): TravelSearch {
  const text = (name: string) => fields[name] ?? "";
  const isChecked = (name: string) => fields[name] !== undefined && fields[name] !== "";
  switch (service) {
    case "stays":
      return {
        service,
        location: text("location"),
        checkin: text("checkin"),
        checkout: text("checkout"),
        travelers: text("travelers"),
        addFlight: isChecked("addFlight"),
        addCar: isChecked("addCar"),
      };
    case "flights":
      return {
        service,
        tripType: fields.tripType === "oneway" ? "oneway" : "roundtrip",
        from: text("from"),
        to: text("to"),
        departure: text("departure"),
        return: text("return"),
        travelers: text("travelers"),
        addStay: isChecked("addStay"),
        addCar: isChecked("addCar"),
      };
    case "cars":
      return {
        service,
        pickup: text("pickup"),
        dropoff: text("dropoff"),
        pickupDate: text("pickupDate"),
        dropoffDate: text("dropoffDate"),
        pickupTime: text("pickupTime"),
        dropoffTime: text("dropoffTime"),
        showAarp: isChecked("showAarp"),
        discountCodes: text("discountCodes"),
      };
    case "activities":
      return { service };
  }
}

/** The rel of every partner link: paid, and no window or referrer handed over. */
export const SPONSORED_REL = "sponsored noopener noreferrer";
