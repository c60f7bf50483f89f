// POST /api/contact {name, email, message} (SPEC.md section 7): stores a contact message.
import { ContactSchema } from "#app/domain/forms/visitor-forms.ts";
import { methodNotAllowed } from "#app/http/api.server.ts";
import { submitJson } from "#app/routes/form-submission.server.ts";
import { sendContactMessage } from "#app/use-cases/contact/send-message.server.ts";
import type { Route } from "./+types/contact";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export function action(args: Route.ActionArgs) {
  return submitJson(args, ContactSchema, "message", sendContactMessage, () =>
    Response.json({ success: true, message: "Message sent." }, { status: 201 }),
  );
}
