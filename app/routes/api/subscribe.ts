// POST /api/subscribe {email} (SPEC.md section 7): newsletter signup. Subscribing twice is fine.
import { SubscribeSchema } from "#app/domain/forms.ts";
import { handleApi, jsonError, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { submitSubscription } from "#app/services/form-submissions.server.ts";
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
    });
    if (result.status === "refused") {
      return jsonError(result.httpStatus, result.message, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    }
    return Response.json({ success: true, message: "Subscribed." }, { status: 201 });
  });
}
