// POST /api/admin/content/hotels/bulk?dryRun=1 (multipart `file`, or the CSV as a text/csv body):
// updates hotels by slug from an edited export. Answers {isDryRun, changes: [{line, slug,
// changes}], rejected: [{line, reason}], updated}; any rejected line refuses the file whole (400).
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { requirePermission } from "#app/admin/shell/staff.server.ts";
import { findUnstorableText, unstorableTextMessage } from "#app/domain/content/unstorable-text.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { readReportUpload } from "#app/http/report-upload.server.ts";
import {
  BodyTooLargeError,
  readBodyBytes,
  REPORT_BODY_LIMIT_BYTES,
} from "#app/http/request-body.server.ts";
import { updateHotelsFromCsv } from "#app/use-cases/studio/hotel-import.server.ts";
import type { Route } from "./+types/hotels-bulk";

export function loader() {
  return methodNotAllowed(["POST"]);
}

async function readCsv(request: Request): Promise<string | Response> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    const form = await readReportUpload(request);
    if (form instanceof Response) return form;
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      return jsonError(400, "Attach the edited hotels CSV as file.");
    }
    return file.text();
  }
  if (type.startsWith("text/csv") || type.startsWith("text/plain")) {
    try {
      return new TextDecoder().decode(await readBodyBytes(request, REPORT_BODY_LIMIT_BYTES));
    } catch (error) {
      if (error instanceof BodyTooLargeError) return jsonError(413, error.message);
      throw error;
    }
  }
  return jsonError(415, "Send the CSV as multipart/form-data (file) or as a text/csv body.");
}

export async function action({ request, context, url }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    // A bulk file writes the live hotels (statuses too): an editor's change, not a draft.
    requirePermission(context, "content.publish", request);
    const csv = await readCsv(request);
    if (csv instanceof Response) return csv;
    const unstorable = findUnstorableText({ file: csv });
    if (unstorable) return jsonError(400, unstorableTextMessage(unstorable));
    const isDryRun = ["1", "true", "yes"].includes(url.searchParams.get("dryRun") ?? "");
    const outcome = await updateHotelsFromCsv(csv, isDryRun, operatorFrom(context));
    return Response.json(outcome, { status: outcome.rejected.length > 0 ? 400 : 200 });
  });
}
