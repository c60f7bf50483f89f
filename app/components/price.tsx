// A nightly price's cedi equivalent ("≈ GH₵ 1,850"), shown under the dollar price when the operator
// has set a rate, and the note naming that rate's date near a list of prices. What a price is, said
// beside lists, is in price-note.tsx, apart, so a page without a list does not download it.
import { cediAmount, formatCedis } from "#app/domain/cedi.ts";
import { formatLongDate } from "#app/domain/dates.ts";
import { useCediRate } from "#app/site-config.ts";

export function CediPrice({ usd, className }: { usd: number; className?: string }) {
  const cedi = useCediRate();
  if (!cedi) return null;
  return (
    <p className={`text-sm whitespace-nowrap text-slate-700 ${className ?? ""}`}>
      ≈ {formatCedis(cediAmount(usd, cedi.rate))}
    </p>
  );
}

/** "Cedi prices at the rate of November 24, 2026 (GH₵ 15.45 to the dollar)." */
export function CediRateNote({ className }: { className?: string }) {
  const cedi = useCediRate();
  if (!cedi) return null;
  return (
    <p className={`text-sm text-slate-700 ${className ?? ""}`}>
      Cedi prices are approximate, at the rate of{" "}
      <time dateTime={cedi.date}>{formatLongDate(`${cedi.date}T00:00:00Z`)}</time> (GH₵ {cedi.rate}{" "}
      to the dollar); you pay what the partner quotes.
    </p>
  );
}
