// POST /api/admin/conversions/import (multipart: partner, file): reads a partner's commission
// report and upserts its rows, all or nothing. Answers {imported, updated, rejected: [{line,
// reason}]}; a file with any bad line is refused whole with 400 and every reason.
import { handleApi, methodNotAllowed } from "#app/http/api.server.ts";
import { readReportUpload } from "#app/http/report-upload.server.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { importCommissionReport } from "#app/services/commission-import.server.ts";
import type { Route } from "./+types/conversions-import";

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const form = await readReportUpload(request);
    if (form instanceof Response) return form;
    const { status, ...body } = await importCommissionReport(form, operatorFrom(context));
    return Response.json(body, { status });
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
