// Prices in Ghana cedis beside US dollars. The operator sets the rate and the day it is from;
// until then no cedi figure is shown (never a guessed rate). Cedi amounts are rounded to a
// precision the rate itself can bear: a traveller needs "about GH₵ 1,850", not GH₵ 1,848.72.
import { z } from "#app/domain/zod.ts";

/** Where the rate is stored among the operator's settings. */
export const CURRENCY_KEY = "currency";

export const CurrencySettingsSchema = z
  .object({
    /** Cedis for one US dollar; empty: no cedi prices. */
    usdToGhs: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || (/^\d+(\.\d{1,4})?$/.test(value) && Number(value) > 0),
        "The rate is cedis for one US dollar, like 15.45.",
      )
      .refine(
        (value) => value === "" || (Number(value) >= 1 && Number(value) <= 1_000),
        "That rate is far from any the cedi has had: check it.",
      )
      .default(""),
    /** The day the rate is from (YYYY-MM-DD). */
    rateDate: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
        "Use a date like 2026-11-24.",
      )
      .default(""),
  })
  .refine((value) => value.usdToGhs === "" || value.rateDate !== "", {
    message: "Give the date the rate is from: it is shown beside cedi prices.",
    path: ["rateDate"],
  });
export type CurrencySettings = z.infer<typeof CurrencySettingsSchema>;

export interface CediRate {
  /** Cedis for one US dollar. */
  rate: number;
  /** YYYY-MM-DD. */
  date: string;
}

export function cediRateOf(settings: CurrencySettings): CediRate | null {
  return settings.usdToGhs === ""
    ? null
    : { rate: Number(settings.usdToGhs), date: settings.rateDate };
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
