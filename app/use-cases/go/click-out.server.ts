// A click out to a partner (GET /go/{kind}/{key}): what the link leads to, and counting the click.
// The partner URL is built here from stored data and the operator's partner settings only:
// nothing in the request is followed as a URL, and the few search fields a visitor typed travel
// only as values of the partner's own parameters. Each click gets a fresh opaque id, which the
// partner URL carries as its sub-id; prefetches are sent on but not counted, bots are recorded
// flagged. Each click is written before its redirect is answered, so a crash loses none.
import { randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { z } from "zod";
import {
  activityUrl,
  agodaHotelUrl,
  amazonUrl,
  discovercarsUrl,
  flightUrl,
  isEarning,
  stayUrl,
  storedLinkWithClickId,
  storedLinkWithStay,
  type PartnerId,
  type StaySearch,
} from "#app/domain/partners/partner-links.ts";
import { rollingStayDates } from "#app/domain/partners/go-links.ts";
import {
  indexFlightPlaces,
  resolveFlightPlace,
  unknownPlaceMessage,
} from "#app/domain/partners/airport-codes.ts";
import { FLIGHT_PLACES } from "#app/content/flight-places.ts";
import { DEFAULT_FLIGHT_TO } from "#app/content/search.ts";
import { chooseStay } from "#app/domain/partners/stay-query.ts";
import { DEFAULT_PARTY, type Stay } from "#app/domain/partners/stay.ts";
import { findCityBySlug } from "#app/models/cities.server.ts";
import { findHotelBySlug } from "#app/models/hotels.server.ts";
import { findProductBySlug } from "#app/models/products.server.ts";
import { refusal, type Refusal } from "#app/domain/shared/outcome.ts";
import { recordClick } from "#app/models/clicks.server.ts";
import { activePartners, type ActivePartners } from "#app/models/settings.server.ts";
import { countClickOut } from "#app/observability/metrics.server.ts";

export const CLICK_KINDS = ["hotel", "city", "landing", "search", "product"] as const;
export type ClickKind = (typeof CLICK_KINDS)[number];

export interface ClickOut {
  partner: PartnerId;
  isEarning: boolean;
  /** The partner URL with this click's id in the partner's sub-id slot. */
  urlFor: (clickId: string) => string;
  /** A stay the traveller chose with this click, to remember for later Book Now links. */
  chosenStay?: Stay;
}

/** A stay the traveller sent that no partner would take, with what to change. */
export interface StayProblem {
  problem: string;
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

/** The flight search's known places, indexed once. */
const KNOWN_PLACES = indexFlightPlaces(FLIGHT_PLACES);

/** "4 travelers, 2 rooms" → 4 and 2; what is missing keeps its default. */
function party(travelers: string | undefined, adults: number) {
  const people = /(\d+)\s*traveler/.exec(travelers ?? "");
  const rooms = /(\d+)\s*room/.exec(travelers ?? "");
  return { adults: people ? Number(people[1]) : adults, rooms: rooms ? Number(rooms[1]) : 1 };
}

/**
 * The stay fields a link or form sent. The home search's Stays tab says its party as one
 * "2 travelers, 1 room" choice; Book Now forms send adults, rooms and children.
 */
function stayFields(query: URLSearchParams, isStaysSearch: boolean) {
  const fields = {
    checkin: query.get("checkin"),
    checkout: query.get("checkout"),
    adults: query.get("adults"),
    rooms: query.get("rooms"),
    children: query.get("children"),
  };
  const travelers = query.get("travelers");
  if (isStaysSearch && travelers && !fields.adults) {
    const { adults, rooms } = party(travelers.slice(0, 120), 2);
    return { ...fields, adults: String(adults), rooms: String(rooms) };
  }
  return fields;
}

async function resolveClickOut(
  kind: string,
  key: string,
  query: URLSearchParams,
  placement: string,
  now: Date,
  remembered: Stay | null = null,
): Promise<ClickOut | ClickRefusal | StayProblem | null> {
  const settings = await activePartners();
  const { accounts } = settings;
  const isStaysSearch = kind === "search" && key === "stays";
  // Every stays link asks for the traveller's own stay: sent with the click, else remembered.
  const choice =
    kind === "hotel" || kind === "city" || kind === "landing" || isStaysSearch
      ? chooseStay(stayFields(query, isStaysSearch), remembered, rollingStayDates(now).checkin)
      : null;
  if (choice && "problem" in choice) return choice;
  const stay = choice?.stay ?? { ...rollingStayDates(now), ...DEFAULT_PARTY };
  const chosenStay = choice?.source === "chosen" ? stay : undefined;
  const stays = (search: Omit<StaySearch, keyof Stay>): ClickOut => ({
    partner: settings.stays,
    isEarning: isEarning(settings.stays, accounts),
    urlFor: (clickId) => stayUrl(settings.stays, accounts, { ...search, ...stay }, clickId),
    chosenStay,
  });

  switch (kind) {
    case "hotel": {
      const hotel = await findHotelBySlug(key);
      if (!hotel) return null;
      // The hotel's own Agoda page, when its id there is known, wins over any other link: it
      // always asks for the traveller's stay and carries the account id the Settings tab holds.
      const agodaHotelId = hotel.agodaHotelId;
      if (agodaHotelId) {
        return {
          partner: "agoda",
          isEarning: isEarning("agoda", accounts),
          urlFor: (clickId) => agodaHotelUrl(accounts.agodaCid, agodaHotelId, stay, clickId),
          chosenStay,
        };
      }
      // A partner link the operator stored for this hotel wins over a search for it.
      const link = hotel.affiliateLink;
      const stored = link ? storedLinkWithClickId(link, "") : null;
      if (link && stored) {
        // The partner's own default stay, unless the traveller has one of theirs.
        const linkFor = (clickId: string) => storedLinkWithClickId(link, clickId)!.url;
        return {
          partner: stored.partner,
          isEarning: stored.isEarning,
          urlFor:
            choice?.source === "default" ? linkFor : (id) => storedLinkWithStay(linkFor(id), stay),
          chosenStay,
        };
      }
      return stays({ destination: `${hotel.name}, ${hotel.city}, Ghana` });
    }
    case "city": {
      const city = await findCityBySlug(key);
      if (!city) return null;
      return stays({ destination: `${city.name}, Ghana` });
    }
    case "landing":
      if (key === "budget") return stays({ destination: "Accra, Ghana", maxPriceUsd: 75 });
      if (key === "luxury") return stays({ destination: "Ghana", minStars: 4 });
      return null;
    case "search":
      if (isStaysSearch) {
        const location = SearchFieldsSchema.parse(Object.fromEntries(query)).location;
        return stays({ destination: location || "Accra, Ghana" });
      }
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
    case "flights": {
      const from = fields.from ? resolveFlightPlace(fields.from, KNOWN_PLACES) : undefined;
      const to = resolveFlightPlace(fields.to || DEFAULT_FLIGHT_TO, KNOWN_PLACES);
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

const PLACEMENT = /^[a-z0-9-]{1,40}$/;

/** The click as the request tells it. */
export interface ClickRequest {
  kind: string;
  key: string;
  query: URLSearchParams;
  /** Where the link was placed, as sent: anything but a short slug counts as "unknown". */
  placement: string;
  /** The stay the traveller's cookie remembers, if any. */
  remembered: Stay | null;
  /** A browser's prefetch or prerender: sent on, not counted. */
  isPrefetch: boolean;
  userAgent: string | null;
  /** The site page the click came from. */
  page: string | null;
  clientAddress: string;
}

/**
 * Where a click goes, or why it goes nowhere: dates no partner would take (400), no partner link
 * here (404), or a search we cannot send as asked (400, with every problem).
 */
export type GoLinkOutcome =
  | { ok: true; location: string; chosenStay?: Stay }
  | (Refusal & { reason: "dates" | "no-link" | "search"; problems: string[] });

/** Follows a /go/ link: the partner URL with a fresh click id, the click counted unless prefetched. */
export async function followGoLink(click: ClickRequest, now = new Date()): Promise<GoLinkOutcome> {
  const placement = PLACEMENT.test(click.placement) ? click.placement : "unknown";
  const target = await resolveClickOut(
    click.kind,
    click.key,
    click.query,
    placement,
    now,
    click.remembered,
  );
  if (target && "problem" in target) {
    return { ...refusal(400, target.problem), reason: "dates", problems: [target.problem] };
  }
  if (!target) {
    const error = "No partner link here. Go back to the page and try its button again.";
    return { ...refusal(404, error), reason: "no-link", problems: [] };
  }
  if ("problems" in target) {
    // Nothing is counted: no partner was opened.
    const error = target.problems[0] ?? "We could not search for that.";
    return { ...refusal(400, error), reason: "search", problems: target.problems };
  }
  const clickId = randomBytes(12).toString("base64url");
  if (!click.isPrefetch) {
    // Committed before the redirect is answered; a click that cannot be recorded still goes through.
    await recordClick({
      clickId,
      kind: click.kind,
      key: click.key,
      placement,
      page: click.page,
      partner: target.partner,
      isEarning: target.isEarning,
      clientAddress: click.clientAddress,
      isBot: !click.userAgent || isbot(click.userAgent),
    });
    countClickOut(click.kind);
  }
  return { ok: true, location: target.urlFor(clickId), chosenStay: target.chosenStay };
}
