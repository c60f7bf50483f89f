// Save: adds a hotel to the visitor's shortlist, kept in this browser (app/browser/shortlist.ts).
// It works only with scripts, so until the page has hydrated it is not a control that does
// nothing: on a card (over the image's corner, out of the flow) it is not rendered at all, which
// also spares a list page its markup; in the booking box it is hidden but keeps its space, so
// nothing moves when it appears.
import { Link } from "react-router";
import { toggleShortlisted, useShortlist } from "#app/browser/shortlist.ts";
import { useHydrated } from "#app/hydration/use-hydrated.ts";
import { Icon } from "#app/components/icon.tsx";

const LOOKS = {
  /** Over the corner of a card's image. */
  card: "absolute top-3 right-3 rounded-full bg-white/95 px-3 py-1.5 text-sm shadow-sm hover:bg-white",
  /** In the hotel page's booking box. */
  page: "rounded-md border border-slate-300 px-4 py-2 hover:bg-slate-50",
} as const;

export function SaveHotelButton(props: {
  slug: string;
  name: string;
  look: keyof typeof LOOKS;
  className?: string;
}) {
  const isHydrated = useHydrated();
  const isSaved = useShortlist().includes(props.slug);
  if (!isHydrated && props.look === "card") return null;
  return (
    <button
      type="button"
      aria-label={`Save ${props.name}`}
      aria-pressed={isSaved}
      disabled={!isHydrated}
      onClick={() => toggleShortlisted(props.slug)}
      className={`inline-flex items-center gap-1.5 font-semibold ${isSaved ? "text-rose-700" : "text-slate-800"} ${LOOKS[props.look]} ${isHydrated ? "" : "invisible"} ${props.className ?? ""}`}
    >
      <Icon name={isSaved ? "heart-filled" : "heart"} />
      {isSaved ? "Saved" : "Save"}
    </button>
  );
}

/** "View shortlist (3)" once the visitor has saved something; nothing before. */
export function ShortlistLink({ className }: { className?: string }) {
  const count = useShortlist().length;
  if (count === 0) return null;
  return (
    <Link
      to="/shortlist"
      className={`text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 ${className ?? ""}`}
    >
      View shortlist ({count})
    </Link>
  );
}
