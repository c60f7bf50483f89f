// GET /api/admin/subscriptions/{id}: a subscriber with their consent records.
// DELETE /api/admin/subscriptions/{id}: erases them (a hash is kept so the address is never
// mailed again).
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { handleApi, jsonError, jsonRefusal, methodNotAllowed } from "#app/http/api.server.ts";
import { getSubscription } from "#app/models/subscriptions.server.ts";
import { eraseSubscriber } from "#app/use-cases/newsletter/erase.server.ts";
import type { Route } from "./+types/subscription";

export async function loader({ params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const id = parseId(params.id);
    const subscription = id === null ? null : await getSubscription(id);
    if (!subscription) return jsonError(404, `No subscriber ${params.id}.`);
    return Response.json(subscription);
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
  return handleApi(async () => {
    const id = parseId(params.id);
    if (id === null) return jsonError(404, `No subscriber ${params.id}.`);
    const outcome = await eraseSubscriber(id, operatorFrom(context));
    if (!outcome.ok) return jsonRefusal(outcome);
    return Response.json({ erased: true });
  });
}
