// The subscriber list as the operator downloads it (CSV): every subscriber, read in the same
// transaction as the audit entry saying who took the list and how many rows it held.
import type { Outcome } from "#app/domain/shared/outcome.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { listSubscriptions, type Subscription } from "#app/models/subscriptions.server.ts";

export async function exportSubscriptions(
  actor: Actor,
): Promise<Outcome<{ subscriptions: Subscription[] }>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const subscriptions = await listSubscriptions(undefined, tx);
    await recordAudit(actor, `subscriber list exported (${subscriptions.length} rows)`, {}, tx);
    return { ok: true, subscriptions };
  });
}
