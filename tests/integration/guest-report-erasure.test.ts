// A guest's address is kept only to confirm a report and stop repeats (issue 40): the daily job
// erases it 30 days after the report is decided, deletes a report never confirmed once its link
// lapsed (7 days), and forgets the address on the lapsed confirmation e-mails; a report still
// waiting for an editor keeps its address. Runs the use-case in this process on its own database
// (PGlite), or on CI's shared PostgreSQL.
import { rmSync } from "node:fs";
import { eq, inArray } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { emailOutbox, guestReports } from "#db/schema.ts";
import { insertScratchHotel } from "#tests/scratch-hotel.ts";
import { makeDataDir } from "#tests/server-process.ts";

const dataDir = makeDataDir();
if (!process.env.DATABASE_URL) process.env.DATA_DIR = dataDir;
const { closeDb, getDb } = await import("#app/models/db.server.ts");
const { purgeGuestReportAddresses } =
  await import("#app/use-cases/guest-reports/guest-reports.server.ts");

const run = Date.now().toString(36);
const DAY = 86_400_000;

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

it("erases addresses 30 days after the decision and deletes lapsed unconfirmed reports", async () => {
  const db = await getDb();
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  const scratch = await insertScratchHotel(db, `erasure-${run}`);
  const hotel = { id: scratch.hotelId };
  const report = (name: string, state: string, created: Date, decided: Date | null) => ({
    hotelId: hotel.id,
    stayMonth: "2026-10",
    findings: { power: "", water: "", hotWater: "yes", pickup: "", payment: [] },
    email: `${name}.${run}@guest.example`,
    tokenHash: `${name}-${run}`,
    state,
    createdAt: created,
    decidedAt: decided,
  });
  await db
    .insert(guestReports)
    .values([
      report("approved-long-ago", "approved", ago(40), ago(31)),
      report("rejected-lately", "rejected", ago(35), ago(29)),
      report("waiting", "pending", ago(40), null),
      report("lapsed", "unconfirmed", ago(8), null),
      report("recent", "unconfirmed", ago(6), null),
    ]);
  const mail = (name: string, created: Date) => ({
    kind: "guest-report",
    toAddress: `${name}.${run}@guest.example`,
    subject: "Confirm your report",
    html: "<p>link</p>",
    text: "link",
    status: "sent",
    createdAt: created,
  });
  const mails = await db
    .insert(emailOutbox)
    .values([mail("old-mail", ago(8)), mail("new-mail", ago(1))])
    .returning({ id: emailOutbox.id });
  try {
    await purgeGuestReportAddresses(new Date(now));
    const left = await db
      .select({ tokenHash: guestReports.tokenHash, email: guestReports.email })
      .from(guestReports)
      .where(eq(guestReports.hotelId, hotel.id));
    const emailOf = new Map(
      left.map((row) => [row.tokenHash.split("-").slice(0, -1).join("-"), row.email]),
    );
    expect([...emailOf.keys()].sort()).toEqual(
      ["approved-long-ago", "rejected-lately", "waiting", "recent"].sort(),
    );
    expect(emailOf.get("approved-long-ago")).toBeNull();
    expect(emailOf.get("rejected-lately")).toBe(`rejected-lately.${run}@guest.example`);
    expect(emailOf.get("waiting")).toBe(`waiting.${run}@guest.example`);
    const outbox = await db
      .select({ toAddress: emailOutbox.toAddress, html: emailOutbox.html })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          mails.map((row) => row.id),
        ),
      )
      .orderBy(emailOutbox.id);
    expect(outbox).toEqual([
      { toAddress: "erased", html: null },
      { toAddress: `new-mail.${run}@guest.example`, html: "<p>link</p>" },
    ]);
  } finally {
    await db.delete(emailOutbox).where(
      inArray(
        emailOutbox.id,
        mails.map((row) => row.id),
      ),
    );
    await db.delete(guestReports).where(eq(guestReports.hotelId, hotel.id));
    await scratch.remove();
  }
});
