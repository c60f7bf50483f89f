// POST /api/contact {name, email, message} (SPEC.md section 7): stores a contact message.
import { ContactSchema } from "#app/domain/forms.ts";
import { handleApi, jsonError, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { submitContactMessage } from "#app/services/form-submissions.server.ts";
import type { Route } from "./+types/contact";
import { clientAddressContext } from "#app/http/request-context.server.ts";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = await readJsonBody(request, ContactSchema);
    const result = await submitContactMessage(input, {
      clientAddress: context.get(clientAddressContext),
      userAgent: request.headers.get("user-agent"),
    });
    if (result.status === "refused") {
      return jsonError(result.httpStatus, result.message, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    }
    return Response.json({ success: true, message: "Message sent." }, { status: 201 });
  });
}
