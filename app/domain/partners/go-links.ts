// Links that leave the site. Partner links all go through the site's own /go/ paths, which count
// the click and redirect (app/routes/go.ts); the map links go straight to the maps search. Booking
// dates roll: check-in today, check-out tomorrow, in Ghana's time zone (GMT), per DECISIONS.md
// item 1.

export interface PartnerConfig {
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

/** 'View on Map': a maps search for the phrase. */
export function mapSearchUrl(config: PartnerConfig, query: string): string {
  const base = config.mapsUrl.endsWith("/") ? config.mapsUrl : `${config.mapsUrl}/`;
  return `${base}${encodeURIComponent(query).replace(/%20/g, "+")}`;
}

export const TRAVEL_SERVICES = ["stays", "flights", "cars", "activities"] as const;
export type TravelService = (typeof TRAVEL_SERVICES)[number];

export type GoKind = "hotel" | "city" | "landing" | "search" | "product";

/**
 * The site's own path for a partner link: what is clicked and where it was placed. The server
 * turns it into the partner's URL and counts the click.
 */
export function goPath(kind: GoKind, key: string, placement: string): string {
  return `/go/${kind}/${encodeURIComponent(key)}?placement=${encodeURIComponent(placement)}`;
}

/**
 * The rel of every partner link: paid (Google's `sponsored`, also `nofollow`), no window handed
 * over. Not `noreferrer`: partners such as Amazon must see which site sent the visitor.
 */
export const SPONSORED_REL = "sponsored nofollow noopener";
