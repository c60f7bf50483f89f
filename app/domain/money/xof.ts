// Prices in CFA francs (XOF) for readers from Côte d'Ivoire, Togo, Burkina Faso and the rest of
// the West African franc zone (issue 44). The franc is pegged to the euro (1 EUR = 655.957 XOF,
// fixed since 1999), so a dollar price needs only a dated, sourced euro-to-dollar rate: the
// operator's setting (euro-settings.ts), never a guessed one. Like cedis, amounts are rounded to
// a precision the rate can bear: "≈ 98 000 F CFA", not 97 843.
import { cediAmount, type CediRate } from "#app/domain/money/cedi.ts";
import type { Rate } from "#app/domain/hotels/rates.ts";

/** The fixed parity of the CFA franc (BCEAO): francs for one euro. */
export const XOF_PER_EUR = 655.957;

export interface EuroRate {
  /** US dollars for one euro. */
  usdPerEur: number;
  /** The day the rate is from, YYYY-MM-DD. */
  date: string;
  /** Who published it ("BCE" for the European Central Bank's reference rate). */
  source: string;
}

/** A dollar amount in CFA francs, exact, at the euro rate and the fixed parity. */
export function usdToXof(usd: number, euro: Pick<EuroRate, "usdPerEur">): number {
  return (usd / euro.usdPerEur) * XOF_PER_EUR;
}

/** Rounded to 100 under 10 000, to 500 under 100 000, else to 1 000. */
export function roundXof(exact: number): number {
  const step = exact < 10_000 ? 100 : exact < 100_000 ? 500 : 1_000;
  return Math.max(step, Math.round(exact / step) * step);
}

/**
 * A nightly rate in CFA francs, rounded: a dollar rate through the euro rate; a cedi rate first
 * to dollars at the cedi reference rate. Null when a rate it needs is not set.
 */
export function xofAmount(
  rate: Pick<Rate, "currency" | "amount">,
  euro: EuroRate | null,
  cedi: CediRate | null,
): number | null {
  if (!euro) return null;
  if (rate.currency === "USD") return roundXof(usdToXof(rate.amount, euro));
  if (!cedi) return null;
  return roundXof(usdToXof(rate.amount / cedi.rate, euro));
}

/** Whole numbers as French writes them: a no-break space between thousands ("98 000"). */
export function frenchNumber(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
}

/** "98 000 F CFA", the no-break spaces keeping the figure and its unit on one line. */
export function formatXof(amount: number): string {
  return `${frenchNumber(amount)}\u00a0F\u00a0CFA`;
}

/** Cedis for a French reader: "≈ 3 605 GH₵" beside a dollar rate (the cedi rounding of cedi.ts). */
export function frenchCedis(usd: number, cedi: CediRate): string {
  return `${frenchNumber(cediAmount(usd, cedi.rate))}\u00a0GH₵`;
}
