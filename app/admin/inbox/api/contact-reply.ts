// POST /api/admin/contacts/{id}/reply {replyMessage}: records the reply, e-mails it when SMTP is
// set; 404 for an unknown id, 409 when the message already has a reply.
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { ReplySchema } from "#app/admin/shell/staff-forms.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import {
  handleApi,
  jsonError,
  jsonRefusal,
  methodNotAllowed,
  readJsonBody,
} from "#app/http/api.server.ts";
import { replyToContact } from "#app/use-cases/contact/reply.server.ts";
import type { Route } from "./+types/contact-reply";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const id = parseId(params.id);
    if (id === null) return jsonError(404, `No contact message ${params.id}.`);
    const { replyMessage } = await readJsonBody(request, ReplySchema);
    const outcome = await replyToContact(id, replyMessage, operatorFrom(context));
    if (!outcome.ok) return jsonRefusal(outcome);
    return Response.json({
      ok: true,
      emailed: outcome.emailed,
      notice: outcome.notice,
      contact: outcome.message,
    });
  });
}
