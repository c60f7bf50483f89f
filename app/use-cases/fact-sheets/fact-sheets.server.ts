// A hotel states its own facts (issue 40, docs/decisions/040): an editor asks for a fact sheet
// (a link e-mailed, copied or sent by WhatsApp), the hotel's manager answers without an account,
// and the answer waits for an editor, who accepts it part by part (each part then shows as
// "Stated by the hotel, {month year}") or sends it back with a note and a new link. Every step is
// in the audit log.
import { checkChanges, fieldErrorsOf } from "#app/domain/content/content-schemas.ts";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { hotels, type LinkPhoto, type PlacedPhoto } from "#db/schema.ts";
import {
  FACT_SHEET_PARTS,
  factSheetInput,
  FactSheetPhotosSchema,
  FactSheetSchema,
  factsOfPart,
  partAnswered,
  type FactSheet,
  type FactSheetPart,
} from "#app/domain/facts/fact-sheet.ts";
import type { PracticalFact } from "#app/domain/facts/practical-facts.ts";
import { getEnv } from "#app/env.server.ts";
import { FactSheetEmail } from "#app/mail/fact-sheet-email.tsx";
import { queueEmails, wakeMailer } from "#app/mail/outbox.server.ts";
import { renderEmail } from "#app/mail/render.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import {
  decideFactSheetAnswer,
  findFactSheetRequest,
  getFactSheetAnswer,
  isOpen,
  issueFactSheetLink,
  openFactSheetLinks,
  lockLinkPhotos,
  revokeFactSheetLink,
  setLinkPhotos,
  storeFactSheetAnswers,
  type FactSheetRequestRow,
} from "#app/models/fact-sheets.server.ts";
import { hitRateLimit, type RateLimit } from "#app/models/rate-limits.server.ts";
import { lockRow } from "#app/models/content-store.server.ts";
import { draftFields } from "#app/models/editorial.server.ts";
import {
  applyAndBump,
  forbidden,
  saveAsDraft,
  type Acting,
} from "#app/use-cases/studio/content-changes.server.ts";
import { editorialStep, reloadAfter } from "#app/use-cases/studio/editorial-step.server.ts";
import {
  discardPhotos,
  receiveLinkPhotos,
  removeLinkPhoto,
} from "#app/use-cases/fact-sheets/fact-sheet-photos.server.ts";

/** A link's public address. */
export function factSheetUrl(token: string): string {
  return `${getEnv().SITE_URL}/fact-sheet/${token}`;
}

export type RequestOutcome =
  | { ok: true; url: string; sentTo: string | null }
  | { ok: false; status: 403 | 404; error: string };

/**
 * A new fact-sheet link for the hotel (earlier ones stop working), e-mailed through the outbox
 * when `sendTo` is given. Editors and the owner only: the link lets a stranger propose facts.
 */
export async function requestFactSheet(
  hotelId: number,
  by: Acting,
  sendTo: string | null,
): Promise<RequestOutcome> {
  const refused = forbidden(by, "publish");
  if (refused) return { ok: false, status: 403, error: refused.error };
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [hotel] = await tx
      .select({ id: hotels.id, name: hotels.name })
      .from(hotels)
      .where(eq(hotels.id, hotelId));
    if (!hotel) return null;
    return { url: await issueAndSend(tx, hotel, by, sendTo) };
  });
  if (!outcome) return { ok: false, status: 404, error: `There is no hotel ${hotelId}.` };
  if (sendTo) await wakeMailer();
  return { ok: true, url: outcome.url, sentTo: sendTo };
}

/** A new link for the hotel, queued to `sendTo` when given, with its audit entry; its address. */
async function issueAndSend(
  tx: Database,
  hotel: { id: number; name: string },
  by: Acting,
  sendTo: string | null,
): Promise<string> {
  const { token } = await issueFactSheetLink(tx, hotel.id, by.actor.name, sendTo);
  const url = factSheetUrl(token);
  if (sendTo) await queueFactSheetMail(tx, hotel.name, sendTo, url, "");
  await recordAudit(
    by.actor,
    `hotel ${hotel.id} fact sheet requested`,
    { sentTo: { from: null, to: sendTo ?? "link copied" } },
    tx,
  );
  return url;
}

/** The most hotels one bulk request takes: the outbox sends them over the next minutes. */
export const BULK_REQUEST_LIMIT = 200;

export interface BulkRequestResult {
  /** Hotels e-mailed a new link. */
  sent: { id: number; name: string; sentTo: string }[];
  /** Hotels skipped: a link is open for them already (never two). */
  open: { id: number; name: string }[];
  /** Hotels skipped: the team has no e-mail address for them. */
  noAddress: { id: number; name: string }[];
}

export type BulkRequestOutcome =
  ({ ok: true } & BulkRequestResult) | { ok: false; status: 400 | 403; error: string };

/**
 * E-mails a fact-sheet link to each chosen hotel with an e-mail contact, through the outbox
 * (queued). A hotel with an open link is skipped, so it never gets two and the link it may be
 * answering keeps working; a hotel without an address is reported. Each hotel is its own
 * transaction, its row locked, so two editors asking at once still send one link.
 */
export async function requestFactSheets(
  hotelIds: readonly number[],
  by: Acting,
): Promise<BulkRequestOutcome> {
  const refused = forbidden(by, "publish");
  if (refused) return { ok: false, status: 403, error: refused.error };
  const ids = [...new Set(hotelIds)];
  if (ids.length === 0) {
    return { ok: false, status: 400, error: "Tick at least one hotel to ask for its fact sheet." };
  }
  if (ids.length > BULK_REQUEST_LIMIT) {
    return {
      ok: false,
      status: 400,
      error: `Ask at most ${BULK_REQUEST_LIMIT} hotels at a time; you ticked ${ids.length}.`,
    };
  }
  const result: BulkRequestResult = { sent: [], open: [], noAddress: [] };
  const db = await getDb();
  for (const id of ids) {
    await db.transaction(async (tx) => {
      const [hotel] = await tx
        .select({ id: hotels.id, name: hotels.name, contacts: hotels.contacts })
        .from(hotels)
        .where(eq(hotels.id, id))
        .for("update");
      if (!hotel) return;
      const email = hotel.contacts.email?.value;
      if (!email) {
        result.noAddress.push({ id: hotel.id, name: hotel.name });
      } else if ((await openFactSheetLinks(hotel.id, new Date(), tx)).length > 0) {
        result.open.push({ id: hotel.id, name: hotel.name });
      } else {
        await issueAndSend(tx, hotel, by, email);
        result.sent.push({ id: hotel.id, name: hotel.name, sentTo: email });
      }
    });
  }
  if (result.sent.length > 0) await wakeMailer();
  return { ok: true, ...result };
}

async function queueFactSheetMail(
  tx: Database,
  hotelName: string,
  to: string,
  url: string,
  note: string,
) {
  const env = getEnv();
  const { html, text } = await renderEmail(
    createElement(FactSheetEmail, {
      siteName: env.SITE_NAME,
      siteUrl: env.SITE_URL,
      hotelName,
      url,
      note,
    }),
  );
  const subject = note
    ? `${hotelName}: a question about your fact sheet`
    : `${hotelName}: your fact sheet for travellers`;
  await queueEmails([{ kind: "fact-sheet", toAddress: to, subject, html, text }], tx);
}

/** Stops a link working at once. */
export async function revokeFactSheet(requestId: number, by: Acting) {
  const refused = forbidden(by, "publish");
  if (refused) return { ok: false as const, status: 403 as const, error: refused.error };
  const db = await getDb();
  const revoked = await db.transaction(async (tx) => {
    const row = await revokeFactSheetLink(tx, requestId);
    if (row) await recordAudit(by.actor, `hotel ${row.hotelId} fact sheet link revoked`, {}, tx);
    return row;
  });
  return revoked
    ? { ok: true as const }
    : { ok: false as const, status: 404 as const, error: "That link is already closed." };
}

export type LinkState =
  | { state: "open"; request: FactSheetRequestRow; hotel: { id: number; name: string } }
  | { state: "closed" }
  | { state: "unknown" };

/** What a link opens: its hotel while it works; "closed" once expired, revoked or replaced. */
export async function openFactSheet(token: string): Promise<LinkState> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: "unknown" };
  const request = await findFactSheetRequest(token);
  if (!request) return { state: "unknown" };
  if (!isOpen(request)) return { state: "closed" };
  const db = await getDb();
  const [hotel] = await db
    .select({ id: hotels.id, name: hotels.name })
    .from(hotels)
    .where(eq(hotels.id, request.hotelId));
  return hotel ? { state: "open", request, hotel } : { state: "unknown" };
}

/** Answers per link and per client: a manager fixing a typo is fine, a script is not. */
export const FACT_SHEET_LINK_LIMIT: RateLimit = {
  bucket: "fact-sheet-link",
  limit: 20,
  windowMs: 60 * 60_000,
};
export const FACT_SHEET_CLIENT_LIMIT: RateLimit = {
  bucket: "fact-sheet-client",
  limit: 30,
  windowMs: 60 * 60_000,
};

export type SubmitOutcome =
  | { ok: true }
  /** The form again: a photo removed (200), or answers or photos to change. */
  | { ok: false; status: 200 | 400 | 413 | 415 | 422; fieldErrors: Record<string, string> }
  | { ok: false; status: 404 | 410 | 429; error: string; retryAfterSeconds?: number };

/** What a manager posts: the form's fields, the photos chosen, and a photo to take off. */
export interface SheetPost {
  fields: Record<string, string>;
  payment: string[];
  files: readonly { name: string; bytes: Uint8Array }[];
  /** The Remove button pressed: that photo comes off the list and nothing is sent. */
  removePhoto: number | null;
}

/**
 * Keeps the photos sent on the link, then stores the hotel's answers as its pending change, with
 * the link's photos; nothing public changes. A photo refused (415, 413) refuses the answer too,
 * with every other message, so the manager sees all that needs a change at once.
 */
export async function submitFactSheet(
  token: string,
  post: SheetPost,
  clientAddress: string,
): Promise<SubmitOutcome> {
  const link = await openFactSheet(token);
  if (link.state === "unknown") {
    return { ok: false, status: 404, error: "This fact-sheet link is not one of ours." };
  }
  if (link.state === "closed") {
    return {
      ok: false,
      status: 410,
      error:
        "This link has expired or been replaced. Ask us for a new one: reply to our e-mail or use the contact form.",
    };
  }
  for (const [limit, key] of [
    [FACT_SHEET_LINK_LIMIT, `link:${link.request.id}`],
    [FACT_SHEET_CLIENT_LIMIT, clientAddress],
  ] as const) {
    const hit = await hitRateLimit(limit, key);
    if (!hit.isAllowed) {
      return {
        ok: false,
        status: 429,
        error: "Too many answers from here in the last hour. Please try again later.",
        retryAfterSeconds: hit.retryAfterSeconds,
      };
    }
  }
  const visitor: Actor = { name: "visitor", clientAddress };
  if (post.removePhoto !== null) {
    await removeLinkPhoto(link.request.id, post.removePhoto, visitor);
  }
  const refused = await receiveLinkPhotos(link.request.id, post.files, visitor);
  const photoErrors: Record<string, string> = refused ? { photos: refused.error } : {};
  if (post.removePhoto !== null) {
    return { ok: false, status: refused?.status ?? 200, fieldErrors: photoErrors };
  }
  const db = await getDb();
  const photos = await db.transaction((tx) => lockLinkPhotos(tx, link.request.id));
  const parsed = FactSheetSchema.safeParse(factSheetInput(post.fields, post.payment, photos));
  if (!parsed.success || refused) {
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    return {
      ok: false,
      status: refused?.status ?? 400,
      fieldErrors: { ...fieldErrors, ...photoErrors },
    };
  }
  const replaced = await db.transaction(async (tx) => {
    const { answer, replaced } = await storeFactSheetAnswers(tx, link.request, parsed.data);
    await recordAudit(
      visitor,
      `hotel ${link.hotel.id} fact sheet answered`,
      {
        answer: { from: replaced.length > 0 ? replaced.map((row) => row.id) : null, to: answer.id },
        answeredBy: { from: null, to: `${parsed.data.name}, ${parsed.data.role}` },
      },
      tx,
    );
    return replaced;
  });
  // A replaced answer's photos that the new one no longer holds go.
  await discardPhotos(replaced.flatMap((row) => photosOf(row.answers)));
  return { ok: true };
}

/** The photos an answer holds, as stored. */
function photosOf(answers: unknown): LinkPhoto[] {
  const parsed = FactSheetPhotosSchema.safeParse((answers as { photos?: unknown }).photos);
  return parsed.success ? parsed.data : [];
}

export type DecideOutcome =
  | { ok: true; accepted: FactSheetPart[] }
  | { ok: false; status: 400 | 403 | 404 | 409; error: string };

/** The facts a hotel has once `parts` of its sheet are accepted: each part's earlier facts go. */
export function withAcceptedParts(
  facts: readonly PracticalFact[],
  sheet: FactSheet,
  parts: readonly FactSheetPart[],
  hotel: { name: string },
  answeredOn: string,
): PracticalFact[] {
  const stated = parts.flatMap((part) => factsOfPart(sheet, part, hotel, answeredOn));
  const keys = new Set(stated.map((fact) => fact.key));
  return [...facts.filter((fact) => !keys.has(fact.key)), ...stated];
}

/** A photo an editor accepts, with the alternative text it gets on the hotel's page. */
export interface AcceptedPhoto {
  mediaId: number;
  alt: string;
}

/**
 * Accepts the chosen parts and photos of a pending answer: the parts become the hotel's facts,
 * stated by the hotel in the month it answered, and the photos join the hotel's photos with the
 * hotel named as their source (a new version of the hotel, with its revision and audit entry).
 * The answer's other photos are deleted.
 */
export async function acceptFactSheet(
  answerId: number,
  parts: readonly string[],
  by: Acting,
  photos: readonly AcceptedPhoto[] = [],
): Promise<DecideOutcome> {
  const refused = forbidden(by, "publish");
  if (refused) return { ok: false, status: 403, error: refused.error };
  const answer = await getFactSheetAnswer(answerId);
  if (!answer) return { ok: false, status: 404, error: `There is no fact sheet ${answerId}.` };
  const sheet = FactSheetSchema.parse(answer.answers);
  const chosen = FACT_SHEET_PARTS.filter(
    (part) => parts.includes(part) && partAnswered(sheet, part),
  );
  const taken = sheet.photos.flatMap((photo) => {
    const accepted = photos.find((each) => each.mediaId === photo.mediaId);
    return accepted ? [{ ...photo, alt: accepted.alt.trim() }] : [];
  });
  if (chosen.length === 0 && taken.length === 0) {
    return {
      ok: false,
      status: 400,
      error: "Tick at least one answer or photo to accept, or send it back.",
    };
  }
  const answeredOn = answer.createdAt.toISOString().slice(0, 10);
  const outcome = await editorialStep(
    "hotels",
    answer.hotelId,
    by,
    { action: "publish", mayPublish: true },
    async ({ tx, current, workflow, published }) => {
      const decided = await decideFactSheetAnswer(tx, answer.id, {
        state: "accepted",
        accepted: [...chosen, ...taken.map((photo) => `photo ${photo.mediaId}`)],
        decidedBy: by.actor.name,
        note: "",
      });
      if (!decided) {
        return {
          ok: false as const,
          status: 409 as const,
          error: "This answer was decided already.",
        };
      }
      const hotelName = String(current.name);
      // The accepted parts over a version of the hotel: the live one, and its pending draft, so
      // that publishing the draft later keeps them.
      const acceptedOnto = (fields: Readonly<Record<string, unknown>>) => {
        const placed = (fields.photos as PlacedPhoto[] | undefined) ?? [];
        const added: PlacedPhoto[] = taken
          .filter((photo) => !placed.some((each) => each.mediaId === photo.mediaId))
          .map((photo) => ({
            mediaId: photo.mediaId,
            alt: photo.alt,
            source: photoSource(hotelName, answeredOn),
          }));
        return {
          ...(chosen.length > 0
            ? {
                practicalFacts: withAcceptedParts(
                  (fields.practicalFacts as PracticalFact[]) ?? [],
                  sheet,
                  chosen,
                  { name: hotelName },
                  answeredOn,
                ),
              }
            : {}),
          ...(chosen.includes("rate") ? rateFrom(sheet, answeredOn) : {}),
          // Contacts are the hotel's content too: checked, in its revision and audit entry.
          ...(chosen.includes("contacts")
            ? { contacts: contactsFrom(sheet, hotelName, answeredOn) }
            : {}),
          ...(added.length > 0 ? { photos: [...placed, ...added] } : {}),
        };
      };
      const action = `facts accepted from its fact sheet (${[...chosen, ...(taken.length > 0 ? [`${taken.length} photo${taken.length === 1 ? "" : "s"}`] : [])].join(", ")})`;
      const draftVersion = workflow?.draftVersion ?? null;
      const draft = draftVersion ? await draftFields(tx, "hotels", current.id, draftVersion) : null;
      // Each accepted part is checked by the hotel's definition, as a save's fields are.
      const onLive = checkChanges("hotels", acceptedOnto(current));
      if (!onLive.ok) return onLive;
      const saved = await applyAndBump(tx, "hotels", current, onLive.changes, by.actor, {
        action,
        published,
      });
      if (saved.ok && draft) {
        const onDraft = checkChanges("hotels", acceptedOnto(draft));
        if (!onDraft.ok) return onDraft;
        const live = (await lockRow(tx, "hotels", current.id))!;
        const savedDraft = await saveAsDraft(tx, "hotels", live, workflow, onDraft.changes, by, {
          action: `draft ${action}`,
          published,
        });
        if (!savedDraft.ok) return savedDraft;
      }
      if (!saved.ok) return saved;
      await takeOffLink(tx, answer.requestId, sheet.photos);
      return saved;
    },
  );
  if (!outcome.ok) {
    const refusal = outcome as { status: 400 | 403 | 404 | 409; error: string };
    return { ok: false, status: refusal.status, error: refusal.error };
  }
  await reloadAfter(outcome);
  await discardPhotos(
    sheet.photos.filter((photo) => !taken.some((each) => each.mediaId === photo.mediaId)),
  );
  return { ok: true, accepted: chosen };
}

/** Who a photo came from, as the studio shows it beside the photo. */
export function photoSource(hotelName: string, answeredOn: string): string {
  return `${hotelName}, sent on its fact sheet on ${answeredOn}`;
}

/** A decided answer's photos leave its link's list: accepted, they are the hotel's; if not, gone. */
async function takeOffLink(tx: Database, requestId: number, photos: readonly LinkPhoto[]) {
  if (photos.length === 0) return;
  const held = await lockLinkPhotos(tx, requestId);
  await setLinkPhotos(
    tx,
    requestId,
    held.filter((photo) => !photos.some((each) => each.mediaId === photo.mediaId)),
  );
}

/** The hotel's stated rate: its typical nightly rate (else its lowest), in its currency. */
function rateFrom(sheet: FactSheet, answeredOn: string) {
  return {
    price: Number(sheet.rateTypical || sheet.rateLowest),
    priceCurrency: sheet.rateCurrency,
    priceSourceKind: "hotel",
    priceSourceName: "",
    priceSourceUrl: null,
    priceCheckedOn: answeredOn,
  };
}

function contactsFrom(sheet: FactSheet, hotelName: string, answeredOn: string) {
  const source = {
    kind: "hotel" as const,
    publisher: hotelName,
    title: "Fact sheet",
    date: answeredOn,
  };
  return {
    ...(sheet.email ? { email: { value: sheet.email, source } } : {}),
    ...(sheet.phone ? { phone: { value: sheet.phone, source } } : {}),
    ...(sheet.whatsapp ? { whatsapp: { value: sheet.whatsapp, source } } : {}),
    ...(sheet.contactsPublic ? { publicSince: answeredOn } : {}),
  };
}

/** Sends an answer back with a note: the hotel gets a new link by e-mail. */
export async function returnFactSheet(
  answerId: number,
  note: string,
  sendTo: string,
  by: Acting,
): Promise<DecideOutcome> {
  const refused = forbidden(by, "publish");
  if (refused) return { ok: false, status: 403, error: refused.error };
  if (!note.trim()) {
    return {
      ok: false,
      status: 400,
      error: "Say what the hotel should change: the note goes in the e-mail.",
    };
  }
  const answer = await getFactSheetAnswer(answerId);
  if (!answer) return { ok: false, status: 404, error: `There is no fact sheet ${answerId}.` };
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const decided = await decideFactSheetAnswer(tx, answer.id, {
      state: "returned",
      accepted: [],
      decidedBy: by.actor.name,
      note: note.trim(),
    });
    if (!decided) return null;
    const [hotel] = await tx
      .select({ name: hotels.name })
      .from(hotels)
      .where(eq(hotels.id, answer.hotelId));
    await takeOffLink(tx, answer.requestId, photosOf(answer.answers));
    const { token } = await issueFactSheetLink(tx, answer.hotelId, by.actor.name, sendTo);
    await queueFactSheetMail(tx, hotel!.name, sendTo, factSheetUrl(token), note.trim());
    await recordAudit(
      by.actor,
      `hotel ${answer.hotelId} fact sheet sent back`,
      { note: { from: null, to: note.trim() } },
      tx,
    );
    return true;
  });
  if (!result) return { ok: false, status: 409, error: "This answer was decided already." };
  await discardPhotos(photosOf(answer.answers));
  await wakeMailer();
  return { ok: true, accepted: [] };
}
