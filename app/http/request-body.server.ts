// Request bodies are read with a hard size limit, chunked ones included, so no client can make
// the server hold more than a few kilobytes for one request.
import { data } from "react-router";
import { findUnstorableText, unstorableTextMessage } from "#app/domain/content/unstorable-text.ts";

/** The JSON API's limit (SPEC.md section 7). */
export const JSON_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The no-JS forms' limit. URL encoding takes 9 bytes for a Chinese character, and the contact
 * form allows 5,000 characters of message, so 16 KB would refuse an honest message.
 */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/** A partner's commission report uploaded by the operator: months of bookings. */
export const REPORT_BODY_LIMIT_BYTES = 5 * 1024 * 1024;
/** The one API path that takes a report upload. */
export const REPORT_UPLOAD_PATH = "/api/admin/conversions/import";

/**
 * The operator's content saves, as JSON or as the studio's form (URL encoding can triple the
 * size of non-ASCII text): a long guide with its Markdown is far under it.
 */
export const CONTENT_BODY_LIMIT_BYTES = 1024 * 1024;
const CONTENT_API_PREFIX = "/api/admin/content/";
/** Hotels updated from a spreadsheet: as large as a partner's report may be. */
const HOTELS_BULK_PATH = "/api/admin/content/hotels/bulk";

/** A photo upload: 15 MB of photo and the multipart form around it. */
export const MEDIA_BODY_LIMIT_BYTES = 15 * 1024 * 1024 + 64 * 1024;
const MEDIA_UPLOAD_PATH = "/api/admin/media";
/** The studio's upload form takes up to four photos at once. */
export const STUDIO_UPLOAD_LIMIT_BYTES = 4 * MEDIA_BODY_LIMIT_BYTES;
/** A hotel's fact sheet, sent with up to its six photos at once when no script shrank them. */
export const FACT_SHEET_BODY_LIMIT_BYTES = 6 * MEDIA_BODY_LIMIT_BYTES;

/** The most an API request to this path may send. */
export function apiBodyLimit(path: string): number {
  if (path === MEDIA_UPLOAD_PATH) return MEDIA_BODY_LIMIT_BYTES;
  if (path === REPORT_UPLOAD_PATH || path === HOTELS_BULK_PATH) return REPORT_BODY_LIMIT_BYTES;
  if (path.startsWith(CONTENT_API_PREFIX)) return CONTENT_BODY_LIMIT_BYTES;
  return JSON_BODY_LIMIT_BYTES;
}

export function bodyTooLargeMessage(limit: number): string {
  return `Request body is too large: the limit is ${limit / 1024} KB.`;
}

export class BodyTooLargeError extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(bodyTooLargeMessage(limit));
    this.limit = limit;
  }
}

/**
 * Reads at most `limit` bytes of the body; throws BodyTooLargeError beyond it. The server drains
 * what is left after the answer (server/app.ts), so the client can read the 413.
 */
export async function readBodyBytes(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      reader.releaseLock();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A no-JS form post's fields, read within FORM_BODY_LIMIT_BYTES. A larger body is thrown as a
 * 413 for the error page; browsers never send one from our forms.
 */
export async function readFormData(
  request: Request,
  limit = FORM_BODY_LIMIT_BYTES,
): Promise<FormData> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyBytes(request, limit);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    throw data(null, { status: 413 });
  }
  const contentType = request.headers.get("content-type") ?? "";
  return parseFormBody(bytes, contentType);
}

/**
 * A form body's fields. A body that is not a form, or is broken, or holds text the database cannot store is the
 * client's mistake: thrown as a 400 with what to do, for the route's error screen.
 */
export async function parseFormBody(bytes: Uint8Array, contentType: string): Promise<FormData> {
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": contentType },
    }).formData();
  } catch {
    throw data(FORM_UNREADABLE, { status: 400 });
  }
  for (const [name, value] of form) {
    const unstorable = findUnstorableText(typeof value === "string" ? { [name]: value } : {});
    if (unstorable) throw data(unstorableTextMessage(unstorable), { status: 400 });
  }
  return form;
}

export const FORM_UNREADABLE =
  "We could not read the form that was sent. Go back to the page, check the form and send it again.";
