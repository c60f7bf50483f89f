// The way to the shortlist beside Save on a hotel page, in its own module so list pages, which
// show the Save toast instead, do not load it.
import { Link } from "react-router";
import { useShortlist } from "#app/browser/shortlist.ts";
import { useChrome } from "#app/site-config.ts";

/** "View shortlist (3)" once the visitor has saved something; nothing before. */
export function ShortlistLink({ className }: { className?: string }) {
  const count = useShortlist().length;
  const words = useChrome().cards;
  if (count === 0) return null;
  return (
    <Link
      to="/shortlist"
      className={`text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 ${className ?? ""}`}
    >
      {words.shortlistCount} ({count})
    </Link>
  );
}
