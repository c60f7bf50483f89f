// Erasing a subscriber: their row and consent records go, the outbox forgets their address, and a
// hash of the address is kept so it is never mailed again. One audit entry, in the same
// transaction, names who erased subscriber {id}: never the address, which the log (append-only)
// could then never forget.
import { refusal, type Outcome } from "#app/domain/shared/outcome.ts";
import { forgetSubscriberMail } from "#app/mail/outbox.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { deleteSubscriber, subscriberRow, suppress } from "#app/models/subscriptions.server.ts";

export async function eraseSubscriber(subscriberId: number, actor: Actor): Promise<Outcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await subscriberRow(subscriberId, tx, { forUpdate: true });
    if (!row) return refusal(404, `No subscriber ${subscriberId}.`);
    await suppress(tx, row.email, "erased");
    await forgetSubscriberMail(row.id, tx);
    await deleteSubscriber(tx, row.id);
    await recordAudit(actor, `subscriber ${row.id} erased`, {}, tx);
    return { ok: true };
  });
}
