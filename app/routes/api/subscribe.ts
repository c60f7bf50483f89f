// POST /api/subscribe {email} (SPEC.md section 7): newsletter sign-up, double opt-in. Every
// accepted sign-up answers 202 pending, whether or not the address was already on the list.
import { SubscribeSchema } from "#app/domain/forms.ts";
import { handleApi, jsonError, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { SIGNUP_PENDING_MESSAGE, SIGNUP_SAVED_MESSAGE } from "#app/domain/newsletter.ts";
import { sourcePageOf, submitSubscription } from "#app/services/form-submissions.server.ts";
import type { Route } from "./+types/subscribe";
import { clientAddressContext } from "#app/http/request-context.server.ts";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = await readJsonBody(request, SubscribeSchema);
    const result = await submitSubscription(input, {
      clientAddress: context.get(clientAddressContext),
      userAgent: request.headers.get("user-agent"),
      sourcePage: sourcePageOf(request),
    });
    if (result.status === "refused") {
      return jsonError(result.httpStatus, result.message, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    }
    const message = result.outcome === "saved" ? SIGNUP_SAVED_MESSAGE : SIGNUP_PENDING_MESSAGE;
    return Response.json({ success: true, status: "pending", message }, { status: 202 });
  });
}
