// The one way an operator screen's action answers (issue 30). It validates its form, calls the
// use-case (which writes its own audit entry inside its transaction), and then either
// - redirects with a toast when the use-case is done (post/redirect/get: a reload sends nothing
//   twice), with `done`, or
// - answers the refusal in place with `refused`: the status the use-case chose, one sentence,
//   the fields at fault and every value the operator typed, so nothing typed is lost, and a toast.
// The screen reads it with `useActionData<ActionAnswer>()`. The JSON API answers the same
// refusal with `jsonRefusal` (app/http/api.server.ts).
import { data, redirect } from "react-router";
import type { ToastWords } from "#app/components/ui/toast.tsx";
import type { Refusal } from "#app/domain/shared/outcome.ts";
import { flashToastCookie, serverToast } from "#app/components/ui/toast.server.ts";

/** What a refused action answers: the same four fields on every screen, plus any `extra`. */
export type ActionAnswer<Extra extends object = object> = {
  error: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  toast: ReturnType<typeof serverToast>;
} & Partial<Extra>;

/** Answers a refusal in place, keeping what was typed. */
export function refused<Extra extends object = object>(
  refusal: Pick<Refusal, "status" | "error" | "fieldErrors">,
  values: Record<string, string> = {},
  extra?: Extra,
) {
  const answer = {
    error: refusal.error,
    fieldErrors: refusal.fieldErrors ?? {},
    values,
    toast: serverToast({ title: "Not Done", description: refusal.error, variant: "destructive" }),
    ...extra,
  } as ActionAnswer<Extra>;
  return data(answer, { status: refusal.status });
}

/** Redirects to `path` after a done action, with the toast the next screen shows. */
export function done(path: string, toast: ToastWords, headers?: HeadersInit) {
  const response = redirect(path, { headers });
  response.headers.append("Set-Cookie", flashToastCookie(toast));
  return response;
}
