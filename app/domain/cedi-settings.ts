// The operator's dollar-to-cedi rate setting: its validation and the rate it gives. Apart from
// cedi.ts, which the browser uses to show prices, so that zod stays on the server.
import type { CediRate } from "#app/domain/cedi.ts";
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

export function cediRateOf(settings: CurrencySettings): CediRate | null {
  return settings.usdToGhs === ""
    ? null
    : { rate: Number(settings.usdToGhs), date: settings.rateDate };
}
