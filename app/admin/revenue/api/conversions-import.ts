// POST /api/admin/conversions/import (multipart: partner, file): reads a partner's commission
// report and upserts its rows, all or nothing (app/use-cases/revenue/). Answers {imported, updated,
// rejected: []}; a file with any bad line is refused whole with 400 and every reason ({imported:
// 0, updated: 0, rejected: [{line, reason}]}); a missing partner or file is {error} with 400.
import { handleApi, jsonRefusal, methodNotAllowed } from "#app/http/api.server.ts";
import { readReportUpload } from "#app/http/report-upload.server.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { importCommissionReport } from "#app/use-cases/revenue/import-commission-report.server.ts";
import type { Route } from "./+types/conversions-import";

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const form = await readReportUpload(request);
    if (form instanceof Response) return form;
    const outcome = await importCommissionReport(
      { partner: form.get("partner"), file: form.get("file") },
      operatorFrom(context),
    );
    if (outcome.ok) {
      return Response.json({ imported: outcome.imported, updated: outcome.updated, rejected: [] });
    }
    if ("rejected" in outcome) {
      return Response.json(
        { imported: 0, updated: 0, rejected: outcome.rejected },
        { status: outcome.status },
      );
    }
    return jsonRefusal(outcome);
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
