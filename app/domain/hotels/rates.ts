// A hotel's nightly rate as its source stated it: in its own currency (GHS or USD), with who
// stated it and when (issue 40). Lists filter and sort on its US dollar value at the cedi
// reference rate, shown as "about"; a rate older than 12 months is marked old. Never a guessed
// date or source: a rate without them says so.
import { cediAmount, type CediRate, formatCedis } from "#app/domain/money/cedi.ts";
import { formatLongDate, formatMonthYear } from "#app/domain/shared/dates.ts";
import { formatNumber } from "#app/domain/shared/numbers.ts";

export const RATE_CURRENCIES = ["USD", "GHS"] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** hotel: stated by the hotel; partner: seen on a named booking site; publication: a named publisher. */
export const RATE_SOURCE_KINDS = ["hotel", "partner", "publication"] as const;
export type RateSourceKind = (typeof RATE_SOURCE_KINDS)[number];

export interface RateSource {
  kind: RateSourceKind;
  /** The partner or publisher; empty for the hotel itself. */
  name: string;
  /** The publication's page; null otherwise. */
  url: string | null;
}

export interface Rate {
  currency: RateCurrency;
  /** Whole units of `currency` a night. */
  amount: number;
  /** The day the source stated it (YYYY-MM-DD); null: undated. */
  date: string | null;
  /** Null for a rate stored before sources were recorded: the page says the source is unknown. */
  source: RateSource | null;
}

/** A rate is old once its date is more than 12 months before today. */
const OLD_AFTER_MONTHS = 12;

/** The rate's US dollars a night, whole: as stated, or converted at the cedi reference rate. */
export function usdValue(rate: Pick<Rate, "currency" | "amount">, cedi: CediRate): number {
  return rate.currency === "USD" ? rate.amount : Math.max(1, Math.round(rate.amount / cedi.rate));
}

/** Whether the rate's date is more than 12 months before `today` (YYYY-MM-DD); undated is not. */
export function isRateOld(date: string | null, today: string): boolean {
  if (date === null) return false;
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() - OLD_AFTER_MONTHS);
  return date < limit.toISOString().slice(0, 10);
}

/**
 * Where the rate comes from and when, as the page says it after the price: "stated by the hotel,
 * Nov 2026", "seen on Booking.com, November 20, 2026", "Ghana Business News, March 2, 2026"; a
 * rate stored before sources were recorded says so: "indicative rate, seen November 20, 2026,
 * source not recorded" or "undated, indicative rate, source not recorded".
 */
export function rateSourceWords(rate: Pick<Rate, "date" | "source">): string {
  const { date, source } = rate;
  const day = date === null ? "undated" : formatLongDate(`${date}T12:00:00Z`);
  if (source === null) {
    return date === null
      ? "undated, indicative rate, source not recorded"
      : `indicative rate, seen ${day}, source not recorded`;
  }
  switch (source.kind) {
    case "hotel":
      return `stated by the hotel, ${date === null ? "undated" : formatMonthYear(date)}`;
    case "partner":
      return `seen on ${source.name}, ${day}`;
    case "publication":
      return `${source.name}, ${day}`;
  }
}

/** The rate in its own currency: "$330" or "GH₵ 1,200". */
export function formatRate(rate: Pick<Rate, "currency" | "amount">): string {
  return rate.currency === "USD" ? `$${formatNumber(rate.amount)}` : formatCedis(rate.amount);
}

/**
 * The rate in the other currency, approximate: "≈ GH₵ 3,605" beside a dollar rate, "about $110"
 * beside a cedi one; null without a reference rate (no rate is ever guessed).
 */
export function otherCurrencyWords(
  rate: Pick<Rate, "currency" | "amount">,
  cedi: CediRate | null,
): string | null {
  if (!cedi) return null;
  return rate.currency === "USD"
    ? `≈ ${formatCedis(cediAmount(rate.amount, cedi.rate))}`
    : `about $${formatNumber(usdValue(rate, cedi))}`;
}

/** The rate of a hotel as stored in its flat columns (db/schema.ts hotels). */
export function rateOf(stored: {
  price: number;
  priceCurrency: string;
  priceCheckedOn: string | null;
  priceSourceKind: string | null;
  priceSourceName: string;
  priceSourceUrl: string | null;
}): Rate {
  const kind = RATE_SOURCE_KINDS.find((known) => known === stored.priceSourceKind);
  return {
    currency: stored.priceCurrency === "GHS" ? "GHS" : "USD",
    amount: stored.price,
    date: stored.priceCheckedOn,
    source: kind
      ? { kind, name: kind === "hotel" ? "" : stored.priceSourceName, url: stored.priceSourceUrl }
      : null,
  };
}
