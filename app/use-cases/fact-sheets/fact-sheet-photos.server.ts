// Photos a hotel sends on its fact sheet (issue 40): each goes through the studio's pipeline (type
// by its bytes, size and dimensions checked, then a job strips EXIF and GPS and cuts AVIF and WebP)
// and stays on the link's list, so a refused answer keeps them. An answer takes a copy of the list;
// a photo no one takes (removed, not accepted, in a replaced answer) is deleted once nothing names it.
import type { LinkPhoto } from "#db/schema.ts";
import {
  FACT_SHEET_MAX_PHOTOS,
  photoName,
  tooManyPhotosMessage,
} from "#app/domain/facts/fact-sheet.ts";
import { PhotoError, type PhotoErrorCode } from "#app/media/photos.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";
import {
  dropPhotoFromPendingAnswer,
  emptyClosedLinks,
  lockLinkPhotos,
  setLinkPhotos,
} from "#app/models/fact-sheets.server.ts";
import {
  deleteMediaRow,
  DERIVATIVE_PREFIX,
  getMedia,
  isMediaInUse,
  mediaStorage,
} from "#app/models/media.server.ts";
import { storeUpload } from "#app/use-cases/studio/photos.server.ts";

/** A file refused at the photos field: 415 not a photo we take, 413 too large, 400 one too many. */
export interface PhotoRefusal {
  status: 400 | 413 | 415 | 422;
  error: string;
}

const STATUS_BY_CODE: Record<PhotoErrorCode, PhotoRefusal["status"]> = {
  unsupported: 415,
  "too-large": 413,
  "too-many-pixels": 413,
  corrupt: 422,
};

/** A photo as the form lists it: its name, and a small copy once the job has cut it. */
export interface ListedPhoto {
  mediaId: number;
  name: string;
  thumbnail: string | null;
  isFailed: boolean;
}

export async function listLinkPhotos(photos: readonly LinkPhoto[]): Promise<ListedPhoto[]> {
  return Promise.all(
    photos.map(async (photo) => {
      const item = await getMedia(photo.mediaId);
      const small = item?.derivatives
        .filter((derivative) => derivative.format === "jpeg")
        .sort((a, b) => a.width - b.width)[0];
      return {
        mediaId: photo.mediaId,
        name: photo.name,
        thumbnail: small ? `/media/${small.key}` : null,
        isFailed: item?.status === "failed",
      };
    }),
  );
}

/**
 * Stores the files sent through a link and adds them to its list, up to six in all. Answers the
 * refusal for the first file not taken (the others' reasons joined to it), or null.
 */
export async function receiveLinkPhotos(
  requestId: number,
  files: readonly { name: string; bytes: Uint8Array }[],
  visitor: Actor,
): Promise<PhotoRefusal | null> {
  if (files.length === 0) return null;
  const db = await getDb();
  const held = await db.transaction((tx) => lockLinkPhotos(tx, requestId));
  const room = Math.max(0, FACT_SHEET_MAX_PHOTOS - held.length);
  const stored: LinkPhoto[] = [];
  const refusals: PhotoRefusal[] = [];
  for (const file of files.slice(0, room)) {
    const name = photoName(file.name);
    try {
      const item = await storeUpload(file.bytes, visitor);
      stored.push({ mediaId: item.id, name, owned: item.isNew });
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      refusals.push({ status: STATUS_BY_CODE[error.code], error: `${name}: ${error.message}` });
    }
  }
  const extra = files.slice(room).map((file) => photoName(file.name));
  const dropped = await db.transaction(async (tx) => {
    const now = await lockLinkPhotos(tx, requestId);
    const fresh = stored.filter((photo) => !now.some((had) => had.mediaId === photo.mediaId));
    // Another upload through the same link may have filled the list meanwhile.
    const taken = fresh.slice(0, Math.max(0, FACT_SHEET_MAX_PHOTOS - now.length));
    if (taken.length > 0) {
      await setLinkPhotos(tx, requestId, [...now, ...taken]);
      await recordAudit(
        visitor,
        `fact sheet link ${requestId} photos received`,
        { photos: { from: null, to: taken.map((photo) => photo.mediaId) } },
        tx,
      );
    }
    return fresh.slice(taken.length);
  });
  extra.push(...dropped.map((photo) => photo.name));
  await discardPhotos(dropped);
  if (extra.length > 0) refusals.push({ status: 400, error: tooManyPhotosMessage(extra) });
  if (refusals.length === 0) return null;
  return { status: refusals[0]!.status, error: refusals.map((each) => each.error).join(" ") };
}

/** Takes a photo off a link's list (the form's Remove); deletes it when nothing else names it. */
export async function removeLinkPhoto(requestId: number, mediaId: number, visitor: Actor) {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const held = await lockLinkPhotos(tx, requestId);
    const photo = held.find((each) => each.mediaId === mediaId);
    if (!photo) return null;
    await setLinkPhotos(
      tx,
      requestId,
      held.filter((each) => each !== photo),
    );
    // What was already sent with an answer waiting for an editor goes from it too.
    await dropPhotoFromPendingAnswer(tx, requestId, mediaId);
    await recordAudit(
      visitor,
      `fact sheet link ${requestId} photo removed`,
      { photos: { from: mediaId, to: null } },
      tx,
    );
    return photo;
  });
  if (removed) await discardPhotos([removed]);
}

/**
 * The daily job: a link that expired or was revoked no longer shows its list to anyone, so the
 * photos on it that no answer holds are deleted (an answer waiting for an editor keeps its own).
 * Answers how many links were emptied.
 */
export async function purgeClosedLinkPhotos(now = new Date()): Promise<number> {
  const db = await getDb();
  const emptied = await db.transaction((tx) => emptyClosedLinks(tx, now));
  await discardPhotos(emptied.flatMap((link) => link.photos));
  return emptied.length;
}

/**
 * Deletes the photos a fact sheet brought that nothing names any more (not placed, on no link,
 * in no answer waiting for an editor), rows and files. A photo that was on the site before the
 * hotel sent it (`owned` false) is never touched.
 */
export async function discardPhotos(photos: readonly LinkPhoto[]): Promise<void> {
  const db = await getDb();
  for (const photo of photos.filter((each) => each.owned)) {
    const row = await db.transaction(async (tx) =>
      (await isMediaInUse(tx, photo.mediaId)) ? null : deleteMediaRow(tx, photo.mediaId),
    );
    if (!row) continue;
    const keys = [
      row.originalKey,
      ...row.derivatives.map((derivative) => `${DERIVATIVE_PREFIX}${derivative.key}`),
    ];
    for (const key of keys) {
      await mediaStorage()
        .delete(key)
        .catch(() => {
          // A file left behind costs only disk; no page or list names it any more.
        });
    }
  }
}
