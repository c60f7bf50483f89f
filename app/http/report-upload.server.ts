// An uploaded report's form fields, read within the report size limit.
import { jsonError } from "#app/http/api.server.ts";
import {
  BodyTooLargeError,
  readBodyBytes,
  REPORT_BODY_LIMIT_BYTES,
} from "#app/http/request-body.server.ts";

/** The upload's fields, read within the report limit; a Response when it cannot be read. */
export async function readReportUpload(request: Request): Promise<FormData | Response> {
  try {
    const bytes = await readBodyBytes(request, REPORT_BODY_LIMIT_BYTES);
    const type = request.headers.get("content-type") ?? "";
    return await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch (error) {
    if (error instanceof BodyTooLargeError) return jsonError(413, error.message);
    return jsonError(400, "Send multipart/form-data with a partner and the report as file.");
  }
}
