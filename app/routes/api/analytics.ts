// POST /api/analytics {eventType, eventData}: the site's own analytics (DECISIONS.md item 10),
// recorded by the use-case (app/use-cases/analytics/record-event.server.ts). 204 when taken (a
// bot's is taken and left out), 403 from another site, 429 with Retry-After over the limit.
import { AnalyticsEventSchema } from "#app/domain/operations/analytics-event.ts";
import { handleApi, jsonError, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { isSameOrigin } from "#app/http/same-origin.server.ts";
import { recordAnalyticsEvent } from "#app/use-cases/analytics/record-event.server.ts";
import type { Route } from "./+types/analytics";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    // Our pages post from our origin; another site's page must not write our figures.
    if (!isSameOrigin(request)) {
      return jsonError(403, "Analytics events are taken only from this site's own pages.");
    }
    // sendBeacon posts text/plain when it cannot set a JSON type; both carry the same JSON.
    const event = await readJsonBody(request, AnalyticsEventSchema, { allowTextPlain: true });
    const outcome = await recordAnalyticsEvent(
      event,
      request.headers.get("user-agent"),
      context.get(clientAddressContext),
    );
    if (!outcome.ok) {
      return jsonError(outcome.status, outcome.error, {
        "Retry-After": String(outcome.retryAfterSeconds),
      });
    }
    return new Response(null, { status: 204 });
  });
}
