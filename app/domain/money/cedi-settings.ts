// The operator's dollar-to-cedi rate setting: its validation and the rate it gives. Apart from
// cedi.ts, which the browser uses to show prices, so that zod stays on the server.
import type { CediRate } from "#app/domain/money/cedi.ts";
import { z } from "#app/domain/shared/zod.ts";

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
    /** Who published the rate, shown beside it. */
    rateSource: z
      .string()
      .trim()
      .max(120, "Name the source in at most 120 characters, like Bank of Ghana interbank rate.")
      .default(""),
  })
  .refine((value) => value.usdToGhs === "" || value.rateDate !== "", {
    message: "Give the date the rate is from: it is shown beside cedi prices.",
    path: ["rateDate"],
  });
export type CurrencySettings = z.infer<typeof CurrencySettingsSchema>;

/**
 * A fresh install's rate, until the operator saves one: the Bank of Ghana's interbank rate for
 * Thursday, January 29, 2026, GH₵ 10.91 buying and GH₵ 10.92 selling to the US dollar, as
 * reported that day at https://newsandvibes.com/cedi-holds-at-gh%c2%a210-92-to-1-on-january-29
 * (the newest published day found; docs/decisions/039). The selling rate is what a traveller's
 * dollar buys at most. Being older than 30 days, it has the operator alerted from the first day.
 */
export const REFERENCE_CEDI_SETTINGS: CurrencySettings = {
  usdToGhs: "10.92",
  rateDate: "2026-01-29",
  rateSource: "Bank of Ghana interbank rate",
};

export function cediRateOf(settings: CurrencySettings): CediRate | null {
  return settings.usdToGhs === ""
    ? null
    : { rate: Number(settings.usdToGhs), date: settings.rateDate, source: settings.rateSource };
}

/**
 * The rate a cedi-stated hotel rate's dollar value is taken at, for filters and sorts: the
 * operator's, or, when they cleared it, the cited reference rate, so every hotel keeps a place in
 * a list sorted by price. Pages show no cedi figure without the operator's rate all the same.
 */
export function conversionRate(cedi: CediRate | null): CediRate {
  return cedi ?? (cediRateOf(REFERENCE_CEDI_SETTINGS) as CediRate);
}
