// Guests report what they found (issue 40): a report is stored unconfirmed and a confirmation link
// e-mailed through the outbox; the link's page confirms only on a button press (POST), so a mail
// scanner's GET never does; an editor then approves it (it counts on the hotel's page as
// "Reported by N guests") or rejects it (kept apart, never counted). Abuse: a honeypot, rate
// limits, no links in notes, one report per address per hotel per month. Every step is audited.
import { fieldErrorsOf } from "#app/domain/content/content-schemas.ts";
import { createElement } from "react";
import { HONEYPOT_FIELD } from "#app/domain/forms/form-fields.ts";
import {
  ADDRESS_KEPT_DAYS,
  CONFIRM_DAYS,
  hasFindings,
  HOT_WATER_OPTIONS,
  monthStoppingIn,
  monthWords,
  NOTE_MAX,
  PAYMENT_OPTIONS,
  PICKUP_OPTIONS,
  POWER_OPTIONS,
  stayMonthChoices,
  WATER_OPTIONS,
} from "#app/domain/facts/guest-report.ts";
import { writtenLinkIn } from "#app/domain/text/written-links.ts";
import { z } from "#app/domain/shared/zod.ts";
import type { Locale } from "#app/domain/languages/locale.ts";
import { getEnv } from "#app/env.server.ts";
import { translate } from "#app/i18n/i18n.server.ts";
import { GuestReportEmail } from "#app/mail/guest-report-email.tsx";
import { forgetMailOfKind, queueEmails, wakeMailer } from "#app/mail/outbox.server.ts";
import { renderEmail } from "#app/mail/render.server.ts";
import { recordAudit, SYSTEM, type Actor } from "#app/models/audit-log.server.ts";
import { reloadContentAfterChange } from "#app/models/content-snapshot/reload-after-save.server.ts";
import { bumpContentVersion } from "#app/models/content-store.server.ts";
import { getDb } from "#app/models/db.server.ts";
import {
  confirmGuestReportRow,
  decideGuestReportRow,
  deleteGuestReport,
  deleteUnconfirmedBefore,
  eraseDecidedAddresses,
  findGuestReportByToken,
  findRepeat,
  hasApprovedReportFor,
  insertGuestReport,
} from "#app/models/guest-reports.server.ts";
import { findHotelBySlug } from "#app/models/hotels.server.ts";
import { hitRateLimit, type RateLimit } from "#app/models/rate-limits.server.ts";
import { forbidden, type Acting } from "#app/use-cases/studio/content-changes.server.ts";

const DAY_MS = 86_400_000;
/** The outbox's kind for a guest's confirmation e-mail. */
const CONFIRM_MAIL = "guest-report";

const choice = <T extends readonly (readonly [string, string])[]>(options: T, label: string) =>
  z
    .enum(["", ...options.map(([value]) => value)] as [string, ...string[]], {
      error: `${label}: choose one of the answers offered.`,
    })
    .default("");

/** The report form's rules, for the months open at `now`; a message at each field. */
function guestReportSchema(now: Date) {
  const months = stayMonthChoices(now);
  return z
    .object({
      stayMonth: z
        .string({ error: "Choose the month you stayed." })
        .refine((month) => months.includes(month), {
          message: `Choose the month you stayed, from ${monthWords(months.at(-1)!)} to ${monthWords(months[0]!)}.`,
        }),
      power: choice(POWER_OPTIONS, "Power"),
      water: choice(WATER_OPTIONS, "Water"),
      hotWater: choice(HOT_WATER_OPTIONS, "Hot water"),
      pickup: choice(PICKUP_OPTIONS, "Airport pickup"),
      payment: z
        .array(
          z.enum(PAYMENT_OPTIONS.map(([value]) => value) as [string, ...string[]], {
            error: "Payment: tick only the ways offered.",
          }),
        )
        .max(PAYMENT_OPTIONS.length)
        .default([]),
      note: z
        .string()
        .trim()
        .max(NOTE_MAX, `Keep the note to ${NOTE_MAX} characters.`)
        .refine(
          (note) => !writtenLinkIn(note) && !/https?:|www\./i.test(note),
          "The note takes words, not links: write what you found without an address.",
        )
        .default(""),
      email: z
        .string({ error: "Enter your e-mail address: we send the confirmation link there." })
        .trim()
        .toLowerCase()
        .max(320, "The e-mail address must be at most 320 characters.")
        .pipe(z.email("Enter an e-mail address like ama@example.com: we send the link there.")),
      [HONEYPOT_FIELD]: z.string().default(""),
    })
    .superRefine((report, context) => {
      if (!hasFindings(report as Parameters<typeof hasFindings>[0])) {
        context.addIssue({
          code: "custom",
          path: ["power"],
          message: "Answer at least one question about what you found.",
        });
      }
    });
}

/** A form's fields as the schema reads them (payment may be ticked several times). */
export function guestReportInput(fields: Record<string, string>, payment: string[]): unknown {
  return { ...fields, payment };
}

/** Reports per connection: a family reporting several hotels is fine, a script is not. */
export const GUEST_REPORT_LIMIT: RateLimit = {
  bucket: "guest-report",
  limit: 10,
  windowMs: 60 * 60_000,
};

/** A confirmation link's public address, in the language the report was sent in. */
function confirmUrl(slug: string, token: string, locale: Locale): string {
  return `${getEnv().SITE_URL}${locale === "fr" ? "/fr" : ""}/hotels/${slug}/stayed/${token}`;
}

/** The confirmation e-mail's French words (a report sent from a French page, issue 44). */
function frenchMailWords(hotelName: string, url: string) {
  const values = {
    hotel: hotelName,
    site: getEnv().SITE_NAME,
    days: CONFIRM_DAYS,
    kept: ADDRESS_KEPT_DAYS,
    url,
  };
  const word = (key: string) => translate("fr", `guestReport.mail.${key}`, values);
  return {
    lang: "fr",
    subject: word("subject"),
    text: word("text"),
    button: word("button"),
    small: word("small"),
    footer: word("footer"),
  };
}

export type SubmitOutcome =
  | { ok: true }
  | { ok: false; status: 400; fieldErrors: Record<string, string> }
  | { ok: false; status: 404 | 409 | 429; error: string; retryAfterSeconds?: number };

/**
 * Stores a report unconfirmed and e-mails its confirmation link, in the language of the page it
 * was sent from; nothing public changes.
 */
export async function submitGuestReport(
  slug: string,
  input: unknown,
  clientAddress: string,
  now = new Date(),
  locale: Locale = "en",
): Promise<SubmitOutcome> {
  const hotel = await findHotelBySlug(slug);
  if (!hotel) return { ok: false, status: 404, error: "There is no such hotel on our site." };
  const parsed = guestReportSchema(now).safeParse(input);
  if (!parsed.success) {
    return { ok: false, status: 400, fieldErrors: fieldErrorsOf(parsed.error.issues) };
  }
  // A bot that fills every field is answered as if it worked, and nothing is kept.
  if (parsed.data[HONEYPOT_FIELD]) return { ok: true };
  const hit = await hitRateLimit(GUEST_REPORT_LIMIT, clientAddress);
  if (!hit.isAllowed) {
    return {
      ok: false,
      status: 429,
      error: "Too many reports from this connection in the last hour. Please try again later.",
      retryAfterSeconds: hit.retryAfterSeconds,
    };
  }
  const { stayMonth, note, email, power, water, hotWater, pickup, payment } = parsed.data;
  const env = getEnv();
  const db = await getDb();
  const stored = await db.transaction(async (tx) => {
    if (await findRepeat(tx, hotel.id, email, stayMonth, monthStart(now))) return false;
    const { token, row } = await insertGuestReport(tx, {
      hotelId: hotel.id,
      stayMonth,
      findings: { power, water, hotWater, pickup, payment },
      note,
      email,
    });
    const url = confirmUrl(hotel.slug, token, locale);
    const translated = locale === "fr" ? frenchMailWords(hotel.name, url) : undefined;
    const { html, text } = await renderEmail(
      createElement(GuestReportEmail, {
        siteName: env.SITE_NAME,
        siteUrl: env.SITE_URL,
        hotelName: hotel.name,
        url,
        translated,
      }),
    );
    await queueEmails(
      [
        {
          kind: CONFIRM_MAIL,
          toAddress: email,
          subject: translated?.subject ?? `Confirm your report on ${hotel.name}`,
          html,
          text,
        },
      ],
      tx,
    );
    const visitor: Actor = { name: "visitor", clientAddress };
    await recordAudit(
      visitor,
      `hotel ${hotel.id} guest report ${row.id} sent`,
      { stayMonth: { from: null, to: stayMonth } },
      tx,
    );
    return true;
  });
  if (!stored) {
    return {
      ok: false,
      status: 409,
      error: `You have already reported on ${hotel.name} for ${monthWords(stayMonth)} or this month: one report per address per hotel per month keeps the counts honest.`,
    };
  }
  await wakeMailer();
  return { ok: true };
}

/** Where a confirmation link stands, changing nothing (a GET, which a mail scanner may make). */
export async function readGuestReportLink(slug: string, token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: "unknown" as const };
  const row = await findGuestReportByToken(token);
  const hotel = row ? await findHotelBySlug(slug) : undefined;
  if (!row || !hotel || hotel.id !== row.hotelId) return { state: "unknown" as const };
  if (row.state !== "unconfirmed") return { state: "confirmed" as const, hotelName: hotel.name };
  if (now.getTime() - row.createdAt.getTime() > CONFIRM_DAYS * DAY_MS) {
    return { state: "expired" as const, hotelName: hotel.name };
  }
  return { state: "waiting" as const, hotelName: hotel.name };
}

/** The button's POST: the report waits for an editor. Pressing it twice is harmless. */
export async function confirmGuestReport(
  slug: string,
  token: string,
  clientAddress: string,
  now = new Date(),
) {
  const link = await readGuestReportLink(slug, token, now);
  if (link.state !== "waiting") return link;
  const db = await getDb();
  const isRepeat = await db.transaction(async (tx) => {
    const row = await findGuestReportByToken(token, tx);
    // Two reports sent before either was confirmed: the first confirmed counts, this one goes.
    if (
      row?.email &&
      (await findRepeat(tx, row.hotelId, row.email, row.stayMonth, monthStart(now)))
    ) {
      await deleteGuestReport(tx, row.id);
      return true;
    }
    const confirmed = row ? await confirmGuestReportRow(tx, row.id, now) : null;
    if (!confirmed) return false;
    await recordAudit(
      { name: "visitor", clientAddress },
      `hotel ${confirmed.hotelId} guest report ${confirmed.id} confirmed`,
      { state: { from: "unconfirmed", to: "pending" } },
      tx,
    );
    return false;
  });
  if (isRepeat) return { state: "repeat" as const, hotelName: link.hotelName };
  return { state: "confirmed" as const, hotelName: link.hotelName };
}

/** The first moment of `now`'s month (UTC): one report per address per hotel per month. */
function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export type DecideOutcome = { ok: true } | { ok: false; status: 403 | 409; error: string };

/**
 * An editor's decision: approved, the report counts on the hotel's page (a content reload);
 * rejected, it is kept apart and never counted.
 */
export async function decideGuestReport(
  id: number,
  state: "approved" | "rejected",
  by: Acting,
): Promise<DecideOutcome> {
  const refused = forbidden(by, "publish");
  if (refused) return { ok: false, status: 403, error: refused.error };
  const db = await getDb();
  const decided = await db.transaction(async (tx) => {
    const row = await decideGuestReportRow(tx, id, { state, decidedBy: by.actor.name });
    if (!row) return null;
    await recordAudit(
      by.actor,
      `hotel ${row.hotelId} guest report ${row.id} ${state}`,
      { state: { from: "pending", to: state } },
      tx,
    );
    if (state === "approved") await bumpContentVersion(tx);
    return row;
  });
  if (!decided) return { ok: false, status: 409, error: "This report was decided already." };
  if (state === "approved") await reloadContentAfterChange();
  return { ok: true };
}

/**
 * The daily clean-up: addresses erased 30 days after their report was decided, reports never
 * confirmed deleted once their link has lapsed, and the confirmation e-mails' copies of the
 * address forgotten once their link has lapsed (the privacy policy says all three); and the hotel
 * pages reloaded while reports are stopping counting.
 */
export async function purgeGuestReportAddresses(now = new Date()) {
  const db = await getDb();
  const lapsed = new Date(now.getTime() - CONFIRM_DAYS * DAY_MS);
  const outcome = await db.transaction(async (tx) => {
    const erased = await eraseDecidedAddresses(
      tx,
      new Date(now.getTime() - ADDRESS_KEPT_DAYS * DAY_MS),
    );
    const deleted = await deleteUnconfirmedBefore(tx, lapsed);
    const mails = await forgetMailOfKind(CONFIRM_MAIL, lapsed, tx);
    // Reports for the month that stopped counting this month leave the hotels' pages: the
    // content snapshot drops them when it reloads, which nothing else may cause for a while.
    const isStale = await hasApprovedReportFor(tx, monthStoppingIn(now));
    if (isStale) await bumpContentVersion(tx);
    if (erased + deleted + mails > 0) {
      await recordAudit(
        SYSTEM,
        "guest reports' addresses erased",
        {
          addressesErased: { from: null, to: erased },
          unconfirmedDeleted: { from: null, to: deleted },
          mailsForgotten: { from: null, to: mails },
        },
        tx,
      );
    }
    return { erased, deleted, mails, isStale };
  });
  if (outcome.isStale) await reloadContentAfterChange();
  return outcome;
}
