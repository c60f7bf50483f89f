// What the invitation and password-reset screens share: reading the new password from a form
// or from JSON (the API mirror).
import { SetPasswordSchema } from "#app/admin/shell/forms.ts";
import { readJsonBody } from "#app/http/api.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isJsonRequest(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().includes("application/json");
}

export type PasswordSubmission =
  | { ok: true; password: string; name?: string }
  | { ok: false; field: "password" | "name"; error: string };

/** The submitted password (and name), from JSON or a form; a JSON error is thrown as 400 JSON. */
export async function readPasswordSubmission(request: Request): Promise<PasswordSubmission> {
  if (isJsonRequest(request)) {
    const { password, name } = await readJsonBody(request, SetPasswordSchema);
    return { ok: true, password, name };
  }
  const form = await readFormData(request);
  const parsed = SetPasswordSchema.safeParse({
    password: form.get("password") ?? undefined,
    name: form.get("name") ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      ok: false,
      field: issue.path[0] === "name" ? "name" : "password",
      error: issue.message,
    };
  }
  return { ok: true, password: parsed.data.password, name: parsed.data.name };
}
