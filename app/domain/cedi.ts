// Prices in Ghana cedis beside US dollars. The operator sets the rate and the day it is from;
// until then no cedi figure is shown (never a guessed rate). Cedi amounts are rounded to a
// precision the rate itself can bear: a traveller needs "about GH₵ 1,850", not GH₵ 1,848.72.
export interface CediRate {
  /** Cedis for one US dollar. */
  rate: number;
  /** YYYY-MM-DD. */
  date: string;
}

/** A dollar price in cedis, rounded: to 1 under 100, 5 under 1,000, 10 under 10,000, else 100. */
export function cediAmount(usd: number, rate: number): number {
  const exact = usd * rate;
  const step = exact < 100 ? 1 : exact < 1_000 ? 5 : exact < 10_000 ? 10 : 100;
  return Math.round(exact / step) * step;
}

/** "GH₵ 1,850" */
export function formatCedis(amount: number): string {
  return `GH₵ ${amount.toLocaleString("en-US")}`;
}
