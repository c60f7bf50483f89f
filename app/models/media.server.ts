// Uploaded photos: the media rows and where their files live. Data access only: storing an
// upload, retrying it, resuming after a crash and cutting derivatives are use-cases
// (app/use-cases/studio/photos.server.ts, photo-derivatives.server.ts).
import path from "node:path";
import { and, eq, sql, type SQL } from "drizzle-orm";
import {
  blogPosts,
  cities,
  contentRevisions,
  factSheetAnswers,
  factSheetRequests,
  hotels,
  media,
  type MediaDerivative,
} from "#db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import {
  createDiskStorage,
  createS3Storage,
  type MediaStorage,
} from "#app/media/storage.server.ts";
import type { Tx } from "#app/models/content-store.server.ts";
import { getDb } from "#app/models/db.server.ts";

/** Where served derivatives live, in storage and under the site's /media/ path. */
export const DERIVATIVE_PREFIX = "derivatives/";

/** Where an upload waits, as sent, until its job has made the master from it. */
export const UPLOAD_PREFIX = "uploads/";

let storage: MediaStorage | undefined;

export function mediaStorage(): MediaStorage {
  if (storage) return storage;
  const env = getEnv();
  storage = env.MEDIA_S3_BUCKET
    ? createS3Storage({
        bucket: env.MEDIA_S3_BUCKET,
        region: env.MEDIA_S3_REGION,
        endpoint: env.MEDIA_S3_ENDPOINT,
        accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
        secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
        prefix: env.MEDIA_S3_PREFIX,
      })
    : createDiskStorage(path.resolve(env.DATA_DIR, "media"));
  return storage;
}

export interface MediaItem {
  id: number;
  width: number;
  height: number;
  thumbhash: string;
  status: string;
  error: string | null;
  /** The served derivative paths under /media/, once generated. */
  urls: string[];
  derivatives: MediaDerivative[];
}

export type MediaRow = typeof media.$inferSelect;

export function mediaItemOf(row: MediaRow): MediaItem {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    thumbhash: row.thumbhash,
    status: row.status,
    error: row.error,
    urls: row.derivatives.map((derivative) => `/media/${derivative.key}`),
    derivatives: row.derivatives,
  };
}

export async function getMedia(id: number): Promise<MediaItem | null> {
  const db = await getDb();
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ? mediaItemOf(row) : null;
}

/** A served derivative's bytes, or null (only derivatives are served, never originals). */
export async function readDerivative(key: string) {
  if (!/^[0-9a-f]{16}-\d{1,5}\.(avif|webp|jpg)$/.test(key)) return null;
  return mediaStorage().get(`${DERIVATIVE_PREFIX}${key}`);
}

/** Marks a photo failed for good, with a reason the studio shows. */
export async function markFailed(id: number, reason: string) {
  const db = await getDb();
  await db
    .update(media)
    .set({ status: "failed", error: reason.replace(/\s+/g, " ").slice(0, 500) })
    .where(and(eq(media.id, id), eq(media.status, "processing")));
}

/** Adds an upload's row, once per hash: `isNew` is false when the same photo was sent before. */
export async function insertUpload(
  tx: Tx,
  values: Omit<typeof media.$inferInsert, "id">,
): Promise<{ row: MediaRow; isNew: boolean }> {
  const [inserted] = await tx.insert(media).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, isNew: true };
  const [stored] = await tx.select().from(media).where(eq(media.hash, values.hash));
  return { row: stored!, isNew: false };
}

/** A failed photo goes back to processing; null when there is no failed photo with that id. */
export async function markProcessingAgain(tx: Tx, id: number): Promise<MediaRow | null> {
  const [updated] = await tx
    .update(media)
    .set({ status: "processing", error: null })
    .where(and(eq(media.id, id), eq(media.status, "failed")))
    .returning();
  return updated ?? null;
}

export async function getMediaRow(id: number): Promise<MediaRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

/** The photo's master, made from its upload, replaces the upload in its row. */
export async function setMaster(
  id: number,
  master: Pick<
    MediaRow,
    "originalKey" | "contentType" | "width" | "height" | "bytes" | "thumbhash"
  >,
) {
  const db = await getDb();
  await db.update(media).set(master).where(eq(media.id, id));
}

/** The photo's derivatives are made: it is ready to show. */
export async function markReady(id: number, derivatives: MediaDerivative[]) {
  const db = await getDb();
  await db.update(media).set({ status: "ready", error: null, derivatives }).where(eq(media.id, id));
}

/** Every photo still processing, with where its upload or master is stored. */
export async function listProcessing(): Promise<{ id: number; originalKey: string }[]> {
  const db = await getDb();
  return db
    .select({ id: media.id, originalKey: media.originalKey })
    .from(media)
    .where(eq(media.status, "processing"));
}

/**
 * Whether anything still names the photo: a hotel, city or post (live, a draft or a revision),
 * a fact-sheet link's list or an answer an editor has yet to decide.
 */
export async function isMediaInUse(tx: Tx, id: number): Promise<boolean> {
  const placed = JSON.stringify([{ mediaId: id }]);
  const names = (photos: SQL) => sql`${photos} @> ${placed}::jsonb`;
  const placedOn = (table: typeof hotels | typeof cities | typeof blogPosts) => () =>
    tx
      .select({ id: table.id })
      .from(table)
      .where(names(sql`${table.photos}`))
      .limit(1);
  // One at a time: a transaction runs one query at a time anyway, and the first found ends it.
  const lookups = [
    placedOn(hotels),
    placedOn(cities),
    placedOn(blogPosts),
    () =>
      tx
        .select({ id: contentRevisions.id })
        .from(contentRevisions)
        .where(names(sql`${contentRevisions.snapshot} -> 'photos'`))
        .limit(1),
    () =>
      tx
        .select({ id: factSheetRequests.id })
        .from(factSheetRequests)
        .where(names(sql`${factSheetRequests.photos}`))
        .limit(1),
    () =>
      tx
        .select({ id: factSheetAnswers.id })
        .from(factSheetAnswers)
        .where(
          and(
            eq(factSheetAnswers.state, "pending"),
            names(sql`${factSheetAnswers.answers} -> 'photos'`),
          ),
        )
        .limit(1),
  ];
  for (const lookup of lookups) if ((await lookup()).length > 0) return true;
  return false;
}

/** Deletes a photo's row; answers it (for its stored files), or null when it was gone. */
export async function deleteMediaRow(tx: Tx, id: number): Promise<MediaRow | null> {
  const [row] = await tx.delete(media).where(eq(media.id, id)).returning();
  return row ?? null;
}
