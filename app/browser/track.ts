// Records an analytics event without ever blocking navigation: sendBeacon queues the request
// even while the page unloads; fetch with keepalive is the fallback.
import type { EventType } from "#app/domain/operations/analytics-event.ts";

const ENDPOINT = "/api/analytics";

export function track(eventType: EventType, eventData = ""): void {
  if (typeof window === "undefined") return;
  const body = JSON.stringify({ eventType, eventData: eventData.slice(0, 500) });
  try {
    const blob = new Blob([body], { type: "application/json" });
    if (navigator.sendBeacon?.(ENDPOINT, blob)) return;
    void fetch(ENDPOINT, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
      credentials: "include",
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Analytics must never break the page.
  }
}
