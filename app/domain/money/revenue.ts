// The operator's business figures: click-through rate (click-outs per page view), bookings and
// commission per page, placement and partner. Pure arithmetic over counted rows, so it is
// testable without a database. Two rules keep the figures honest:
// - amounts are kept per currency and never added across currencies (a report in GHS and one in
//   USD give two totals, not one meaningless number);
// - every booking in the headline appears in every commission table, under the row of its click,
//   or under UNMATCHED when no click of ours made it, so each table adds up to the headline.

/** Amounts in minor units (cents, pesewas) by ISO currency code. */
export type Money = Record<string, number>;

export const UNMATCHED = "Unmatched bookings (no matching click)";

export interface RevenueRow {
  key: string;
  pageViews: number;
  clicks: number;
  conversions: number;
  /** Commission by currency, cancelled bookings left out. */
  commissionByCurrency: Money;
}

export interface RevenueFigures extends RevenueRow {
  /** Click-outs per page view, 0 to 1; null without page views. */
  clickThroughRate: number | null;
  /** Commission per click-out by currency, in minor units; null without clicks. */
  earningsPerClickByCurrency: Money | null;
}

export function addMoney(a: Money, b: Money): Money {
  const sum: Money = { ...a };
  for (const [currency, cents] of Object.entries(b)) sum[currency] = (sum[currency] ?? 0) + cents;
  return sum;
}

export function withRates(row: RevenueRow): RevenueFigures {
  return {
    ...row,
    clickThroughRate: row.pageViews > 0 ? row.clicks / row.pageViews : null,
    earningsPerClickByCurrency:
      row.clicks > 0
        ? Object.fromEntries(
            Object.entries(row.commissionByCurrency).map(([currency, cents]) => [
              currency,
              Math.round(cents / row.clicks),
            ]),
          )
        : null,
  };
}

const emptyRow = (key: string): RevenueRow => ({
  key,
  pageViews: 0,
  clicks: 0,
  conversions: 0,
  commissionByCurrency: {},
});

function add(total: RevenueRow, row: RevenueRow): void {
  total.pageViews += row.pageViews;
  total.clicks += row.clicks;
  total.conversions += row.conversions;
  total.commissionByCurrency = addMoney(total.commissionByCurrency, row.commissionByCurrency);
}

/**
 * Adds rows up by key (a page, a placement, a partner): most bookings first, then most clicks;
 * unmatched bookings last, where they stand out. Commission is not a sort key: amounts in
 * different currencies cannot be ranked against each other.
 */
export function rollUp(rows: readonly RevenueRow[]): RevenueFigures[] {
  const byKey = new Map<string, RevenueRow>();
  for (const row of rows) {
    const total = byKey.get(row.key) ?? emptyRow(row.key);
    add(total, row);
    byKey.set(row.key, total);
  }
  return [...byKey.values()]
    .sort(
      (a, b) =>
        Number(a.key === UNMATCHED) - Number(b.key === UNMATCHED) ||
        b.conversions - a.conversions ||
        b.clicks - a.clicks ||
        a.key.localeCompare(b.key),
    )
    .map(withRates);
}

/**
 * The first `limit` rows, and the rest added into one row, so a long table still adds up to the
 * headline. The unmatched row is always kept.
 */
export function withRest(rows: readonly RevenueFigures[], limit: number): RevenueFigures[] {
  const unmatched = rows.filter((row) => row.key === UNMATCHED);
  const matched = rows.filter((row) => row.key !== UNMATCHED);
  if (matched.length <= limit) return [...rows];
  const rest = emptyRow(`All ${matched.length - (limit - 1)} others`);
  for (const row of matched.slice(limit - 1)) add(rest, row);
  return [...matched.slice(0, limit - 1), withRates(rest), ...unmatched];
}

/** How an imported booking was tied to us. */
export type BookingMatch =
  /** Its sub-id is one of our click ids. */
  | { kind: "click"; clickId: string; page: string | null; placement: string; partner: string }
  /** Amazon reports by tracking id only: one of ours, and the placement when it is its own. */
  | { kind: "tag"; tag: string; placement: string | null }
  | null;

export interface BookedCommission {
  partner: string;
  status: "pending" | "confirmed";
  commissionCents: number;
  currency: string;
  match: BookingMatch;
  /** The hotel slug of the click, when it was a hotel's booking button. */
  hotel: string | null;
}

export type Dimension = "page" | "placement" | "partner";

/** The row a booking is credited to in a table by page, placement or partner. */
export function rowKeyOf(booking: BookedCommission, dimension: Dimension): string {
  const { match } = booking;
  if (!match) return UNMATCHED;
  if (dimension === "partner") return match.kind === "click" ? match.partner : booking.partner;
  if (dimension === "placement") return match.placement ?? "(unknown placement)";
  return match.kind === "click" ? (match.page ?? "(unknown page)") : "(unknown page)";
}

/** A booking as a row of one table: one booking, its commission in its currency. */
export function bookingRow(booking: BookedCommission, key: string): RevenueRow {
  return {
    key,
    pageViews: 0,
    clicks: 0,
    conversions: 1,
    commissionByCurrency: { [booking.currency]: booking.commissionCents },
  };
}

export interface CurrencyTotal {
  currency: string;
  bookings: number;
  /** Pending and confirmed together; cancelled bookings are left out. */
  commissionCents: number;
  confirmedCents: number;
  pendingCents: number;
}

/** The headline: per currency, the bookings and their commission, confirmed and pending apart. */
export function currencyTotals(bookings: readonly BookedCommission[]): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const booking of bookings) {
    const total = totals.get(booking.currency) ?? {
      currency: booking.currency,
      bookings: 0,
      commissionCents: 0,
      confirmedCents: 0,
      pendingCents: 0,
    };
    total.bookings += 1;
    total.commissionCents += booking.commissionCents;
    if (booking.status === "confirmed") total.confirmedCents += booking.commissionCents;
    else total.pendingCents += booking.commissionCents;
    totals.set(booking.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** What a table's rows add up to: its bookings and its commission per currency. */
export function tableTotal(rows: readonly RevenueRow[]): { conversions: number; money: Money } {
  return {
    conversions: rows.reduce((sum, row) => sum + row.conversions, 0),
    money: rows.reduce<Money>((sum, row) => addMoney(sum, row.commissionByCurrency), {}),
  };
}

/** "42.50 USD · 120.00 GHS", or "–" for nothing. */
export function formatMoney(money: Money | null): string {
  if (!money) return "–";
  const parts = Object.entries(money)
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, cents]) => `${(cents / 100).toFixed(2)} ${currency}`);
  return parts.length > 0 ? parts.join(" · ") : "0.00";
}
