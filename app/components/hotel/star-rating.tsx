import type { CSSProperties } from "react";
import { useChrome } from "#app/site-config.ts";

/** Five stars filled to the rating (drawn by the `stars` utility in app.css), with the number. */
export function StarRating({
  rating,
  size = "sm",
  said,
}: {
  rating: number;
  size?: "sm" | "lg";
  /** The figure as the page's language writes it ("4,4"), worded by the server. */
  said?: string;
}) {
  const fill = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className={`stars ${size === "lg" ? "text-xl" : "text-base"}`}
        style={{ "--stars": fill } as CSSProperties}
      />
      <span className={`font-semibold text-slate-800 ${size === "lg" ? "text-base" : "text-sm"}`}>
        {said ?? rating.toFixed(1)}
        <span className="sr-only">{useChrome().cards.outOf}</span>
      </span>
    </span>
  );
}
