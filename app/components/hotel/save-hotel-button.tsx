// Save: adds a hotel to the visitor's shortlist. It is a form of its own from the first paint
// (docs/decisions/025): without scripts it posts to /shortlist, which keeps the list in a cookie
// and opens the shortlist; with scripts it toggles the list in place and offers a way to it.
// Cached pages show it as "Save" for everyone; whether this visitor saved the hotel shows only
// once the page has hydrated, from the browser's copy of the list. The shortlist page reads the
// list from its cookie (ServerShortlist): there a saved hotel says "Saved" from the first paint,
// and pressing it without scripts removes it, so Lite and no-script visitors see the truth.
import { createContext, useContext, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { toggleShortlisted, useShortlist } from "#app/browser/shortlist.ts";
import { useHydrated } from "#app/hydration/use-hydrated.ts";
import { Icon } from "#app/components/icon.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useChrome } from "#app/site-config.ts";

export const SHORTLIST_ACTION = "/shortlist";

const LOOKS = {
  /** Over the corner of a card's image. */
  card: "btn-save-card",
  /** In the hotel page's booking box. */
  page: "btn-save-page",
} as const;

/** The slugs the server read from the visitor's cookie, on the page that reads it. */
export const ServerShortlist = createContext<readonly string[]>([]);

export function SaveHotelButton(props: { slug: string; name: string; look: keyof typeof LOOKS }) {
  const isHydrated = useHydrated();
  const browserList = useShortlist();
  const serverList = useContext(ServerShortlist);
  const isSaved = (isHydrated ? browserList : serverList).includes(props.slug);
  const showToast = useToast();
  const navigate = useNavigate();
  const words = useChrome().cards;

  function toggle(event: MouseEvent) {
    event.preventDefault();
    toggleShortlisted(props.slug);
    if (isSaved) return;
    showToast({
      title: words.savedToast,
      action: {
        label: words.viewShortlist,
        onSelect: () => void navigate(SHORTLIST_ACTION),
      },
    });
  }

  return (
    <form
      method="post"
      action={SHORTLIST_ACTION}
      className={props.look === "card" ? "save-card" : undefined}
    >
      <button
        type="submit"
        name={isSaved ? "remove" : "save"}
        value={props.slug}
        aria-label={words.saveName.replace("{name}", props.name)}
        // Without scripts a button the server knows nothing of only adds: no toggle until hydrated.
        aria-pressed={isHydrated || isSaved ? isSaved : undefined}
        onClick={toggle}
        className={LOOKS[props.look]}
      >
        <Icon name={isSaved ? "heart-filled" : "heart"} />
        {isSaved ? words.saved : words.save}
      </button>
    </form>
  );
}
