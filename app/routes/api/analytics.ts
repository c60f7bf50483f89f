// POST /api/analytics {eventType, eventData}: the site's own analytics (DECISIONS.md item 10).
import { isbot } from "isbot";
import { AnalyticsEventSchema } from "#app/domain/analytics-event.ts";
import { handleApi, jsonError, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { recordEvent } from "#app/models/analytics.server.ts";
import { hitRateLimit } from "#app/models/rate-limits.server.ts";
import type { Route } from "./+types/analytics";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { isSameOrigin } from "#app/http/same-origin.server.ts";

const ANALYTICS_LIMIT = { bucket: "analytics", limit: 120, windowMs: 60_000 };

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
    const userAgent = request.headers.get("user-agent");
    if (userAgent && isbot(userAgent)) return new Response(null, { status: 204 });

    const limit = await hitRateLimit(ANALYTICS_LIMIT, context.get(clientAddressContext));
    if (!limit.isAllowed) {
      return jsonError(429, "Too many analytics events from this browser. Please slow down.", {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    }
    await recordEvent(event, userAgent);
    return new Response(null, { status: 204 });
  });
}
