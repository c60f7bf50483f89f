// Prices in Ghana cedis beside US dollars, at a dated, sourced reference rate: a fresh install
// has the Bank of Ghana's rate of a cited day (cedi-settings.ts), the operator updates it in
// Settings and is alerted once it is 30 days old; a cleared rate shows no cedi figure (never a
// guessed rate). Cedi amounts are rounded to a precision the rate itself can bear: a traveller
// needs "about GH₵ 1,850", not GH₵ 1,848.72.

import { formatNumber } from "#app/domain/shared/numbers.ts";
export interface CediRate {
  /** Cedis for one US dollar. */
  rate: number;
  /** YYYY-MM-DD. */
  date: string;
  /** Who published it ("Bank of Ghana interbank rate"); empty when the operator named none. */
  source: string;
}

/** The operator is asked to update the rate once it is this many days old. */
export const CEDI_RATE_STALE_DAYS = 30;

/** How many whole days the rate is old on `today` (YYYY-MM-DD). */
export function cediRateAgeDays(rate: Pick<CediRate, "date">, today: string): number {
  return Math.floor(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${rate.date}T00:00:00Z`)) / 86_400_000,
  );
}

/** Whether the rate is 30 days old or more on `today`, so the operator should update it. */
export function isCediRateStale(rate: Pick<CediRate, "date">, today: string): boolean {
  return cediRateAgeDays(rate, today) >= CEDI_RATE_STALE_DAYS;
}

/** A dollar price in cedis, rounded: to 1 under 100, 5 under 1,000, 10 under 10,000, else 100. */
export function cediAmount(usd: number, rate: number): number {
  const exact = usd * rate;
  const step = exact < 100 ? 1 : exact < 1_000 ? 5 : exact < 10_000 ? 10 : 100;
  return Math.round(exact / step) * step;
}

/** "GH₵ 1,850" */
export function formatCedis(amount: number): string {
  return `GH₵ ${formatNumber(amount)}`;
}
