// GET /api/admin/audit.csv?person=&kind=&from=&to=: every entry the filters match (all pages),
// newest first, as a CSV download streamed 500 entries at a time: time (UTC, which is Accra
// time), person, staff id, kind, action, the changes in words and as JSON. Cells are escaped and
// guarded against spreadsheet formulas (app/admin/shell/csv.ts). 400 with a sentence for a bad filter.
import { fullChanges, readAuditQuery } from "#app/admin/system/audit-query.server.ts";
import { csvDownload, toCsv } from "#app/admin/shell/csv.ts";
import { auditFilterQuery } from "#app/domain/accounts/audit-filter.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { reportDatabaseDown } from "#app/http/database-down.server.ts";
import { eachAuditEntry, type AuditEntry } from "#app/models/audit-log.server.ts";
import type { Route } from "./+types/audit-csv";

const HEADER = [
  "id",
  "time_utc",
  "person",
  "staff_id",
  "kind",
  "action",
  "changes",
  "changes_json",
];

function rowOf(entry: AuditEntry): string[] {
  return [
    String(entry.id),
    entry.createdAt,
    entry.actor,
    entry.staffId === null ? "" : String(entry.staffId),
    entry.kind,
    entry.action,
    fullChanges(entry).join("; "),
    Object.keys(entry.changes).length === 0 ? "" : JSON.stringify(entry.changes),
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const query = readAuditQuery(new URL(request.url));
    if (!query.ok) return jsonError(400, query.error);
    const batches = eachAuditEntry(query.filter);
    // The first batch is read before answering, so a database that is away answers 503, not a
    // download cut short.
    const first = await batches.next();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(toCsv([HEADER, ...(first.value ?? []).map(rowOf)])));
        if (first.done) controller.close();
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) return controller.close();
          controller.enqueue(encoder.encode(toCsv(next.value.map(rowOf))));
        } catch (error) {
          reportDatabaseDown("audit CSV", error);
          controller.error(error);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    const suffix = auditFilterQuery(query.filter).replace(/[^a-z0-9]+/gi, "-");
    const date = new Date().toISOString().slice(0, 10);
    return csvDownload(body, `activity-${date}${suffix ? `-${suffix}` : ""}.csv`);
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
