// A nightly rate's figure in the other currency ("≈ GH₵ 1,850" under a dollar rate, "about $110"
// under a cedi one), shown when there is a reference rate, and the note naming that rate, its
// source and its date near a list of prices. What a price is, said beside lists, is in
// price-note.tsx, apart, so a page without a list does not download it.
import { formatLongDate } from "#app/domain/shared/dates.ts";
import { otherCurrencyWords, type Rate } from "#app/domain/hotels/rates.ts";
import { useCediRate } from "#app/site-config.ts";

export function OtherCurrency({
  rate,
  className,
}: {
  rate: Pick<Rate, "currency" | "amount">;
  className?: string;
}) {
  const words = otherCurrencyWords(rate, useCediRate());
  if (!words) return null;
  return <p className={`text-sm whitespace-nowrap text-slate-700 ${className ?? ""}`}>{words}</p>;
}

/**
 * "Converted prices (≈, about) are at the Bank of Ghana interbank rate of January 29, 2026
 * (GH₵ 10.92 to the dollar); you pay what the partner quotes."
 */
export function CediRateNote({ className }: { className?: string }) {
  const cedi = useCediRate();
  if (!cedi) return null;
  return (
    <p className={`text-sm text-slate-700 ${className ?? ""}`}>
      Converted prices (≈, about) are at the {cedi.source || "rate"} of{" "}
      <time dateTime={cedi.date}>{formatLongDate(`${cedi.date}T00:00:00Z`)}</time> (GH₵ {cedi.rate}{" "}
      to the dollar); you pay what the partner quotes.
    </p>
  );
}
