// POST /api/contact {name, email, message} (SPEC.md section 7): stores a contact message.
import { ContactSchema } from "#app/domain/forms.ts";
import { handleApi, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { submissionOr503, submissionRefusal } from "#app/routes/form-submission.server.ts";
import { sendContactMessage } from "#app/use-cases/contact/send-message.server.ts";
import type { Route } from "./+types/contact";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = await readJsonBody(request, ContactSchema);
    const outcome = await submissionOr503("message", () =>
      sendContactMessage(input, {
        clientAddress: context.get(clientAddressContext),
        userAgent: request.headers.get("user-agent"),
      }),
    );
    if (!outcome.ok) return submissionRefusal(outcome);
    return Response.json({ success: true, message: "Message sent." }, { status: 201 });
  });
}
