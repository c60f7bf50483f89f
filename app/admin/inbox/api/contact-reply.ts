// POST /api/admin/contacts/{id}/reply {replyMessage}: records the reply, e-mails it when SMTP is
// set; 404 for an unknown id, 409 when the message already has a reply.
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { replyToContact } from "#app/admin/inbox/contact-replies.server.ts";
import { ReplySchema } from "#app/admin/shell/forms.ts";
import { handleApi, jsonError, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import type { Route } from "./+types/contact-reply";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id < 1)
      return jsonError(404, `No contact message ${params.id}.`);
    const { replyMessage } = await readJsonBody(request, ReplySchema);
    const outcome = await replyToContact(id, replyMessage, operatorFrom(context));
    if (outcome.status !== 200) return jsonError(outcome.status, outcome.error);
    return Response.json({
      ok: true,
      emailed: outcome.emailed,
      notice: outcome.notice,
      contact: outcome.message,
    });
  });
}
