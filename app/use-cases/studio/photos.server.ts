// Photos the operator uploads: storing an upload (once however often it is sent) and queueing its
// processing, adding uploads to an item, trying a failed one again, and resuming photos left
// processing after a crash, a restore or a move. A request only checks an upload's header (type, size, dimensions: no pixel is
// decoded); the job cuts it (app/use-cases/studio/photo-derivatives.server.ts).
import { createHash } from "node:crypto";
import { queuePhoto } from "#app/jobs/photo-derivatives.server.ts";
import { takesPhotos, type ContentType } from "#app/domain/content/content-schemas.ts";
import { CONTENT_NOUNS } from "#app/domain/content/studio-form.ts";
import { refusal } from "#app/domain/shared/outcome.ts";
import { inspectUpload, PhotoError } from "#app/media/photos.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getContentItem } from "#app/models/content-store.server.ts";
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
import { getWorkflow } from "#app/models/editorial.server.ts";
import type { Acting, SaveOutcome } from "#app/use-cases/studio/content-changes.server.ts";
import { saveItem } from "#app/use-cases/studio/save-content.server.ts";

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
 * which photo, its size) is written with the row. `isNew`: these bytes were not on the site before.
 */
export async function storeUpload(
  bytes: Uint8Array,
  actor: Actor,
): Promise<MediaItem & { isNew: boolean }> {
  const header = await inspectUpload(bytes);
  const hash = createHash("sha256").update(bytes).digest("hex");
  const [extension, contentType] = UPLOAD_TYPES[header.type];
  const uploadKey = `${UPLOAD_PREFIX}${hash.slice(0, 32)}.${extension}`;
  await mediaStorage().put(uploadKey, Buffer.from(bytes), contentType);
  const db = await getDb();
  const { row, isNew } = await db.transaction(async (tx) => {
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
    return { row, isNew };
  });
  // The same photo sent again after it failed is another try.
  if (row.status === "failed") return { ...(await retryMedia(row.id, actor))!, isNew };
  if (row.status !== "ready") await queuePhoto(row.id);
  return { ...mediaItemOf(row), isNew };
}

/**
 * Photos sent with the editor's form: each stored, then all added to the item in one save based on
 * `baseVersion` (a cover replaces a cover). `refused` names each file that is not a usable photo.
 */
export async function addPhotos(
  type: ContentType,
  id: number,
  baseVersion: number,
  files: readonly { name: string; bytes: Uint8Array }[],
  alt: string,
  by: Acting,
): Promise<{ outcome: SaveOutcome; refused: string[] }> {
  if (!takesPhotos(type)) {
    return {
      outcome: refusal(400, `A ${CONTENT_NOUNS[type].one} has no photos.`, {}),
      refused: [],
    };
  }
  const fail = (error: string, refused: string[] = []) => ({
    outcome: refusal(400, error, { alt: error }),
    refused,
  });
  if (files.length === 0) return fail("Choose at least one photo to upload.");
  if (!alt) return fail("Describe what the photos show: every photo needs alternative text.");
  const added: { mediaId: number; alt: string }[] = [];
  const refused: string[] = [];
  for (const file of files) {
    try {
      added.push({ mediaId: (await storeUpload(file.bytes, by.actor)).id, alt });
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      refused.push(`${file.name}: ${error.message}`);
    }
  }
  if (added.length === 0) return fail(refused.join(" "), refused);
  const item = await getContentItem(type, id);
  if (!item) return fail("The item is gone.", refused);
  // Photos join the version being edited: the pending draft's, when there is one.
  const draft = (await getWorkflow(type, id)).draft;
  const existing = (draft?.fields ?? item.fields).photos as { mediaId: number; alt: string }[];
  const photos = type === "hotels" ? [...existing, ...added] : added.slice(0, 1);
  const outcome = await saveItem(type, id, baseVersion, { photos }, by);
  return { outcome, refused };
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
