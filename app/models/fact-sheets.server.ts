// Fact-sheet links and the answers hotels send through them (docs/decisions/040). A link is a
// random token of which only the hash is kept; it works until it expires, is revoked or a newer
// link for the same hotel replaces it.
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { factSheetAnswers, factSheetRequests, hotels, type LinkPhoto } from "#db/schema.ts";
import { FACT_SHEET_LINK_DAYS } from "#app/domain/facts/fact-sheet.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { decidePending } from "#app/models/pending-decision.server.ts";
import { hashSecretToken, newSecretToken } from "#app/models/secret-token.server.ts";

export type FactSheetRequestRow = typeof factSheetRequests.$inferSelect;
export type FactSheetAnswerRow = typeof factSheetAnswers.$inferSelect;

/** A new link for the hotel; earlier open links for it stop working. Answers the token. */
export async function issueFactSheetLink(
  tx: Database,
  hotelId: number,
  requestedBy: string,
  sentTo: string | null,
  now = new Date(),
): Promise<{ token: string; request: FactSheetRequestRow }> {
  await tx
    .update(factSheetRequests)
    .set({ revokedAt: now })
    .where(and(eq(factSheetRequests.hotelId, hotelId), isNull(factSheetRequests.revokedAt)));
  const token = newSecretToken();
  const [request] = await tx
    .insert(factSheetRequests)
    .values({
      hotelId,
      tokenHash: hashSecretToken(token),
      requestedBy,
      sentTo,
      expiresAt: new Date(now.getTime() + FACT_SHEET_LINK_DAYS * 86_400_000),
    })
    .returning();
  return { token, request: request! };
}

/** The link a token opens, whatever its state (the caller says why one no longer works). */
export async function findFactSheetRequest(token: string): Promise<FactSheetRequestRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(factSheetRequests)
    .where(eq(factSheetRequests.tokenHash, hashSecretToken(token)));
  return row ?? null;
}

/** Whether a link still works at `now`. */
export function isOpen(request: FactSheetRequestRow, now = new Date()): boolean {
  return request.revokedAt === null && request.expiresAt > now;
}

export async function revokeFactSheetLink(tx: Database, id: number, now = new Date()) {
  const [row] = await tx
    .update(factSheetRequests)
    .set({ revokedAt: now })
    .where(and(eq(factSheetRequests.id, id), isNull(factSheetRequests.revokedAt)))
    .returning();
  return row ?? null;
}

/** The hotel's links still open, newest first. */
export async function openFactSheetLinks(hotelId: number, now = new Date(), tx?: Database) {
  const db = tx ?? (await getDb());
  return db
    .select()
    .from(factSheetRequests)
    .where(
      and(
        eq(factSheetRequests.hotelId, hotelId),
        isNull(factSheetRequests.revokedAt),
        gt(factSheetRequests.expiresAt, now),
      ),
    )
    .orderBy(desc(factSheetRequests.id));
}

/** Every link still open, with its hotel, soonest to expire first: the Facts tab's list. */
export async function listOpenFactSheetLinks(now = new Date()) {
  const db = await getDb();
  return db
    .select({
      id: factSheetRequests.id,
      hotelId: factSheetRequests.hotelId,
      hotelName: hotels.name,
      sentTo: factSheetRequests.sentTo,
      expiresAt: factSheetRequests.expiresAt,
      lastUsedAt: factSheetRequests.lastUsedAt,
    })
    .from(factSheetRequests)
    .innerJoin(hotels, eq(hotels.id, factSheetRequests.hotelId))
    .where(and(isNull(factSheetRequests.revokedAt), gt(factSheetRequests.expiresAt, now)))
    .orderBy(factSheetRequests.expiresAt, factSheetRequests.id);
}

/**
 * Stores a hotel's answers as its one pending change: an open one it sent before is replaced
 * (kept, as "replaced"). Marks the link used.
 */
export async function storeFactSheetAnswers(
  tx: Database,
  request: FactSheetRequestRow,
  answers: Record<string, unknown>,
  now = new Date(),
): Promise<{ answer: FactSheetAnswerRow; replaced: { id: number; answers: unknown }[] }> {
  const replaced = await tx
    .update(factSheetAnswers)
    .set({ state: "replaced", decidedAt: now })
    .where(
      and(eq(factSheetAnswers.hotelId, request.hotelId), eq(factSheetAnswers.state, "pending")),
    )
    .returning({ id: factSheetAnswers.id, answers: factSheetAnswers.answers });
  const [answer] = await tx
    .insert(factSheetAnswers)
    .values({ hotelId: request.hotelId, requestId: request.id, answers })
    .returning();
  await tx
    .update(factSheetRequests)
    .set({ lastUsedAt: now })
    .where(eq(factSheetRequests.id, request.id));
  return { answer: answer!, replaced };
}

/** Pending answers with their hotel's name and slug, oldest first: the studio's "In review". */
export async function listPendingFactSheets() {
  const db = await getDb();
  return db
    .select({
      id: factSheetAnswers.id,
      hotelId: factSheetAnswers.hotelId,
      hotelName: hotels.name,
      hotelSlug: hotels.slug,
      createdAt: factSheetAnswers.createdAt,
    })
    .from(factSheetAnswers)
    .innerJoin(hotels, eq(hotels.id, factSheetAnswers.hotelId))
    .where(eq(factSheetAnswers.state, "pending"))
    .orderBy(factSheetAnswers.id);
}

export async function getFactSheetAnswer(id: number, tx?: Database) {
  const db = tx ?? (await getDb());
  const [row] = await db.select().from(factSheetAnswers).where(eq(factSheetAnswers.id, id));
  return row ?? null;
}

/** Records an editor's decision on a pending answer; null when it is no longer pending. */
export async function decideFactSheetAnswer(
  tx: Database,
  id: number,
  decision: { state: "accepted" | "returned"; accepted: string[]; decidedBy: string; note: string },
  now = new Date(),
) {
  return decidePending(tx, factSheetAnswers, id, decision, now);
}

/** How many answers wait for an editor (the dashboard's count). */
export async function countPendingFactSheets(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(factSheetAnswers)
    .where(eq(factSheetAnswers.state, "pending"));
  return row?.count ?? 0;
}

/** A hotel as the fact-sheet screens need it: its name, facts and contacts. */
export async function hotelForFactSheet(id: number) {
  const db = await getDb();
  const [hotel] = await db
    .select({
      id: hotels.id,
      name: hotels.name,
      slug: hotels.slug,
      contacts: hotels.contacts,
      practicalFacts: hotels.practicalFacts,
    })
    .from(hotels)
    .where(eq(hotels.id, id));
  return hotel ?? null;
}

/** The link an answer came through (its address, to send a returned answer back to). */
export async function requestOf(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(factSheetRequests).where(eq(factSheetRequests.id, id));
  return row ?? null;
}

/** The photos a link holds, its row locked until the transaction ends (two uploads at once). */
export async function lockLinkPhotos(tx: Database, requestId: number): Promise<LinkPhoto[]> {
  const [row] = await tx
    .select({ photos: factSheetRequests.photos })
    .from(factSheetRequests)
    .where(eq(factSheetRequests.id, requestId))
    .for("update");
  return row?.photos ?? [];
}

export async function setLinkPhotos(tx: Database, requestId: number, photos: LinkPhoto[]) {
  await tx.update(factSheetRequests).set({ photos }).where(eq(factSheetRequests.id, requestId));
}

/**
 * Takes a photo out of the link's answer still waiting for an editor, so that the manager's Remove
 * holds for what they already sent too.
 */
export async function dropPhotoFromPendingAnswer(tx: Database, requestId: number, mediaId: number) {
  await tx
    .update(factSheetAnswers)
    .set({
      answers: sql`jsonb_set(${factSheetAnswers.answers}, '{photos}', coalesce((
        select jsonb_agg(photo) from jsonb_array_elements(${factSheetAnswers.answers} -> 'photos') photo
        where (photo ->> 'mediaId')::int <> ${mediaId}), '[]'::jsonb))`,
    })
    .where(and(eq(factSheetAnswers.requestId, requestId), eq(factSheetAnswers.state, "pending")));
}

/**
 * Links that no longer work (expired or revoked) but still hold photos no answer took: their lists,
 * emptied here, are what the caller deletes.
 */
export async function emptyClosedLinks(tx: Database, now = new Date()) {
  const closed = await tx
    .select({ id: factSheetRequests.id, photos: factSheetRequests.photos })
    .from(factSheetRequests)
    .where(
      and(
        sql`jsonb_array_length(${factSheetRequests.photos}) > 0`,
        or(lte(factSheetRequests.expiresAt, now), isNotNull(factSheetRequests.revokedAt)),
      ),
    )
    .for("update");
  if (closed.length === 0) return [];
  await tx
    .update(factSheetRequests)
    .set({ photos: [] })
    .where(
      inArray(
        factSheetRequests.id,
        closed.map((link) => link.id),
      ),
    );
  return closed;
}
