// Guests' reports of what they found at a hotel (issue 40): stored unconfirmed with the hash of
// their confirmation link, confirmed, then approved or rejected by an editor. The address is kept
// only to confirm and to stop repeats; it is erased 30 days after the decision.
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or } from "drizzle-orm";
import { guestReports, hotels } from "#db/schema.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { decidePending } from "#app/models/pending-decision.server.ts";
import { hashSecretToken, newSecretToken } from "#app/models/secret-token.server.ts";
import {
  guestFacts,
  stayMonthChoices,
  type ApprovedReport,
  type GuestFindings,
} from "#app/domain/facts/guest-report.ts";
import type { PracticalFact } from "#app/domain/facts/practical-facts.ts";

export type GuestReportRow = typeof guestReports.$inferSelect;

/**
 * Stores a report unconfirmed and answers its confirmation token. An earlier unconfirmed report
 * from the same address for the same hotel and month is replaced (its e-mail may have been lost).
 */
export async function insertGuestReport(
  tx: Database,
  report: {
    hotelId: number;
    stayMonth: string;
    findings: Record<string, unknown>;
    note: string;
    email: string;
  },
): Promise<{ token: string; row: GuestReportRow }> {
  await tx
    .delete(guestReports)
    .where(
      and(
        eq(guestReports.hotelId, report.hotelId),
        eq(guestReports.email, report.email),
        eq(guestReports.stayMonth, report.stayMonth),
        eq(guestReports.state, "unconfirmed"),
      ),
    );
  const token = newSecretToken();
  const [row] = await tx
    .insert(guestReports)
    .values({ ...report, tokenHash: hashSecretToken(token) })
    .returning();
  return { token, row: row! };
}

/**
 * A confirmed report from this address for this hotel, for the same month of stay or sent since
 * `monthStart`: one report per address per hotel per month.
 */
export async function findRepeat(
  tx: Database,
  hotelId: number,
  email: string,
  stayMonth: string,
  monthStart: Date,
): Promise<GuestReportRow | null> {
  const [row] = await tx
    .select()
    .from(guestReports)
    .where(
      and(
        eq(guestReports.hotelId, hotelId),
        eq(guestReports.email, email),
        inArray(guestReports.state, ["pending", "approved", "rejected"]),
        or(eq(guestReports.stayMonth, stayMonth), gte(guestReports.createdAt, monthStart)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The report a confirmation token belongs to, whatever its state. */
export async function findGuestReportByToken(
  token: string,
  tx?: Database,
): Promise<GuestReportRow | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select()
    .from(guestReports)
    .where(eq(guestReports.tokenHash, hashSecretToken(token)));
  return row ?? null;
}

/** Confirms an unconfirmed report: it then waits for an editor. Null when it was not waiting. */
export async function confirmGuestReportRow(tx: Database, id: number, now = new Date()) {
  const [row] = await tx
    .update(guestReports)
    .set({ state: "pending", confirmedAt: now })
    .where(and(eq(guestReports.id, id), eq(guestReports.state, "unconfirmed")))
    .returning();
  return row ?? null;
}

/** Deletes a report (a repeat found when it was confirmed). */
export async function deleteGuestReport(tx: Database, id: number): Promise<void> {
  await tx.delete(guestReports).where(eq(guestReports.id, id));
}

/** Records an editor's decision on a confirmed report; null when it is no longer pending. */
export async function decideGuestReportRow(
  tx: Database,
  id: number,
  decision: { state: "approved" | "rejected"; decidedBy: string },
  now = new Date(),
) {
  return decidePending(tx, guestReports, id, decision, now);
}

/** Reports in one state with their hotel's name and slug: pending oldest first, else newest. */
export async function listGuestReports(state: "pending" | "approved" | "rejected", limit = 200) {
  const db = await getDb();
  return db
    .select({
      id: guestReports.id,
      hotelId: guestReports.hotelId,
      hotelName: hotels.name,
      hotelSlug: hotels.slug,
      stayMonth: guestReports.stayMonth,
      findings: guestReports.findings,
      note: guestReports.note,
      confirmedAt: guestReports.confirmedAt,
      decidedBy: guestReports.decidedBy,
      decidedAt: guestReports.decidedAt,
    })
    .from(guestReports)
    .innerJoin(hotels, eq(hotels.id, guestReports.hotelId))
    .where(eq(guestReports.state, state))
    .orderBy(state === "pending" ? asc(guestReports.id) : desc(guestReports.id))
    .limit(limit);
}

/** Approved reports for stays from `oldestMonth` (YYYY-MM) on, for the content snapshot. */
export async function listApprovedGuestReports(db: Database, oldestMonth: string) {
  return db
    .select({
      hotelId: guestReports.hotelId,
      stayMonth: guestReports.stayMonth,
      findings: guestReports.findings,
      decidedAt: guestReports.decidedAt,
    })
    .from(guestReports)
    .where(and(eq(guestReports.state, "approved"), gte(guestReports.stayMonth, oldestMonth)))
    .orderBy(asc(guestReports.id));
}

/**
 * What approved guests' reports state, by hotel id: only reports that still count at `now` (24
 * months after the month of stay), so a reload drops the ones that stopped counting. The content
 * snapshot and the Facts tab's coverage both read them here.
 */
export async function loadGuestFacts(
  db: Database,
  now: Date,
): Promise<Map<number, PracticalFact[]>> {
  const byHotel = new Map<number, ApprovedReport[]>();
  const oldestCounting = stayMonthChoices(now).at(-1)!;
  for (const row of await listApprovedGuestReports(db, oldestCounting)) {
    const reports = byHotel.get(row.hotelId) ?? [];
    reports.push({
      stayMonth: row.stayMonth,
      findings: row.findings as unknown as GuestFindings,
      decidedOn: (row.decidedAt ?? now).toISOString().slice(0, 10),
    });
    byHotel.set(row.hotelId, reports);
  }
  return new Map([...byHotel].map(([hotelId, reports]) => [hotelId, guestFacts(reports, now)]));
}

/** Whether an approved report is for this month of stay (YYYY-MM). */
export async function hasApprovedReportFor(tx: Database, stayMonth: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: guestReports.id })
    .from(guestReports)
    .where(and(eq(guestReports.state, "approved"), eq(guestReports.stayMonth, stayMonth)))
    .limit(1);
  return row !== undefined;
}

/** Erases the address of every report decided before `cutoff`; answers how many. */
export async function eraseDecidedAddresses(tx: Database, cutoff: Date): Promise<number> {
  const rows = await tx
    .update(guestReports)
    .set({ email: null })
    .where(
      and(
        isNotNull(guestReports.email),
        inArray(guestReports.state, ["approved", "rejected"]),
        lt(guestReports.decidedAt, cutoff),
      ),
    )
    .returning({ id: guestReports.id });
  return rows.length;
}

/** Deletes reports never confirmed, sent before `cutoff`; answers how many. */
export async function deleteUnconfirmedBefore(tx: Database, cutoff: Date): Promise<number> {
  const rows = await tx
    .delete(guestReports)
    .where(and(eq(guestReports.state, "unconfirmed"), lt(guestReports.createdAt, cutoff)))
    .returning({ id: guestReports.id });
  return rows.length;
}
