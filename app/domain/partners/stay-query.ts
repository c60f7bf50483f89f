// Which stay a /go/ link or the "Your dates" form asks for: the fields a traveller sent, else the
// stay they chose last (the cookie), else tonight for one night with two adults. Server-only in
// practice: it holds the zod rules, and the browser gets only stay.ts.
import { z } from "#app/domain/shared/zod.ts";
import {
  addDays,
  DEFAULT_PARTY,
  nightsBetween,
  STAY_FIELDS,
  STAY_LIMITS,
  type Party,
  type Stay,
} from "#app/domain/partners/stay.ts";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return (
    ISO_DAY.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
  );
};

const day = (label: string) =>
  z.string().refine(isCalendarDay, `${label} must be a date, such as 2026-12-01.`);

const count = (label: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, `${label} must be a whole number from ${min} to ${max}.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${label} must be a whole number from ${min} to ${max}.`)
        .max(max, `${label} must be a whole number from ${min} to ${max}.`),
    );

/** A whole stay, checked against today in Ghana; every message says what to change. */
export function staySchema(today: string) {
  const latest = addDays(today, STAY_LIMITS.maxDaysAhead);
  return z
    .object({
      checkin: day("Check-in"),
      checkout: day("Check-out"),
      adults: count("Adults", 1, STAY_LIMITS.maxAdults),
      rooms: count("Rooms", 1, STAY_LIMITS.maxRooms),
      children: count("Children", 0, STAY_LIMITS.maxChildren),
    })
    .superRefine((stay, context) => {
      const problem = (path: keyof Stay, message: string) =>
        context.addIssue({ code: "custom", path: [path], message });
      if (stay.checkin < today) {
        problem("checkin", `Check-in is in the past: choose ${today} or later.`);
      } else if (stay.checkin > latest) {
        problem("checkin", `Check-in can be at most a year ahead: choose ${latest} or earlier.`);
      } else if (stay.checkout <= stay.checkin) {
        problem("checkout", "Check-out must be after check-in.");
      } else if (nightsBetween(stay.checkin, stay.checkout) > STAY_LIMITS.maxNights) {
        problem(
          "checkout",
          `A stay can be at most ${STAY_LIMITS.maxNights} nights: choose check-out on ${addDays(stay.checkin, STAY_LIMITS.maxNights)} or earlier.`,
        );
      }
      if (stay.rooms > stay.adults) {
        problem("rooms", "Each room needs at least one adult: choose no more rooms than adults.");
      }
    });
}

export type StayChoice =
  | {
      stay: Stay;
      /** chosen: sent with this request (remember it); remembered: from the cookie; default. */
      source: "chosen" | "remembered" | "default";
    }
  | { problem: string };

type StayFields = Partial<Record<(typeof STAY_FIELDS)[number], string>>;

const asFields = (stay: Stay): StayFields => ({
  checkin: stay.checkin,
  checkout: stay.checkout,
  adults: String(stay.adults),
  rooms: String(stay.rooms),
  children: String(stay.children),
});
const partyOf = ({ adults, rooms, children }: Party): Party => ({ adults, rooms, children });
const tonight = (today: string) => ({ checkin: today, checkout: addDays(today, 1) });

/** The remembered stay's dates while still ahead and valid, and its party when valid. */
/** What of a remembered stay may still be used today: its dates while ahead, else its party. */
export function usableMemory(remembered: Stay | null, today: string) {
  if (!remembered) return { dates: null, party: null };
  const whole = staySchema(today).safeParse(asFields(remembered));
  if (whole.success) {
    return {
      dates: { checkin: whole.data.checkin, checkout: whole.data.checkout },
      party: partyOf(whole.data),
    };
  }
  const party = staySchema(today).safeParse(asFields({ ...remembered, ...tonight(today) }));
  return { dates: null, party: party.success ? partyOf(party.data) : null };
}

/**
 * The stay to send: each field the request carries wins (dates go as a pair: a check-in alone
 * means one night), then the remembered stay (its dates only while still ahead), then tonight
 * for one night with two adults in one room.
 */
export function chooseStay(
  fields: Readonly<Partial<Record<(typeof STAY_FIELDS)[number], string | null | undefined>>>,
  remembered: Stay | null,
  today: string,
): StayChoice {
  const given: StayFields = {};
  for (const name of STAY_FIELDS) {
    const value = fields[name]?.trim();
    if (value) given[name] = value.slice(0, 20);
  }
  const memory = usableMemory(remembered, today);
  const fallback = { ...(memory.dates ?? tonight(today)), ...(memory.party ?? DEFAULT_PARTY) };

  if (Object.keys(given).length === 0) {
    return { stay: fallback, source: memory.dates || memory.party ? "remembered" : "default" };
  }
  if (given.checkout && !given.checkin) {
    return { problem: "Choose a check-in date as well as a check-out date." };
  }
  const dates: StayFields = given.checkin
    ? {
        checkin: given.checkin,
        checkout: given.checkout ?? (isCalendarDay(given.checkin) ? addDays(given.checkin, 1) : ""),
      }
    : {};
  const parsed = staySchema(today).safeParse({ ...asFields(fallback), ...given, ...dates });
  if (!parsed.success) {
    return { problem: parsed.error.issues[0]?.message ?? "These dates do not work." };
  }
  return { stay: parsed.data, source: "chosen" };
}
