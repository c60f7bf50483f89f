/** Five stars filled to the rating (text glyphs: light enough for long lists), with the number. */
export function StarRating({ rating, size = "sm" }: { rating: number; size?: "sm" | "lg" }) {
  const fill = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className={`relative leading-none ${size === "lg" ? "text-xl" : "text-base"}`}
      >
        <span className="text-slate-300">★★★★★</span>
        <span className="absolute inset-0 overflow-hidden text-amber-500" style={{ width: fill }}>
          ★★★★★
        </span>
      </span>
      <span className={`font-semibold text-slate-800 ${size === "lg" ? "text-base" : "text-sm"}`}>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  );
}
