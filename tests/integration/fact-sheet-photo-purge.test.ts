// Photos a hotel sends on its fact sheet are kept with the link only while someone can use them
// (issue 40): the daily job deletes those left on a link that expired or was revoked, but never a
// photo an answer waiting for an editor holds, one on a link still open, or one that was on the
// site before the hotel sent it. Runs the use-case in this process on its own database (PGlite),
// or on CI's shared PostgreSQL.
import { rmSync } from "node:fs";
import { eq, inArray } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { factSheetAnswers, factSheetRequests, media } from "#db/schema.ts";
import { insertScratchHotel } from "#tests/scratch-hotel.ts";
import { makeDataDir } from "#tests/server-process.ts";

const dataDir = makeDataDir();
if (!process.env.DATABASE_URL) process.env.DATA_DIR = dataDir;
const { closeDb, getDb } = await import("#app/models/db.server.ts");
const { purgeClosedLinkPhotos } =
  await import("#app/use-cases/fact-sheets/fact-sheet-photos.server.ts");

const run = Date.now().toString(36);
const DAY = 86_400_000;

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

it("deletes the photos left on closed links and keeps those still in use", async () => {
  const db = await getDb();
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  const scratch = await insertScratchHotel(db, `link-photos-${run}`);
  const hotel = { id: scratch.hotelId };
  const names = ["lapsed", "answered", "revoked", "open", "ours"] as const;
  const rows = await db
    .insert(media)
    .values(
      names.map((name) => ({
        hash: `${name}-${run}`,
        originalKey: `originals/${name}-${run}.jpg`,
        contentType: "image/jpeg",
        width: 10,
        height: 10,
        bytes: 100,
        thumbhash: "",
        status: "ready",
      })),
    )
    .returning({ id: media.id, hash: media.hash });
  const id = Object.fromEntries(
    rows.map((row) => [row.hash.replace(`-${run}`, ""), row.id]),
  ) as Record<(typeof names)[number], number>;
  const photo = (name: (typeof names)[number], owned = true) => ({
    mediaId: id[name],
    name: `${name}.jpg`,
    owned,
  });
  const link = (name: string, expiresAt: Date, revokedAt: Date | null, photos: object[]) => ({
    hotelId: hotel.id,
    tokenHash: `${name}-${run}`,
    requestedBy: "Editor",
    expiresAt,
    revokedAt,
    photos: photos as never,
  });
  const links = await db
    .insert(factSheetRequests)
    .values([
      link("expired", at(-1), null, [photo("lapsed"), photo("answered")]),
      link("revoked", at(20), at(-2), [photo("revoked"), photo("ours", false)]),
      link("open", at(20), null, [photo("open")]),
    ])
    .returning({ id: factSheetRequests.id, tokenHash: factSheetRequests.tokenHash });
  const linkId = (name: string) => links.find((row) => row.tokenHash === `${name}-${run}`)!.id;
  await db.insert(factSheetAnswers).values({
    hotelId: hotel.id,
    requestId: linkId("expired"),
    answers: { photos: [photo("answered")] },
  });
  try {
    await purgeClosedLinkPhotos(new Date(now));
    const left = await db
      .select({ id: media.id })
      .from(media)
      .where(inArray(media.id, Object.values(id)));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [id.answered, id.open, id.ours].sort((a, b) => a - b),
    );
    const lists = await db
      .select({ tokenHash: factSheetRequests.tokenHash, photos: factSheetRequests.photos })
      .from(factSheetRequests)
      .where(eq(factSheetRequests.hotelId, hotel.id));
    const listOf = (name: string) =>
      lists.find((row) => row.tokenHash === `${name}-${run}`)!.photos.map((each) => each.mediaId);
    expect(listOf("expired")).toEqual([]);
    expect(listOf("revoked")).toEqual([]);
    expect(listOf("open")).toEqual([id.open]);
  } finally {
    await db.delete(factSheetAnswers).where(eq(factSheetAnswers.hotelId, hotel.id));
    await db.delete(factSheetRequests).where(eq(factSheetRequests.hotelId, hotel.id));
    await db.delete(media).where(inArray(media.id, Object.values(id)));
    await scratch.remove();
  }
});
