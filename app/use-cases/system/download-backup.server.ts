// Taking the newest backup archive away (GET /api/admin/backups/latest): the archive is a copy of
// every table, personal data included, so who took which one goes in the audit log first.
import type { Outcome } from "#app/domain/shared/outcome.ts";
import { refusal } from "#app/domain/shared/outcome.ts";
import { listArchives } from "#app/backups/backups.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";

export type Archive = Awaited<ReturnType<typeof listArchives>>[number];

/** The newest archive, once the download is logged; refused (404) before the first backup. */
export async function downloadLatestBackup(actor: Actor): Promise<Outcome<{ archive: Archive }>> {
  const [latest] = await listArchives();
  if (!latest) return refusal(404, "No backup yet: use Back up now first.");
  await recordAudit(actor, `backup archive downloaded: ${latest.name}`, {
    bytes: { from: null, to: latest.bytes },
  });
  return { ok: true, archive: latest };
}
