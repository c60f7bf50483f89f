// Hotels updated from an edited CSV export, by slug, all or nothing: any bad row refuses the whole
// file. A dry run answers exactly what would change and saves nothing. Shared by the JSON API and
// the Content tab's upload form.
import { checkChanges } from "#app/domain/content/content-schemas.ts";
import { readHotelCsv } from "#app/domain/hotels/hotel-csv.ts";
import type { Actor, Changes } from "#app/models/audit-log.server.ts";
import { bumpContentVersion, hotelRowBySlug } from "#app/models/content-store.server.ts";
import {
  reloadContentAfterChange,
  type ContentReloadWait,
} from "#app/models/content-snapshot/reload-after-save.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { applyChanges } from "#app/use-cases/studio/content-changes.server.ts";
import { touchesCheckedText } from "#app/use-cases/studio/fact-check.server.ts";
import { loadPublishedTexts } from "#app/models/fact-check.server.ts";

export interface BulkOutcome {
  isDryRun: boolean;
  /** Every row that changes something, with what it changes. */
  changes: { line: number; slug: string; changes: Changes }[];
  rejected: { line: number; reason: string }[];
  updated: number;
  /** Whether public pages show the update yet; absent when nothing was updated. */
  publicPages?: ContentReloadWait;
}

export async function updateHotelsFromCsv(
  csv: string,
  isDryRun: boolean,
  actor: Actor,
): Promise<BulkOutcome> {
  const read = readHotelCsv(csv);
  if (!read.ok) return { isDryRun, changes: [], rejected: read.rejected, updated: 0 };
  const rows = read.rows;
  const result: BulkOutcome = { isDryRun, changes: [], rejected: [], updated: 0 };
  // Read once for the whole file, before the transaction, rather than once per row inside it.
  const published = rows.some((row) => touchesCheckedText("hotels", row.changes))
    ? await loadPublishedTexts()
    : null;
  const db = await getDb();
  const rollback = new Error("rollback");
  try {
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const current = await hotelRowBySlug(tx, row.slug);
        if (!current) {
          result.rejected.push({ line: row.line, reason: `No hotel has the slug "${row.slug}".` });
          continue;
        }
        // Each cell is checked by its field's definition, as a save's fields are.
        const checked = checkChanges("hotels", row.changes);
        const saved = checked.ok
          ? await applyChanges(tx, "hotels", current, checked.changes, actor, {
              action: "updated from a bulk file",
              isDryRun,
              published,
            })
          : checked;
        if (!saved.ok) {
          result.rejected.push({ line: row.line, reason: saved.error });
        } else if (saved.changed) {
          result.changes.push({ line: row.line, slug: row.slug, changes: saved.diff ?? {} });
        }
      }
      if (result.rejected.length > 0 || isDryRun) throw rollback;
      if (result.changes.length > 0) await bumpContentVersion(tx);
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  if (!isDryRun && result.rejected.length === 0) {
    result.updated = result.changes.length;
    if (result.updated > 0) result.publicPages = await reloadContentAfterChange();
  }
  return result;
}
