// What a /go/ link leads to. The partner URL is built here from stored data and the operator's
// partner settings only: nothing in the request is followed as a URL, and the few search fields
// a visitor typed travel only as values of the partner's own parameters.
import { z } from "zod";
import {
  activityUrl,
  amazonUrl,
  discovercarsUrl,
  flightUrl,
  isEarning,
  stayUrl,
  storedLinkWithClickId,
  type PartnerId,
  type StaySearch,
} from "#app/domain/partner-links.ts";
import { rollingStayDates } from "#app/domain/outbound.ts";
import { resolveFlightPlace, unknownPlaceMessage } from "#app/domain/airport-codes.ts";
import { DEFAULT_FLIGHT_TO } from "#app/content/search.ts";
import { findCityBySlug } from "#app/models/cities.server.ts";
import { findHotelBySlug } from "#app/models/hotels.server.ts";
import { findProductBySlug } from "#app/models/products.server.ts";
import { activePartners, type ActivePartners } from "#app/services/partner-settings.server.ts";

export const CLICK_KINDS = ["hotel", "city", "landing", "search", "product"] as const;
export type ClickKind = (typeof CLICK_KINDS)[number];

export interface ClickOut {
  partner: PartnerId;
  isEarning: boolean;
  /** The partner URL with this click's id in the partner's sub-id slot. */
  urlFor: (clickId: string) => string;
}

/** A search we cannot send as asked: what to tell the person, so nothing they typed is dropped. */
export interface ClickRefusal {
  problems: string[];
}

/** The query a /go/ link may carry: where it was placed, and a search form's fields. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const text = z.string().trim().max(120).optional().catch(undefined);
// A place is checked whole, however long: one cut short or dropped would search somewhere else.
const place = z.string().trim().optional().catch(undefined);
export const SearchFieldsSchema = z.object({
  location: text,
  checkin: day,
  checkout: day,
  travelers: text,
  tripType: z.enum(["roundtrip", "oneway"]).catch("roundtrip"),
  from: place,
  to: place,
  departure: day,
  return: day,
});

/** "4 travelers, 2 rooms" → 4 and 2; what is missing keeps its default. */
function party(travelers: string | undefined, adults: number) {
  const people = /(\d+)\s*traveler/.exec(travelers ?? "");
  const rooms = /(\d+)\s*room/.exec(travelers ?? "");
  return { adults: people ? Number(people[1]) : adults, rooms: rooms ? Number(rooms[1]) : 1 };
}

export async function resolveClickOut(
  kind: string,
  key: string,
  query: URLSearchParams,
  placement: string,
  now: Date,
): Promise<ClickOut | ClickRefusal | null> {
  const settings = await activePartners();
  const { accounts } = settings;
  const stays = (search: Omit<StaySearch, "children">): ClickOut => ({
    partner: settings.stays,
    isEarning: isEarning(settings.stays, accounts),
    urlFor: (clickId) => stayUrl(settings.stays, accounts, { ...search, children: 0 }, clickId),
  });
  const dates = rollingStayDates(now);

  switch (kind) {
    case "hotel": {
      const hotel = await findHotelBySlug(key);
      if (!hotel) return null;
      // A partner link the operator stored for this hotel wins over a search for it.
      const link = hotel.affiliateLink;
      const stored = link ? storedLinkWithClickId(link, "") : null;
      if (link && stored) {
        return {
          partner: stored.partner,
          isEarning: stored.isEarning,
          urlFor: (clickId) => storedLinkWithClickId(link, clickId)!.url,
        };
      }
      return stays({
        destination: `${hotel.name}, ${hotel.city}, Ghana`,
        ...dates,
        adults: 2,
        rooms: 1,
      });
    }
    case "city": {
      const city = await findCityBySlug(key);
      if (!city) return null;
      return stays({ destination: `${city.name}, Ghana`, ...dates, adults: 2, rooms: 1 });
    }
    case "landing":
      if (key === "budget") {
        return stays({
          destination: "Accra, Ghana",
          ...dates,
          adults: 2,
          rooms: 1,
          maxPriceUsd: 75,
        });
      }
      if (key === "luxury") {
        return stays({ destination: "Ghana", ...dates, adults: 2, rooms: 1, minStars: 4 });
      }
      return null;
    case "search":
      return searchClickOut(key, SearchFieldsSchema.parse(Object.fromEntries(query)), settings);
    case "product": {
      const query = key === "more" ? "travel essentials Ghana" : undefined;
      const product = query ? undefined : await findProductBySlug(key);
      if (!product && !query) return null;
      const request = {
        asin: product?.retailerProductId ?? undefined,
        query: query ?? product!.title,
        placement,
      };
      return {
        partner: "amazon",
        isEarning: isEarning("amazon", accounts),
        urlFor: () => amazonUrl(accounts, request),
      };
    }
    default:
      return null;
  }
}

function searchClickOut(
  service: string,
  fields: z.infer<typeof SearchFieldsSchema>,
  settings: ActivePartners,
): ClickOut | ClickRefusal | null {
  const { accounts } = settings;
  switch (service) {
    case "stays": {
      const search: StaySearch = {
        destination: fields.location || "Accra, Ghana",
        checkin: fields.checkin,
        checkout: fields.checkout,
        ...party(fields.travelers, 2),
        children: 0,
      };
      return {
        partner: settings.stays,
        isEarning: isEarning(settings.stays, accounts),
        urlFor: (clickId) => stayUrl(settings.stays, accounts, search, clickId),
      };
    }
    case "flights": {
      const from = fields.from ? resolveFlightPlace(fields.from) : undefined;
      const to = resolveFlightPlace(fields.to || DEFAULT_FLIGHT_TO);
      if (from === null || to === null) {
        return {
          problems: [
            ...(from === null ? [unknownPlaceMessage(fields.from!, "from")] : []),
            ...(to === null ? [unknownPlaceMessage(fields.to!, "to")] : []),
          ],
        };
      }
      const search = {
        from: from?.code,
        to: to.code,
        depart: fields.departure ?? "",
        return: fields.tripType === "roundtrip" ? fields.return : undefined,
        adults: party(fields.travelers, 1).adults,
      };
      return {
        partner: settings.flights,
        isEarning: isEarning(settings.flights, accounts),
        urlFor: (clickId) => flightUrl(settings.flights, accounts, search, clickId),
      };
    }
    case "cars":
      return {
        partner: "discovercars",
        isEarning: isEarning("discovercars", accounts),
        urlFor: (clickId) => discovercarsUrl(accounts.discovercarsAid, clickId),
      };
    case "activities":
      return {
        partner: settings.activities,
        isEarning: isEarning(settings.activities, accounts),
        urlFor: (clickId) =>
          activityUrl(settings.activities, accounts, { query: "Ghana" }, clickId),
      };
    default:
      return null;
  }
}
