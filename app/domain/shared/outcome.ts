// What a use-case answers (issue 30): done, with what it made, or refused, with the HTTP status
// that fits, one sentence a person can act on, and the fields at fault. Screens and the JSON API
// turn a refusal into their answer the same way (app/admin/shell/action.server.ts, jsonRefusal).
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503;

export type Refusal = {
  ok: false;
  status: RefusalStatus;
  error: string;
  fieldErrors?: Record<string, string>;
};

export type Outcome<Done extends object = object> = ({ ok: true } & Done) | Refusal;

export function refusal(
  status: RefusalStatus,
  error: string,
  fieldErrors?: Record<string, string>,
): Refusal {
  return fieldErrors ? { ok: false, status, error, fieldErrors } : { ok: false, status, error };
}

/** A refusal from zod's issues: the first message as the error, one message per field. */
export function invalid(issues: readonly { path: PropertyKey[]; message: string }[]): Refusal {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return refusal(400, issues[0]?.message ?? "The form is not valid.", fieldErrors);
}
