import type { CSSProperties } from "react";
import { useHotelWords } from "#app/components/hotel/hotel-words.ts";

/** Five stars filled to the rating (drawn by the `stars` utility in app.css), with the number. */
export function StarRating({ rating, size = "sm" }: { rating: number; size?: "sm" | "lg" }) {
  const { outOf, decimal } = useHotelWords();
  const fill = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className={`stars ${size === "lg" ? "text-xl" : "text-base"}`}
        style={{ "--stars": fill } as CSSProperties}
      />
      <span className={`font-semibold text-slate-800 ${size === "lg" ? "text-base" : "text-sm"}`}>
        {rating.toFixed(1).replace(".", decimal)}
        <span className="sr-only">{outOf}</span>
      </span>
    </span>
  );
}
