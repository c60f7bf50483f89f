// The operator's euro-to-dollar rate setting, from which French pages show prices in CFA francs
// (xof.ts): its validation and the rate it gives. Apart from xof.ts so that zod stays on the
// server. An empty rate shows no CFA figure: none is ever guessed.
import type { EuroRate } from "#app/domain/money/xof.ts";
import { z } from "#app/domain/shared/zod.ts";

/** Where the rate is stored among the operator's settings. */
export const EURO_KEY = "euro-rate";

export const EuroSettingsSchema = z
  .object({
    /** US dollars for one euro; empty: no CFA franc prices. */
    eurToUsd: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || (/^\d+(\.\d{1,5})?$/.test(value) && Number(value) > 0),
        "The rate is US dollars for one euro, like 1.1761.",
      )
      .refine(
        (value) => value === "" || (Number(value) >= 0.5 && Number(value) <= 2),
        "That rate is far from any the euro has had: check it.",
      )
      .default(""),
    /** The day the rate is from (YYYY-MM-DD). */
    eurRateDate: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value),
        "Use a date like 2026-11-27.",
      )
      .default(""),
    /** Who published it, shown beside CFA prices, in French: "BCE" for the ECB. */
    eurRateSource: z
      .string()
      .trim()
      .max(60, "Name the source in at most 60 characters, like BCE.")
      .default(""),
  })
  .refine((value) => value.eurToUsd === "" || value.eurRateDate !== "", {
    message: "Give the date the rate is from: it is shown beside CFA franc prices.",
    path: ["eurRateDate"],
  });
export type EuroSettings = z.infer<typeof EuroSettingsSchema>;

/**
 * A fresh install's rate, until the operator saves one: the European Central Bank's euro foreign
 * exchange reference rate for Friday, 8 May 2026, 1 EUR = 1.1761 USD, as published in its daily
 * file https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml (the newest dated ECB
 * publication found; no November 2026 figure was found). The operator updates it in Settings.
 */
export const REFERENCE_EURO_SETTINGS: EuroSettings = {
  eurToUsd: "1.1761",
  eurRateDate: "2026-05-08",
  eurRateSource: "BCE",
};

export function euroRateOf(settings: EuroSettings): EuroRate | null {
  return settings.eurToUsd === ""
    ? null
    : {
        usdPerEur: Number(settings.eurToUsd),
        date: settings.eurRateDate,
        source: settings.eurRateSource,
      };
}
