// The photo job's work: an upload as sent becomes an upright, metadata-free master with its
// placeholder, then its served derivatives, idempotently (a retried job writes the same
// content-addressed files and the same row again). A photo that cannot be made is failed with the
// reason the studio shows; once it is ready, pages that place it show it in every process.
import { createHash } from "node:crypto";
import type { JobContext } from "#app/jobs/queue.server.ts";
import { makeDerivatives, normaliseOriginal, PhotoError } from "#app/media/photos.server.ts";
import { markContentChanged } from "#app/models/content-store.server.ts";
import {
  DERIVATIVE_PREFIX,
  getMediaRow,
  markFailed,
  markReady,
  mediaStorage,
  setMaster,
  UPLOAD_PREFIX,
  type MediaRow,
} from "#app/models/media.server.ts";

/**
 * The upload as sent becomes an upright, metadata-free master with its placeholder: the decoding
 * a request no longer does. The row then names the master, and the upload as sent is deleted.
 */
async function makeMaster(row: MediaRow, upload: Uint8Array) {
  const original = await normaliseOriginal(upload);
  const extension = original.format === "png" ? "png" : "jpg";
  const contentType = original.format === "png" ? "image/png" : "image/jpeg";
  const masterHash = createHash("sha256").update(original.bytes).digest("hex");
  const originalKey = `originals/${masterHash.slice(0, 32)}.${extension}`;
  await mediaStorage().put(originalKey, original.bytes, contentType);
  await setMaster(row.id, {
    originalKey,
    contentType,
    width: original.width,
    height: original.height,
    bytes: original.bytes.length,
    thumbhash: original.thumbhash,
  });
  await mediaStorage()
    .delete(row.originalKey)
    .catch(() => {
      // A leftover upload costs only disk; the photo is fine.
    });
  return original.bytes;
}

async function processPhoto(id: number): Promise<void> {
  const row = await getMediaRow(id);
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
  await markReady(
    id,
    derivatives.map(({ bytes, ...rest }) => ({ ...rest, bytes: bytes.length })),
  );
  // Pages that place this photo can show it now, in every process.
  await markContentChanged();
}

/**
 * The photo job's work: cuts the photo. A photo that cannot be made (damaged, too big) is failed at
 * once with the reason; any other error (storage away) is retried, and recorded as the reason on
 * the last attempt, so no photo stays "processing" once its job has given up.
 */
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
