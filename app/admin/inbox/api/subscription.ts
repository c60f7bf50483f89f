// GET /api/admin/subscriptions/{id}: a subscriber with their consent records.
// DELETE /api/admin/subscriptions/{id}: erases them (a hash is kept so the address is never
// mailed again).
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { eraseSubscriber, getSubscription } from "#app/models/subscriptions.server.ts";
import type { Route } from "./+types/subscription";

function idOf(value: string): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loader({ params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const id = idOf(params.id);
    const subscription = id === null ? null : await getSubscription(id);
    if (!subscription) return jsonError(404, `No subscriber ${params.id}.`);
    return Response.json(subscription);
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
  return handleApi(async () => {
    const id = idOf(params.id);
    // The erasure writes its own audit entry, in its transaction.
    if (id === null || !(await eraseSubscriber(id, operatorFrom(context)))) {
      return jsonError(404, `No subscriber ${params.id}.`);
    }
    return Response.json({ erased: true });
  });
}
