// The operator's business figures: click-through rate (click-outs per page view) and earnings per
// click, per page, placement and partner. Pure arithmetic over counted rows, so it is testable
// without a database.

export interface RevenueRow {
  key: string;
  pageViews: number;
  clicks: number;
  conversions: number;
  /** Commission in cents, cancelled bookings left out. */
  commissionCents: number;
}

export interface RevenueFigures extends RevenueRow {
  /** Click-outs per page view, 0 to 1; null without page views. */
  clickThroughRate: number | null;
  /** Commission per click-out in cents; null without clicks. */
  earningsPerClickCents: number | null;
}

export function withRates(row: RevenueRow): RevenueFigures {
  return {
    ...row,
    clickThroughRate: row.pageViews > 0 ? row.clicks / row.pageViews : null,
    earningsPerClickCents: row.clicks > 0 ? Math.round(row.commissionCents / row.clicks) : null,
  };
}

/** Adds rows up by key (a page, a placement, a partner), biggest commission and clicks first. */
export function rollUp(rows: readonly RevenueRow[]): RevenueFigures[] {
  const byKey = new Map<string, RevenueRow>();
  for (const row of rows) {
    const total = byKey.get(row.key) ?? {
      key: row.key,
      pageViews: 0,
      clicks: 0,
      conversions: 0,
      commissionCents: 0,
    };
    total.pageViews += row.pageViews;
    total.clicks += row.clicks;
    total.conversions += row.conversions;
    total.commissionCents += row.commissionCents;
    byKey.set(row.key, total);
  }
  return [...byKey.values()]
    .sort(
      (a, b) =>
        b.commissionCents - a.commissionCents || b.clicks - a.clicks || a.key.localeCompare(b.key),
    )
    .map(withRates);
}
