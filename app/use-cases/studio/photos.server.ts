// Photos the operator uploads: storing an upload (once however often it is sent) and queueing its
// processing, trying a failed one again, and resuming photos left processing after a crash, a
// restore or a move. A request only checks an upload's header (type, size, dimensions: no pixel is
// decoded); the job cuts it (app/use-cases/studio/photo-derivatives.server.ts).
import { createHash } from "node:crypto";
import { queuePhoto } from "#app/jobs/photo-derivatives.server.ts";
import { inspectUpload } from "#app/media/photos.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";
import {
  getMedia,
  insertUpload,
  listProcessing,
  markProcessingAgain,
  mediaItemOf,
  mediaStorage,
  UPLOAD_PREFIX,
  type MediaItem,
} from "#app/models/media.server.ts";

/** Start-up re-queues a pending photo at most once per this many seconds, however many start. */
const RESUME_WINDOW_SECONDS = 300;

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
    const { row, isNew } = await insertUpload(tx, {
      hash,
      originalKey: uploadKey,
      contentType,
      width: header.width,
      height: header.height,
      bytes: bytes.length,
      // Made from the pixels, so by the job.
      thumbhash: "",
    });
    await recordAudit(
      actor,
      isNew ? `photo ${row.id} uploaded` : `photo ${row.id} uploaded again`,
      {
        size: { from: null, to: `${header.width} × ${header.height} px, ${bytes.length} bytes` },
      },
      tx,
    );
    return row;
  });
  // The same photo sent again after it failed is another try.
  if (row.status === "failed") return (await retryMedia(row.id, actor))!;
  if (row.status !== "ready") await queuePhoto(row.id);
  return mediaItemOf(row);
}

/** Processes a failed photo again (the studio's Try again); null when there is no such photo. */
export async function retryMedia(id: number, actor: Actor): Promise<MediaItem | null> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const updated = await markProcessingAgain(tx, id);
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
  return row ? mediaItemOf(row) : getMedia(id);
}

/**
 * Queues every photo still processing (after a crash, a restore or a move to another host) whose
 * upload this process can read: a process on other storage leaves it to its own. One job per
 * photo in each window, however many processes start in it; a photo already done when a job runs
 * is left as it is.
 */
export async function resumePendingPhotos(): Promise<number> {
  let queued = 0;
  for (const { id, originalKey } of await listProcessing()) {
    if (!(await mediaStorage().has(originalKey))) continue;
    queued += 1;
    await queuePhoto(id, { key: `media-${id}`, windowSeconds: RESUME_WINDOW_SECONDS });
  }
  return queued;
}
