// A people use-case's refusal, answered the usual way (`refused` in app/admin/shell/action.server.ts,
// `jsonRefusal` in app/http/api.server.ts) with two additions these screens need: the toast under
// the screen's own title ("Login Failed", "Not Invited"...), and Retry-After when a rate limit
// said when to try again (sign-in, two-factor codes, reset requests).
import { refused } from "#app/admin/shell/action.server.ts";
import { jsonRefusal } from "#app/http/api.server.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";
import type { Throttled } from "#app/use-cases/people/throttle.server.ts";

function retryAfter(refusal: Throttled): Record<string, string> {
  return refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : {};
}

/** `refused`, its toast titled `title` (the convention's "Not Done" when null), with Retry-After. */
export function refusedAs<Extra extends object = object>(
  title: string | null,
  refusal: Throttled,
  values: Record<string, string> = {},
  extra?: Extra,
) {
  const toast = title
    ? { toast: serverToast({ title, description: refusal.error, variant: "destructive" }) }
    : {};
  const answer = refused(refusal, values, { ...toast, ...extra } as Extra);
  answer.init = { ...answer.init, headers: retryAfter(refusal) };
  return answer;
}

/** `jsonRefusal`, with Retry-After. */
export function jsonRefusalUntil(refusal: Throttled): Response {
  const response = jsonRefusal(refusal);
  for (const [name, value] of Object.entries(retryAfter(refusal)))
    response.headers.set(name, value);
  return response;
}
