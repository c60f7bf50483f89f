// Dates and prices as French pages write them (issue 44): "12 novembre 2026", "330 $ US",
// "1 200 GH₵". Used on the server, which sends French pages their words already formatted, so no
// English page's script carries them.
import { dateFormatter } from "#app/domain/shared/dates.ts";
import type { CediRate } from "#app/domain/money/cedi.ts";
import { usdValue, type Rate } from "#app/domain/hotels/rates.ts";
import {
  formatXof,
  frenchCedis,
  frenchNumber,
  xofAmount,
  type EuroRate,
} from "#app/domain/money/xof.ts";

const longDate = /* @__PURE__ */ dateFormatter("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const monthYear = /* @__PURE__ */ dateFormatter("fr-FR", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "12 novembre 2026" from YYYY-MM-DD ("1er" for the first, as French writes it). */
export function frenchLongDate(iso: string): string {
  const text = longDate().format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
  return text.replace(/^1 /, "1er ");
}

/** "novembre 2026" from YYYY-MM or YYYY-MM-DD; a year alone stays. */
export function frenchMonthYear(date: string): string {
  const [year, month] = date.split("-").map(Number);
  if (!year || !month) return date;
  return monthYear().format(new Date(Date.UTC(year, month - 1, 15)));
}

/** The rate in its own currency: "330 $ US" or "1 200 GH₵". */
export function frenchRate(rate: Pick<Rate, "currency" | "amount">): string {
  return rate.currency === "USD"
    ? `${frenchNumber(rate.amount)}\u00a0$\u00a0US`
    : `${frenchNumber(rate.amount)}\u00a0GH₵`;
}

/**
 * The rate in the other currencies, approximate: cedis or dollars as the English page gives
 * them, then CFA francs; each only when its reference rate is set.
 */
export function frenchOtherPrices(
  rate: Pick<Rate, "currency" | "amount">,
  cedi: CediRate | null,
  euro: EuroRate | null,
): { other: string | null; xof: string | null } {
  const other = !cedi
    ? null
    : rate.currency === "USD"
      ? `≈ ${frenchCedis(rate.amount, cedi)}`
      : `environ ${frenchNumber(usdValue(rate, cedi))}\u00a0$\u00a0US`;
  const xof = xofAmount(rate, euro, cedi);
  return { other, xof: xof === null ? null : `≈ ${formatXof(xof)}` };
}

/** "au cours BCE du 8 mai 2026": where a CFA price's euro rate comes from and when. */
export function xofRateWords(euro: EuroRate): string {
  const source = euro.source ? ` ${euro.source}` : "";
  return `au cours${source} du ${frenchLongDate(euro.date)}`;
}
