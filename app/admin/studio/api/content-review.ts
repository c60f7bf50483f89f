// The editorial workflow's steps on one item (docs/decisions/035), each a POST:
// .../submit (to "In review"), .../approve {version?} (an editor publishes it),
// .../send-back {note} (back to its writer with a note), .../publish {version?} (an editor
// publishes the pending draft or a draft item), and .../draft with DELETE (discards the pending
// draft; it stays in the history). Refused with 403 for a role that may not, 409 out of turn.
import { z } from "zod";
import {
  actingFrom,
  contentId,
  contentType,
  optionalJsonBody,
  saveResponse,
} from "#app/admin/studio/content-api.server.ts";
import { ReturnNoteSchema } from "#app/domain/content/editorial.ts";
import { handleApi, jsonError, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import {
  approveReview,
  discardDraft,
  publishItem,
  sendBack,
  submitForReview,
} from "#app/use-cases/studio/review.server.ts";
import type { Route } from "./+types/content-review";

const OptionalVersionSchema = z
  .object({
    version: z
      .number({ error: "version must be the item's version you looked at." })
      .int()
      .min(1)
      .optional(),
  })
  .strict();

const SendBackSchema = z.object({ note: ReturnNoteSchema }).strict();

export async function action({ request, params, context }: Route.ActionArgs) {
  const step = new URL(request.url).pathname.split("/").at(-1);
  const allowed = step === "draft" ? "DELETE" : "POST";
  if (request.method !== allowed) return methodNotAllowed([allowed]);
  return handleApi(async () => {
    const type = contentType(params.type);
    const id = contentId(params.id);
    const by = actingFrom(context);
    switch (step) {
      case "submit":
        await optionalJsonBody(request, z.object({}).strict());
        return saveResponse(await submitForReview(type, id, by));
      case "approve": {
        const { version } = await optionalJsonBody(request, OptionalVersionSchema);
        return saveResponse(await approveReview(type, id, version, by));
      }
      case "send-back": {
        const { note } = await readJsonBody(request, SendBackSchema);
        return saveResponse(await sendBack(type, id, note, by));
      }
      case "publish": {
        const { version } = await optionalJsonBody(request, OptionalVersionSchema);
        return saveResponse(await publishItem(type, id, version, by));
      }
      case "draft":
        return saveResponse(await discardDraft(type, id, by));
      default:
        return jsonError(404, "No such step.");
    }
  });
}
