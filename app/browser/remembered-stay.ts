// The stay remembered in the akwaaba_stay cookie, for forms to show after hydration: cached
// pages are the same for everyone, so the dates never come in the HTML (decision 024). The
// server and hydration see nothing; the browser then reads the cookie, and again when the
// traveller comes back to this tab (a Book Now in another tab may have changed it).
import { useSyncExternalStore } from "react";
import { rollingStayDates } from "#app/domain/outbound.ts";
import { readStayCookie, STAY_COOKIE, type Party } from "#app/domain/stay.ts";

export type RememberedStay = Party & { checkin?: string; checkout?: string };

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("focus", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("focus", listener);
  };
}

/** The cookie's raw text: a string, so the snapshot stays equal while the cookie is unchanged. */
function getSnapshot(): string {
  const prefix = `${STAY_COOKIE}=`;
  return (
    document.cookie
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(prefix)) ?? ""
  );
}

const getServerSnapshot = () => "";

/** Tells forms on the page that the remembered stay changed (after the "Your dates" form). */
export function notifyStayChanged() {
  for (const listener of listeners) listener();
}

/** The remembered stay, its dates left out once check-in has passed; null before hydration. */
export function useRememberedStay(): RememberedStay | null {
  const raw = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const stay = readStayCookie(raw);
  if (!stay) return null;
  const { checkin, checkout, ...party } = stay;
  return checkin >= rollingStayDates(new Date()).checkin ? { checkin, checkout, ...party } : party;
}

const noSubscription = () => () => {};

/** Today in Ghana once in the browser; undefined in the HTML, which caches serve for a while. */
export function useStayToday(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => rollingStayDates(new Date()).checkin,
    () => undefined,
  );
}
