// GET /api/admin/content/hotels.csv: every hotel, any status, as a spreadsheet the operator can
// edit and send back to POST /api/admin/content/hotels/bulk.
import { csvDownload, toCsv } from "#app/admin/shell/csv.ts";
import { hotelCsvRows } from "#app/domain/hotels/hotel-csv.ts";
import { handleApi, methodNotAllowed } from "#app/http/api.server.ts";
import { listAllHotelFields } from "#app/models/content-store.server.ts";

export async function loader() {
  return handleApi(async () => {
    const csv = toCsv(hotelCsvRows(await listAllHotelFields()));
    return csvDownload(csv, `hotels-${new Date().toISOString().slice(0, 10)}.csv`);
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
