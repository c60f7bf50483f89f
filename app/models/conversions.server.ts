// Commissions imported from partners' reports, and the revenue figures that join them to clicks
// and page views.
import { and, count, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { analyticsEvents, clicks, conversions } from "#db/schema.ts";
import type { Conversion, ReportPartner } from "#app/domain/commission-reports.ts";
import { amazonPlacementByTag } from "#app/domain/partner-links.ts";
import { toAccounts } from "#app/domain/partner-settings.ts";
import { rollUp, withRates, type RevenueRow } from "#app/domain/revenue.ts";
import { flushClicks } from "#app/models/clicks.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { loadPartnerSettings } from "#app/models/settings.server.ts";

/** Upserts a report's rows on (partner, external id), all or nothing; counts new and updated. */
export async function importConversions(partner: ReportPartner, rows: readonly Conversion[]) {
  if (rows.length === 0) return { imported: 0, updated: 0 };
  const db = await getDb();
  return db.transaction(async (tx) => {
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
  });
}

export interface RevenueReport {
  from: string;
  to: string;
  pageViews: number;
  clicks: number;
  conversions: number;
  /** Booked in the period, matched to a click or not; cancelled ones left out; in the reports'
   * currency (see `currencies`). The per-page figures count only commissions matched to clicks. */
  commissionCents: number;
  /** The same in currency units (dollars, euros), as the API gives it. */
  commission: number;
  currencies: string[];
  byPage: ReturnType<typeof rollUp>;
  byPlacement: ReturnType<typeof rollUp>;
  byPartner: ReturnType<typeof rollUp>;
  /** Hotels by commission, then click-outs. */
  topHotels: ReturnType<typeof rollUp>;
  /** Hotels by click-outs alone. */
  topHotelsByClicks: ReturnType<typeof rollUp>;
}

/** The figures for the days from `from` to `to` (YYYY-MM-DD, both included, GMT). */
export async function revenueReport(from: string, to: string): Promise<RevenueReport> {
  await flushClicks();
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

  // Each click with the commission of the conversions that carry its id.
  const clickRows = await db
    .select({
      page: clicks.page,
      placement: clicks.placement,
      partner: clicks.partner,
      kind: clicks.kind,
      key: clicks.key,
      conversions: sql<number>`count(${conversions.id})`.mapWith(Number),
      commissionCents: sql<number>`coalesce(sum(${conversions.commissionCents}), 0)`.mapWith(
        Number,
      ),
    })
    .from(clicks)
    .leftJoin(
      conversions,
      and(eq(conversions.subId, clicks.clickId), ne(conversions.status, "cancelled")),
    )
    .where(and(eq(clicks.isBot, false), gte(clicks.createdAt, start), lt(clicks.createdAt, end)))
    .groupBy(clicks.id);

  const commission = sql<number>`coalesce(sum(${conversions.commissionCents}), 0)`.mapWith(Number);
  const bookedInPeriod = and(
    ne(conversions.status, "cancelled"),
    gte(conversions.occurredOn, from),
    lt(conversions.occurredOn, nextDay(to)),
  );
  // Every commission booked in the period, matched to a click or not (Amazon reports none).
  const booked = await db
    .select({ currency: conversions.currency, conversions: count(), commissionCents: commission })
    .from(conversions)
    .where(bookedInPeriod)
    .groupBy(conversions.currency);

  // Amazon reports no click id, only the tracking id, which tells the placement where it has its own.
  const amazon = await db
    .select({ tag: conversions.subId, conversions: count(), commissionCents: commission })
    .from(conversions)
    .where(and(eq(conversions.partner, "amazon"), bookedInPeriod))
    .groupBy(conversions.subId);
  const placementByTag = amazonPlacementByTag(toAccounts(await loadPartnerSettings()));
  const amazonRow = (key: string, row: (typeof amazon)[number]): RevenueRow => ({
    key,
    pageViews: 0,
    clicks: 0,
    conversions: row.conversions,
    commissionCents: row.commissionCents,
  });

  const clickRow = (key: string, row: (typeof clickRows)[number]): RevenueRow => ({
    key,
    pageViews: 0,
    clicks: 1,
    conversions: row.conversions,
    commissionCents: row.commissionCents,
  });
  const byPage = rollUp([
    ...views.map((row) => ({
      key: row.page,
      pageViews: row.views,
      clicks: 0,
      conversions: 0,
      commissionCents: 0,
    })),
    ...clickRows.map((row) => clickRow(row.page ?? "(unknown page)", row)),
  ]);
  const hotels = rollUp(
    clickRows.filter((row) => row.kind === "hotel").map((row) => clickRow(row.key, row)),
  );
  const totals = withRates({
    key: "all",
    pageViews: views.reduce((sum, row) => sum + row.views, 0),
    clicks: clickRows.length,
    conversions: booked.reduce((sum, row) => sum + row.conversions, 0),
    commissionCents: booked.reduce((sum, row) => sum + row.commissionCents, 0),
  });
  return {
    from,
    to,
    pageViews: totals.pageViews,
    clicks: totals.clicks,
    conversions: totals.conversions,
    commissionCents: totals.commissionCents,
    commission: totals.commissionCents / 100,
    currencies: booked.map((row) => row.currency).sort(),
    byPage,
    byPlacement: rollUp([
      ...clickRows.map((row) => clickRow(row.placement, row)),
      ...amazon.flatMap((row) => {
        const placement = row.tag ? placementByTag[row.tag] : undefined;
        return placement ? [amazonRow(placement, row)] : [];
      }),
    ]),
    byPartner: rollUp([
      ...clickRows.map((row) => clickRow(row.partner, row)),
      ...amazon.map((row) => amazonRow("amazon", row)),
    ]),
    topHotels: hotels.slice(0, 10),
    topHotelsByClicks: [...hotels]
      .sort((a, b) => b.clicks - a.clicks || a.key.localeCompare(b.key))
      .slice(0, 10),
  };
}

function nextDay(day: string): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
}
