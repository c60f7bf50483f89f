// The stay a traveller asks partners for: dates and party. This module is zod-free so the
// browser can read the remembered stay (to pre-fill forms after hydration) without zod; the
// rules that check a stay live in stay-query.ts, on the server.

export interface Stay {
  /** YYYY-MM-DD, in Ghana's calendar (GMT). */
  checkin: string;
  checkout: string;
  adults: number;
  rooms: number;
  children: number;
}

export type Party = Pick<Stay, "adults" | "rooms" | "children">;

/** What partners accept: Booking.com and Agoda both stop at 30 nights and take up to 30 rooms. */
export const STAY_LIMITS = {
  maxNights: 30,
  maxDaysAhead: 365,
  maxAdults: 30,
  maxRooms: 30,
  maxChildren: 10,
} as const;

export const DEFAULT_PARTY: Party = { adults: 2, rooms: 1, children: 0 };

/** The form and query fields that carry a stay, the same on every /go/ link and form. */
export const STAY_FIELDS = ["checkin", "checkout", "adults", "rooms", "children"] as const;

/** The first-party cookie that remembers the last stay a traveller chose. */
export const STAY_COOKIE = "akwaaba_stay";
const STAY_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole nights from check-in to check-out. */
export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round(
    (Date.parse(`${checkout}T00:00:00Z`) - Date.parse(`${checkin}T00:00:00Z`)) / 864e5,
  );
}

/** The cookie value: "2026-12-01_2026-12-04_2_1_0" (no characters a cookie must escape). */
export function encodeStay(stay: Stay): string {
  return [stay.checkin, stay.checkout, stay.adults, stay.rooms, stay.children].join("_");
}

const ENCODED_STAY = /^(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})_(\d{1,2})_(\d{1,2})_(\d{1,2})$/;

/** A cookie value back into a stay, by shape only: the server checks it again before use. */
export function decodeStay(value: string | undefined): Stay | null {
  const match = value ? ENCODED_STAY.exec(value) : null;
  if (!match) return null;
  const [, checkin, checkout, adults, rooms, children] = match;
  return {
    checkin: checkin!,
    checkout: checkout!,
    adults: Number(adults),
    rooms: Number(rooms),
    children: Number(children),
  };
}

/** The remembered stay in a Cookie header (or `document.cookie`), by shape only. */
/**
 * The party in the search tabs' words, "2 travelers, 1 room"; null with children, whom the
 * tabs' one "Travelers" choice cannot say.
 */
export function partyLabel(party: Party): string | null {
  if (party.children > 0) return null;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  return `${plural(party.adults, "traveler")}, ${plural(party.rooms, "room")}`;
}

export function readStayCookie(cookies: string | null | undefined): Stay | null {
  for (const part of (cookies ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === STAY_COOKIE) return decodeStay(value);
  }
  return null;
}

/**
 * The Set-Cookie value remembering a stay for 30 days. Not HttpOnly: the page's script reads it
 * to pre-fill the dates after hydration, since cached pages cannot carry them (decision 024).
 */
export function stayCookie(stay: Stay, options: { isSecure: boolean }): string {
  const parts = [
    `${STAY_COOKIE}=${encodeStay(stay)}`,
    "Path=/",
    "SameSite=Lax",
    `Max-Age=${STAY_COOKIE_MAX_AGE_SECONDS}`,
  ];
  if (options.isSecure) parts.push("Secure");
  return parts.join("; ");
}

/** The Set-Cookie value that forgets the remembered stay. */
export function forgetStayCookie(options: { isSecure: boolean }): string {
  return [`${STAY_COOKIE}=`, "Path=/", "SameSite=Lax", "Max-Age=0"]
    .concat(options.isSecure ? ["Secure"] : [])
    .join("; ");
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Tue 1 Dec – Fri 4 Dec 2026 · 3 nights · 2 adults, 1 room" */
export function describeStay(stay: Stay): string {
  // Spelled out here so the server and every browser write it the same way.
  const format = (day: string, withYear: boolean) => {
    const date = new Date(`${day}T00:00:00Z`);
    const text = `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
    return withYear ? `${text} ${date.getUTCFullYear()}` : text;
  };
  const nights = nightsBetween(stay.checkin, stay.checkout);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  const party = [
    plural(stay.adults, "adult"),
    ...(stay.children > 0 ? [stay.children === 1 ? "1 child" : `${stay.children} children`] : []),
    plural(stay.rooms, "room"),
  ].join(", ");
  return `${format(stay.checkin, false)} – ${format(stay.checkout, true)} · ${plural(nights, "night")} · ${party}`;
}
