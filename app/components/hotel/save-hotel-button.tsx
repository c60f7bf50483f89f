// Save: adds a hotel to the visitor's shortlist. It is a real form from the first paint
// (docs/decisions/025): without scripts it posts to /shortlist, which keeps the list in a cookie
// and opens the shortlist; with scripts it toggles the list in place and offers a way to it.
// Cached pages show it as "Save" for everyone; whether this visitor saved the hotel shows only
// once the page has hydrated, from the browser's copy of the list.
import { createContext, useContext, type MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toggleShortlisted, useShortlist } from "#app/browser/shortlist.ts";
import { useHydrated } from "#app/hydration/use-hydrated.ts";
import { Icon } from "#app/components/icon.tsx";
import { useToast } from "#app/components/ui/toast.tsx";

export const SHORTLIST_ACTION = "/shortlist";

/**
 * True inside another form (the shortlist's compare form): forms cannot nest, so Save there is a
 * button that posts that form to /shortlist instead of a form of its own.
 */
export const InsideFormContext = createContext(false);

const LOOKS = {
  /** Over the corner of a card's image. */
  card: "btn-save-card",
  /** In the hotel page's booking box. */
  page: "inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 aria-pressed:text-rose-700",
} as const;

export function SaveHotelButton(props: { slug: string; name: string; look: keyof typeof LOOKS }) {
  const isHydrated = useHydrated();
  const isInsideForm = useContext(InsideFormContext);
  const isSaved = useShortlist().includes(props.slug);
  const showToast = useToast();
  const navigate = useNavigate();

  function toggle(event: MouseEvent) {
    event.preventDefault();
    toggleShortlisted(props.slug);
    if (isSaved) return;
    showToast({
      title: "Saved to your shortlist",
      description: `${props.name} is on your shortlist, ready to compare.`,
      action: { label: "View shortlist", onSelect: () => void navigate("/shortlist") },
    });
  }

  const button = (
    <button
      type="submit"
      name="save"
      value={props.slug}
      aria-label={`Save ${props.name}`}
      // Without scripts the button only adds, so it is not a toggle until the page hydrates.
      aria-pressed={isHydrated ? isSaved : undefined}
      formAction={isInsideForm ? SHORTLIST_ACTION : undefined}
      formMethod={isInsideForm ? "post" : undefined}
      onClick={toggle}
      className={LOOKS[props.look]}
    >
      <Icon name={isSaved ? "heart-filled" : "heart"} />
      {isSaved ? "Saved" : "Save"}
    </button>
  );
  if (isInsideForm) return button;
  return (
    <form
      method="post"
      action={SHORTLIST_ACTION}
      className={props.look === "card" ? "save-card" : undefined}
    >
      {button}
    </form>
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
