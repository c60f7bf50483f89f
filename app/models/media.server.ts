// Uploaded photos: the media rows, where their files live, and the derivative job. A request only
// checks an upload's header (type, size, dimensions: no pixel is decoded) and stores it as sent;
// a background job decodes it into a clean master, its placeholder and its derivatives,
// idempotently: a retried job writes the same content-addressed files and the same row again.
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { media, type MediaDerivative } from "#db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { queuePhoto } from "#app/jobs/photo-derivatives.server.ts";
import type { JobContext } from "#app/jobs/queue.server.ts";
import {
  inspectUpload,
  makeDerivatives,
  normaliseOriginal,
  PhotoError,
} from "#app/media/photos.server.ts";
import {
  createDiskStorage,
  createS3Storage,
  type MediaStorage,
} from "#app/media/storage.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { markContentChanged } from "#app/models/content-store.server.ts";
import { createHash } from "node:crypto";

/** Start-up re-queues a pending photo at most once per this many seconds, however many start. */
const RESUME_WINDOW_SECONDS = 300;

/** Where served derivatives live, in storage and under the site's /media/ path. */
const DERIVATIVE_PREFIX = "derivatives/";

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

function toItem(row: typeof media.$inferSelect): MediaItem {
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

/** Where an upload waits, as sent, until its job has made the master from it. */
const UPLOAD_PREFIX = "uploads/";
const UPLOAD_TYPES = {
  jpeg: ["jpg", "image/jpeg"],
  png: ["png", "image/png"],
  webp: ["webp", "image/webp"],
  avif: ["avif", "image/avif"],
} as const;

/**
 * Stores an upload as sent, once however often it is sent, and queues its processing. Only the
 * header is read here; throws PhotoError for what is not a usable photo (wrong type, too big,
 * too many pixels or too long a side), before any pixel is decoded. The audit entry (who uploaded
 * which photo, its size) is written with the row.
 */
export async function storeUpload(bytes: Uint8Array, actor: Actor): Promise<MediaItem> {
  const header = await inspectUpload(bytes);
  const hash = createHash("sha256").update(bytes).digest("hex");
  const [extension, contentType] = UPLOAD_TYPES[header.type];
  const uploadKey = `${UPLOAD_PREFIX}${hash.slice(0, 32)}.${extension}`;
  await mediaStorage().put(uploadKey, Buffer.from(bytes), contentType);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(media)
      .values({
        hash,
        originalKey: uploadKey,
        contentType,
        width: header.width,
        height: header.height,
        bytes: bytes.length,
        // Made from the pixels, so by the job.
        thumbhash: "",
      })
      .onConflictDoNothing()
      .returning();
    const [stored] = inserted
      ? [inserted]
      : await tx.select().from(media).where(eq(media.hash, hash));
    await recordAudit(
      actor,
      inserted ? `photo ${stored!.id} uploaded` : `photo ${stored!.id} uploaded again`,
      {
        size: { from: null, to: `${header.width} × ${header.height} px, ${bytes.length} bytes` },
      },
      tx,
    );
    return stored;
  });
  // The same photo sent again after it failed is another try.
  if (row!.status === "failed") return (await retryMedia(row!.id, actor))!;
  if (row!.status !== "ready") await queuePhoto(row!.id);
  return toItem(row!);
}

/** Processes a failed photo again (the studio's Try again); null when there is no such photo. */
export async function retryMedia(id: number, actor: Actor): Promise<MediaItem | null> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(media)
      .set({ status: "processing", error: null })
      .where(and(eq(media.id, id), eq(media.status, "failed")))
      .returning();
    if (updated) {
      await recordAudit(
        actor,
        `photo ${id} processed again`,
        { status: { from: "failed", to: "processing" } },
        tx,
      );
    }
    return updated;
  });
  if (row) await queuePhoto(id);
  return row ? toItem(row) : getMedia(id);
}

export async function getMedia(id: number): Promise<MediaItem | null> {
  const db = await getDb();
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ? toItem(row) : null;
}

/** A served derivative's bytes, or null (only derivatives are served, never originals). */
export async function readDerivative(key: string) {
  if (!/^[0-9a-f]{16}-\d{1,5}\.(avif|webp|jpg)$/.test(key)) return null;
  return mediaStorage().get(`${DERIVATIVE_PREFIX}${key}`);
}

/** Marks a photo failed for good, with a reason the studio shows. */
async function markFailed(id: number, reason: string) {
  const db = await getDb();
  await db
    .update(media)
    .set({ status: "failed", error: reason.replace(/\s+/g, " ").slice(0, 500) })
    .where(and(eq(media.id, id), eq(media.status, "processing")));
}

/**
 * The upload as sent becomes an upright, metadata-free master with its placeholder: the decoding
 * a request no longer does. The row then names the master, and the upload as sent is deleted.
 */
async function makeMaster(row: typeof media.$inferSelect, upload: Uint8Array) {
  const original = await normaliseOriginal(upload);
  const extension = original.format === "png" ? "png" : "jpg";
  const contentType = original.format === "png" ? "image/png" : "image/jpeg";
  const masterHash = createHash("sha256").update(original.bytes).digest("hex");
  const originalKey = `originals/${masterHash.slice(0, 32)}.${extension}`;
  await mediaStorage().put(originalKey, original.bytes, contentType);
  const db = await getDb();
  await db
    .update(media)
    .set({
      originalKey,
      contentType,
      width: original.width,
      height: original.height,
      bytes: original.bytes.length,
      thumbhash: original.thumbhash,
    })
    .where(eq(media.id, row.id));
  await mediaStorage()
    .delete(row.originalKey)
    .catch(() => {
      // A leftover upload costs only disk; the photo is fine.
    });
  return original.bytes;
}

async function processPhoto(id: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row || row.status !== "processing") return;
  const stored = await mediaStorage().get(row.originalKey);
  if (!stored) throw new Error("The original file is missing from storage.");
  const master = row.originalKey.startsWith(UPLOAD_PREFIX)
    ? await makeMaster(row, stored.bytes)
    : stored.bytes;
  const derivatives = await makeDerivatives(master);
  const types = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;
  for (const derivative of derivatives) {
    await mediaStorage().put(
      `${DERIVATIVE_PREFIX}${derivative.key}`,
      derivative.bytes,
      types[derivative.format],
    );
  }
  await db
    .update(media)
    .set({
      status: "ready",
      error: null,
      derivatives: derivatives.map(({ bytes, ...rest }) => ({ ...rest, bytes: bytes.length })),
    })
    .where(eq(media.id, id));
  // Pages that place this photo can show it now, in every process.
  await markContentChanged();
}

/**
 * The job. A photo that cannot be made (damaged, too big) is failed at once with the reason; any
 * other error (storage away) is retried, and recorded as the reason on the last attempt, so no
 * photo stays "processing" once its job has given up.
 */
/** The photo job's work: cuts the photo, or marks it failed on a lasting error or the last try. */
export async function cutDerivatives(id: number, attempt: JobContext): Promise<void> {
  try {
    await processPhoto(id);
  } catch (error) {
    if (error instanceof PhotoError) return markFailed(id, error.message);
    const reason = error instanceof Error ? error.message : String(error);
    if (attempt.isLastAttempt) return markFailed(id, reason);
    throw error;
  }
}

/**
 * Queues every photo still processing (after a crash, a restore or a move to another host) whose
 * upload this process can read: a process on other storage leaves it to its own. One job per
 * photo in each window, however many processes start in it; a photo already done when a job runs
 * is left as it is.
 */
export async function resumePendingPhotos(): Promise<number> {
  const db = await getDb();
  const pending = await db
    .select({ id: media.id, originalKey: media.originalKey })
    .from(media)
    .where(eq(media.status, "processing"));
  let queued = 0;
  for (const { id, originalKey } of pending) {
    if (!(await mediaStorage().has(originalKey))) continue;
    queued += 1;
    await queuePhoto(id, { key: `media-${id}`, windowSeconds: RESUME_WINDOW_SECONDS });
  }
  return queued;
}
