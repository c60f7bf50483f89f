// The hourly purge: sign-ups never confirmed within CONFIRMATION_DAYS of their confirmation e-mail
// are deleted (docs/decisions/018). A sign-up saved while e-mail was off was never mailed and stays.
import { CONFIRMATION_DAYS } from "#app/domain/mail/newsletter.ts";
import type { Outcome } from "#app/domain/shared/outcome.ts";
import { deletePendingSignUpsMailedBefore } from "#app/models/subscriptions.server.ts";

export async function purgeExpiredSignUps(now = new Date()): Promise<Outcome<{ removed: number }>> {
  const cutoff = new Date(now.getTime() - CONFIRMATION_DAYS * 86_400_000);
  return { ok: true, removed: await deletePendingSignUpsMailedBefore(cutoff) };
}
