// The link health check: each active partner's link, each hotel's stored partner link and each
// hotel's own Agoda page is followed redirect by redirect and judged (app/domain/partners/link-health.ts).
// Links to one partner site are followed one after another, so a check of many hotels never
// sends a partner more than one request at a time. It runs daily (the
// daily-link-check job) and on demand (the Settings tab, POST /api/admin/link-check); the last run
// is kept for the Settings and System tabs, with an audit entry when a person asked for it.
import { judgeLink, type Hop, type LinkVerdict } from "#app/domain/partners/link-health.ts";
import {
  activityUrl,
  agodaHotelUrl,
  amazonUrl,
  discovercarsUrl,
  flightUrl,
  PARTNERS,
  stayUrl,
} from "#app/domain/partners/partner-links.ts";
import { href } from "#app/paths.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import {
  activePartners,
  saveLinkCheck,
  type StoredLinkCheck,
} from "#app/models/settings.server.ts";

export interface LinkEdit {
  path: string;
  label: string;
}

export interface LinkToCheck {
  label: string;
  url: string;
  /** The parameter that must survive the redirects. */
  affiliateParam?: string;
  /** Where the operator fixes it: a hotel's editor in the studio, and the link's words. */
  edit?: LinkEdit;
}

export interface LinkResult extends LinkVerdict {
  label: string;
  url: string;
  edit?: LinkEdit;
}

const MAX_HOPS = 8;
const TIMEOUT_MS = 10_000;
const CHECK_ID = "link-check";

/** Follows a link one redirect at a time, so every hop can be judged. */
export async function followLink(url: string): Promise<Hop[]> {
  const hops: Hop[] = [];
  let next = url;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    let response: Response;
    try {
      response = await fetch(next, {
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { "User-Agent": "Mozilla/5.0 (compatible; AkwaabaStays-LinkCheck/1.0)" },
      });
    } catch {
      return hops;
    }
    await response.body?.cancel();
    hops.push({ url: next, status: response.status });
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return hops;
    next = new URL(location, next).toString();
  }
  return hops;
}

async function checkLink(link: LinkToCheck): Promise<LinkResult> {
  return {
    label: link.label,
    url: link.url,
    ...(link.edit ? { edit: link.edit } : {}),
    ...judgeLink(link.url, await followLink(link.url), link.affiliateParam),
  };
}

/**
 * Checks every link, in the order given. Different partner sites are checked side by side; the
 * links to one site one after another, so many hotels' pages never hammer their partner.
 */
export async function checkLinks(links: readonly LinkToCheck[]): Promise<LinkResult[]> {
  const results: LinkResult[] = new Array(links.length);
  const bySite = new Map<string, number[]>();
  links.forEach((link, index) => {
    const site = new URL(link.url).host;
    bySite.set(site, [...(bySite.get(site) ?? []), index]);
  });
  await Promise.all(
    [...bySite.values()].map(async (indexes) => {
      for (const index of indexes) results[index] = await checkLink(links[index]!);
    }),
  );
  return results;
}

/** A hotel's editor in the studio, where a broken link of it is fixed. */
function hotelEdit(hotel: { id: number; name: string }): LinkEdit {
  const path = href("/admin/dashboard/content/:type/:id", { type: "hotels", id: String(hotel.id) });
  return { path, label: `Edit ${hotel.name}` };
}

/** What the check follows: a sample link of each partner in use, and hotels' stored links. */
export async function linksToCheck(now: Date): Promise<LinkToCheck[]> {
  const { stays, flights, activities, accounts } = await activePartners();
  const day = (offset: number) =>
    new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const partnerLinks: LinkToCheck[] = [
    {
      label: `Stays: ${PARTNERS[stays].name}`,
      url: stayUrl(
        stays,
        accounts,
        {
          destination: "Accra, Ghana",
          checkin: day(30),
          checkout: day(31),
          adults: 2,
          rooms: 1,
          children: 0,
        },
        CHECK_ID,
      ),
      affiliateParam: PARTNERS[stays].accountParam,
    },
    {
      label: `Flights: ${PARTNERS[flights].name}`,
      url: flightUrl(
        flights,
        accounts,
        { from: "LHR", to: "ACC", depart: day(30), adults: 1 },
        CHECK_ID,
      ),
      affiliateParam: PARTNERS[flights].accountParam,
    },
    {
      label: "Cars: DiscoverCars",
      url: discovercarsUrl(accounts.discovercarsAid, CHECK_ID),
      affiliateParam: "a_aid",
    },
    {
      label: `Activities: ${PARTNERS[activities].name}`,
      url: activityUrl(activities, accounts, { query: "Accra" }, CHECK_ID),
      affiliateParam: PARTNERS[activities].accountParam,
    },
    {
      label: "Products: Amazon",
      url: amazonUrl(accounts, { query: "travel adapter", placement: "link-check" }),
      affiliateParam: "tag",
    },
  ];
  const hotels = await listHotels();
  const hotelLinks = hotels
    .filter((hotel) => hotel.affiliateLink)
    .map((hotel) => ({
      label: `Hotel: ${hotel.name}`,
      url: hotel.affiliateLink!,
      edit: hotelEdit(hotel),
    }));
  const stay = { checkin: day(30), checkout: day(31), adults: 2, rooms: 1, children: 0 };
  const agodaPages = hotels
    .filter((hotel) => hotel.agodaHotelId)
    .map((hotel) => ({
      label: `Hotel: ${hotel.name}, its Agoda page`,
      url: agodaHotelUrl(accounts.agodaCid, hotel.agodaHotelId!, stay, CHECK_ID),
      affiliateParam: "cid",
      edit: hotelEdit(hotel),
    }));
  return [...partnerLinks, ...hotelLinks, ...agodaPages];
}

/**
 * Checks every link now and keeps the result. One a person ran is in the audit log too (who, how
 * many links worked), written with it; the daily run is not: it changes nothing anyone chose.
 */
export async function runLinkCheck(actor?: Actor, now = new Date()): Promise<StoredLinkCheck> {
  const results = await checkLinks(await linksToCheck(now));
  const check = { checkedAt: now.toISOString(), results };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await saveLinkCheck(check, tx);
    if (actor) {
      const working = results.filter((result) => result.ok).length;
      await recordAudit(
        actor,
        `partner links checked: ${working} of ${results.length} work`,
        {},
        tx,
      );
    }
  });
  return check;
}
