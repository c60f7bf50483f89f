// The operator alerts sent (docs/decisions/030): one row per alert and period, claimed before its
// mail is queued, so a period's alert goes once however many processes or retries try. Data
// access only: app/use-cases/system/alerts.server.ts decides what to send.
import { desc, eq } from "drizzle-orm";
import { operatorAlerts } from "#db/schema.ts";
import { getDb, type Database } from "#app/models/db.server.ts";

/** Claims the alert's period: false when another run took it first. */
export async function claimAlert(
  db: Database,
  alert: { key: string; kind: string; subject: string },
): Promise<boolean> {
  const [claimed] = await db
    .insert(operatorAlerts)
    .values(alert)
    .onConflictDoNothing()
    .returning({ key: operatorAlerts.key });
  return claimed !== undefined;
}

/** Notes which outbox message carries the alert. */
export async function setAlertMail(db: Database, key: string, outboxId: number | null) {
  await db.update(operatorAlerts).set({ outboxId }).where(eq(operatorAlerts.key, key));
}

/** When the last alert of `kind` was sent, if ever. */
export async function lastAlertAt(kind: string): Promise<Date | null> {
  const db = await getDb();
  const [last] = await db
    .select({ sentAt: operatorAlerts.sentAt })
    .from(operatorAlerts)
    .where(eq(operatorAlerts.kind, kind))
    .orderBy(desc(operatorAlerts.sentAt))
    .limit(1);
  return last?.sentAt ?? null;
}
