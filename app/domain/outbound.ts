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

/** The rel of every partner link: paid, and no window or referrer handed over. */
export const SPONSORED_REL = "sponsored noopener noreferrer";
