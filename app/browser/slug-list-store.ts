// A list of hotel slugs kept in localStorage, for useSyncExternalStore: the server and
// hydration see an empty list, then the browser's. Other tabs follow changes through the
// `storage` event; when storage is unavailable (blocked, full) the list still works in memory
// for the visit. Stored values are read with the rules of app/domain/hotel-lists/shortlist.ts. A list kept in
// a cookie as well (the shortlist, docs/decisions/025) takes the cookie's list when a page opens,
// since a form posted without scripts changes only the cookie; from then on the page writes both,
// and follows localStorage, whose `storage` event tells other tabs (a tab's copy of the cookies
// may lag behind another tab's writes).
import {
  addSlug,
  parseStoredSlugs,
  removeSlug,
  toggleSlug,
} from "#app/domain/hotel-lists/shortlist.ts";

const EMPTY: readonly string[] = [];

export interface SlugListStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly string[];
  getServerSnapshot: () => readonly string[];
  add: (slug: string) => void;
  remove: (slug: string) => void;
  toggle: (slug: string) => void;
}

/** A cookie that holds the list too, readable by the server. */
export interface ListCookie {
  /** The list, or undefined when there is no cookie. */
  read: () => readonly string[] | undefined;
  write: (slugs: readonly string[]) => void;
}

export function createSlugListStore(
  key: string,
  limit: number,
  cookie?: ListCookie,
): SlugListStore {
  const listeners = new Set<() => void>();
  let memory: readonly string[] = EMPTY;
  let cachedRaw: string | null = null;
  let cachedList: readonly string[] = EMPTY;
  let isReconciled = cookie === undefined;

  function reconcile() {
    isReconciled = true;
    const inCookie = cookie!.read();
    if (!inCookie) return;
    memory = inCookie;
    try {
      window.localStorage.setItem(key, JSON.stringify(inCookie));
    } catch {
      // Storage blocked: the in-memory copy holds the cookie's list.
    }
  }

  function getSnapshot(): readonly string[] {
    if (!isReconciled) reconcile();
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return memory;
    }
    if (raw === null) return memory;
    // The snapshot must stay the same object while the stored text is unchanged.
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedList = parseStoredSlugs(raw, limit);
    }
    return cachedList;
  }

  function write(next: readonly string[]) {
    memory = next;
    cookie?.write(next);
    try {
      window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the in-memory copy keeps the page working.
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared all of this site's storage.
      if (event.key !== key && event.key !== null) return;
      if (event.newValue === null) memory = EMPTY;
      listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  return {
    subscribe,
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    add: (slug) => write(addSlug(getSnapshot(), slug, limit)),
    remove: (slug) => write(removeSlug(getSnapshot(), slug)),
    toggle: (slug) => write(toggleSlug(getSnapshot(), slug, limit)),
  };
}
