// Hotels updated from an edited CSV export, by slug, all or nothing; a dry run answers exactly
// what would change. Shared by the JSON API and the Content tab's upload form.
import { readHotelCsv } from "#app/domain/hotel-csv.ts";
import type { Actor } from "#app/models/audit-log.server.ts";
import { bulkUpdateHotels, type BulkOutcome } from "#app/models/content-store.server.ts";

export async function updateHotelsFromCsv(
  csv: string,
  isDryRun: boolean,
  actor: Actor,
): Promise<BulkOutcome> {
  const read = readHotelCsv(csv);
  if (!read.ok) return { isDryRun, changes: [], rejected: read.rejected, updated: 0 };
  return bulkUpdateHotels(read.rows, isDryRun, actor);
}
