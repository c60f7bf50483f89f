// Photo uploads: multipart form data read within the upload limit (a 15 MB photo and the form
// around it), each `file` field's bytes. Larger bodies are refused with 413 before they are read.
import { findUnstorableText, unstorableTextMessage } from "#app/domain/content/unstorable-text.ts";
import { jsonError } from "#app/http/api.server.ts";
import {
  BodyTooLargeError,
  MEDIA_BODY_LIMIT_BYTES,
  readBodyBytes,
} from "#app/http/request-body.server.ts";

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export interface MediaUpload {
  files: UploadedFile[];
  /** The form's other fields. */
  fields: Record<string, string>;
}

export async function readMediaUpload(
  request: Request,
  limit = MEDIA_BODY_LIMIT_BYTES,
): Promise<MediaUpload | Response> {
  let form: FormData;
  try {
    const bytes = await readBodyBytes(request, limit);
    const type = request.headers.get("content-type") ?? "";
    form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return jsonError(413, "That photo is larger than 15 MB: export it smaller and upload again.");
    }
    return jsonError(400, "Send the photo as multipart/form-data in a field named file.");
  }
  const files = form
    .getAll("file")
    .filter((value): value is File => value instanceof File && value.size > 0);
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  const unstorable = findUnstorableText(fields);
  if (unstorable) return jsonError(400, unstorableTextMessage(unstorable));
  return {
    fields,
    files: await Promise.all(
      files.map(async (file) => ({
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })),
    ),
  };
}
