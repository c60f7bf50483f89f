// The visitor's shortlist (hotels saved with Save) and the hotels they viewed lately, kept in
// this browser: no account (docs/decisions/020). The shortlist is also in a cookie, which the
// no-JS Save form writes and /shortlist reads (docs/decisions/025).
import { useSyncExternalStore } from "react";
import { createSlugListStore } from "#app/browser/slug-list-store.ts";
import {
  readShortlistCookie,
  RECENT_LIMIT,
  SHORTLIST_LIMIT,
  shortlistCookie,
} from "#app/domain/hotel-lists/shortlist.ts";

const shortlist = createSlugListStore("akwaaba:shortlist", SHORTLIST_LIMIT, {
  read: () => readShortlistCookie(document.cookie),
  write: (slugs) => {
    document.cookie = shortlistCookie(slugs, { isSecure: location.protocol === "https:" });
  },
});
const recent = createSlugListStore("akwaaba:recent", RECENT_LIMIT);

/** The saved hotels' slugs, newest first; empty on the server and while hydrating. */
export function useShortlist(): readonly string[] {
  return useSyncExternalStore(
    shortlist.subscribe,
    shortlist.getSnapshot,
    shortlist.getServerSnapshot,
  );
}

export const toggleShortlisted = shortlist.toggle;
export const removeFromShortlist = shortlist.remove;

/** The hotels viewed lately, newest first; empty on the server and while hydrating. */
export function useRecentlyViewed(): readonly string[] {
  return useSyncExternalStore(recent.subscribe, recent.getSnapshot, recent.getServerSnapshot);
}

export const recordRecentlyViewed = recent.add;
