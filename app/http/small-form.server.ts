// The small public forms that answer in plain words rather than with a page (the footer's Lite
// switch, the Your dates form): their fields, read within a byte limit, and a refusal that no
// cache keeps and no search engine lists.
import { formFields } from "#app/domain/forms/form-fields.ts";
import { BodyTooLargeError, readBodyBytes } from "#app/http/request-body.server.ts";

export const NEVER_STORED = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** The form's fields, or why there are none: more than the limit sent, or not a form. */
export type SmallForm =
  { fields: Record<string, string> } | { problem: "too-large" | "unreadable" };

export async function readSmallForm(request: Request, limit: number): Promise<SmallForm> {
  try {
    const body = await readBodyBytes(request, limit);
    const contentType = request.headers.get("content-type") ?? "";
    return {
      fields: formFields(
        await new Response(body, { headers: { "Content-Type": contentType } }).formData(),
      ),
    };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { problem: "too-large" };
    // A body that is not a form fails to parse with a TypeError.
    if (!(error instanceof TypeError)) throw error;
    return { problem: "unreadable" };
  }
}

/** A refusal in one plain sentence. */
export function plainRefusal(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...NEVER_STORED, ...headers },
  });
}
