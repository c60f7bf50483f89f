// Commissions imported from partners' reports (written by the import use-case), and the revenue
// figures that join them to clicks and page views.
import { and, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import { analyticsEvents, clicks, conversions } from "#db/schema.ts";
import type {
  Conversion,
  ConversionStatus,
  ReportPartner,
} from "#app/domain/money/commission-reports.ts";
import { amazonPlacementByTag } from "#app/domain/partners/partner-links.ts";
import { toAccounts } from "#app/domain/partners/partner-settings.ts";
import {
  bookingRow,
  currencyTotals,
  rollUp,
  rowKeyOf,
  withRest,
  type BookedCommission,
  type BookingMatch,
  type CurrencyTotal,
  type Dimension,
  type RevenueFigures,
  type RevenueRow,
} from "#app/domain/money/revenue.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { loadPartnerSettings } from "#app/models/settings.server.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Upserts a report's rows on (partner, external id), in the caller's transaction (the import,
 * app/use-cases/revenue/import-commission-report.server.ts); counts new and updated.
 */
export async function upsertConversions(
  tx: Tx,
  partner: ReportPartner,
  rows: readonly Conversion[],
) {
  if (rows.length === 0) return { imported: 0, updated: 0 };
  const existing = await tx
    .select({ externalId: conversions.externalId })
    .from(conversions)
    .where(
      and(
        eq(conversions.partner, partner),
        inArray(
          conversions.externalId,
          rows.map((row) => row.externalId),
        ),
      ),
    );
  await tx
    .insert(conversions)
    .values([...rows])
    .onConflictDoUpdate({
      target: [conversions.partner, conversions.externalId],
      set: {
        status: sql`excluded.status`,
        subId: sql`excluded.sub_id`,
        commissionCents: sql`excluded.commission_cents`,
        currency: sql`excluded.currency`,
        occurredOn: sql`excluded.occurred_on`,
        updatedAt: sql`now()`,
      },
    });
  return { imported: rows.length - existing.length, updated: existing.length };
}

/** Rows per commission table before the rest are added into one row. */
const TABLE_ROWS = 25;

export interface RevenueReport {
  from: string;
  to: string;
  pageViews: number;
  clicks: number;
  /** Bookings made in the period, matched to a click or not; cancelled ones left out. */
  conversions: number;
  /** The headline commission, one line per currency: amounts are never added across them. */
  totals: CurrencyTotal[];
  currencies: string[];
  /** Each adds up to the headline: a booking no click of ours made is in its UNMATCHED row. */
  byPage: RevenueFigures[];
  byPlacement: RevenueFigures[];
  byPartner: RevenueFigures[];
  /** The bookings no click of ours made, by the partner that reported them. */
  unmatched: RevenueFigures[];
  /** Hotels by bookings, then click-outs: a top ten, not a whole. */
  topHotels: RevenueFigures[];
  /** Hotels by click-outs alone. */
  topHotelsByClicks: RevenueFigures[];
}

/** Our Amazon tracking ids, each with the placement it alone stands for (or null). */
async function amazonTags(): Promise<Map<string, string | null>> {
  const accounts = toAccounts(await loadPartnerSettings());
  const placementByTag = amazonPlacementByTag(accounts);
  const tags = new Map<string, string | null>();
  for (const tag of [accounts.amazonTag, ...Object.values(accounts.amazonTagsByPlacement)]) {
    if (tag) tags.set(tag, placementByTag[tag] ?? null);
  }
  return tags;
}

const conversionColumns = {
  id: conversions.id,
  partner: conversions.partner,
  externalId: conversions.externalId,
  status: conversions.status,
  subId: conversions.subId,
  commissionCents: conversions.commissionCents,
  currency: conversions.currency,
  occurredOn: conversions.occurredOn,
  clickId: clicks.clickId,
  clickPage: clicks.page,
  clickPlacement: clicks.placement,
  clickPartner: clicks.partner,
  clickKind: clicks.kind,
  clickKey: clicks.key,
};

/** Conversions with the click whose id they carry, if any. */
async function conversionsWithClicks(
  where: SQL | undefined,
  paging?: { limit: number; offset: number },
) {
  const db = await getDb();
  const query = db
    .select(conversionColumns)
    .from(conversions)
    .leftJoin(clicks, eq(clicks.clickId, conversions.subId))
    .where(where)
    .orderBy(desc(conversions.occurredOn), desc(conversions.id))
    .$dynamic();
  return paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
}

type ConversionWithClick = Awaited<ReturnType<typeof conversionsWithClicks>>[number];

function matchOf(row: ConversionWithClick, tags: Map<string, string | null>): BookingMatch {
  if (row.clickId) {
    return {
      kind: "click",
      clickId: row.clickId,
      page: row.clickPage,
      placement: row.clickPlacement!,
      partner: row.clickPartner!,
    };
  }
  if (row.partner === "amazon" && row.subId && tags.has(row.subId)) {
    return { kind: "tag", tag: row.subId, placement: tags.get(row.subId)! };
  }
  return null;
}

function nextDay(day: string): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** The figures for the days from `from` to `to` (YYYY-MM-DD, both included, GMT). */
export async function revenueReport(from: string, to: string): Promise<RevenueReport> {
  const db = await getDb();
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000);

  const views = await db
    .select({ page: analyticsEvents.eventData, views: count() })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.eventType, "page_view"),
        gte(analyticsEvents.createdAt, start),
        lt(analyticsEvents.createdAt, end),
      ),
    )
    .groupBy(analyticsEvents.eventData);

  // Click-outs in the period count by the day of the click; bookings by the day they were made,
  // credited to their click whenever it was.
  const clickRows = await db
    .select({
      page: clicks.page,
      placement: clicks.placement,
      partner: clicks.partner,
      kind: clicks.kind,
      key: clicks.key,
      clicks: count(),
    })
    .from(clicks)
    .where(and(eq(clicks.isBot, false), gte(clicks.createdAt, start), lt(clicks.createdAt, end)))
    .groupBy(clicks.page, clicks.placement, clicks.partner, clicks.kind, clicks.key);

  const tags = await amazonTags();
  const booked: BookedCommission[] = (
    await conversionsWithClicks(
      and(
        ne(conversions.status, "cancelled"),
        gte(conversions.occurredOn, from),
        lt(conversions.occurredOn, nextDay(to)),
      ),
    )
  ).map((row) => ({
    partner: row.partner,
    status: row.status as "pending" | "confirmed",
    commissionCents: row.commissionCents,
    currency: row.currency,
    match: matchOf(row, tags),
    hotel: row.clickKind === "hotel" ? row.clickKey : null,
  }));

  const clickRow = (key: string, clicks: number): RevenueRow => ({
    key,
    pageViews: 0,
    clicks,
    conversions: 0,
    commissionByCurrency: {},
  });
  const table = (dimension: Dimension, clickKey: (row: (typeof clickRows)[number]) => string) =>
    withRest(
      rollUp([
        ...clickRows.map((row) => clickRow(clickKey(row), row.clicks)),
        ...booked.map((booking) => bookingRow(booking, rowKeyOf(booking, dimension))),
      ]),
      TABLE_ROWS,
    );
  const hotels = rollUp([
    ...clickRows.filter((row) => row.kind === "hotel").map((row) => clickRow(row.key, row.clicks)),
    ...booked.flatMap((booking) => (booking.hotel ? [bookingRow(booking, booking.hotel)] : [])),
  ]);
  const totals = currencyTotals(booked);
  const byPage = withRest(
    rollUp([
      ...views.map((row) => ({ ...clickRow(row.page, 0), pageViews: row.views })),
      ...clickRows.map((row) => clickRow(row.page ?? "(unknown page)", row.clicks)),
      ...booked.map((booking) => bookingRow(booking, rowKeyOf(booking, "page"))),
    ]),
    TABLE_ROWS,
  );
  return {
    from,
    to,
    pageViews: views.reduce((sum, row) => sum + row.views, 0),
    clicks: clickRows.reduce((sum, row) => sum + row.clicks, 0),
    conversions: booked.length,
    totals,
    currencies: totals.map((total) => total.currency),
    byPage,
    byPlacement: table("placement", (row) => row.placement),
    byPartner: table("partner", (row) => row.partner),
    unmatched: rollUp(
      booked.flatMap((booking) => (booking.match ? [] : [bookingRow(booking, booking.partner)])),
    ),
    topHotels: hotels.filter((row) => row.conversions > 0).slice(0, 10),
    topHotelsByClicks: [...hotels]
      .sort((a, b) => b.clicks - a.clicks || a.key.localeCompare(b.key))
      .slice(0, 10),
  };
}

export interface ImportedBooking {
  id: number;
  partner: string;
  externalId: string;
  /** YYYY-MM-DD */
  occurredOn: string;
  commissionCents: number;
  currency: string;
  status: ConversionStatus;
  subId: string | null;
  match: BookingMatch;
}

/** Imported bookings, newest first, a page at a time; by partner and month (YYYY-MM) if given. */
export async function listImportedBookings(filter: {
  partner: ReportPartner | null;
  month: string | null;
  page: number;
  pageSize: number;
}): Promise<{ items: ImportedBooking[]; total: number }> {
  const db = await getDb();
  const where = and(
    filter.partner ? eq(conversions.partner, filter.partner) : undefined,
    filter.month
      ? and(
          gte(conversions.occurredOn, `${filter.month}-01`),
          // Days are YYYY-MM-DD text: every day of the month sorts before "-32".
          lt(conversions.occurredOn, `${filter.month}-32`),
        )
      : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(conversions).where(where);
  const tags = await amazonTags();
  const rows = await conversionsWithClicks(where, {
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
  });
  return {
    total: counted?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      partner: row.partner,
      externalId: row.externalId,
      occurredOn: row.occurredOn,
      commissionCents: row.commissionCents,
      currency: row.currency,
      status: row.status as ConversionStatus,
      subId: row.subId,
      match: matchOf(row, tags),
    })),
  };
}
