// Names the request for its log lines and metrics by the route pattern React Router matched
// (/hotels/:slug), never the raw URL: the raw path carries slugs and queries, which would make a
// series per page and could carry a token.
import type { MiddlewareFunction } from "react-router";
import { getEnv } from "#app/env.server.ts";
import { currentRequest } from "#app/observability/request-store.server.ts";

export const nameRequestRoute: MiddlewareFunction<Response> = (
  { pattern, request: incoming },
  next,
) => {
  const request = currentRequest();
  // React Router's patterns have no leading slash (hotels/:slug); the site's paths do.
  if (request) request.route = `/${pattern.replace(/^\/+/, "")}`;
  // Tests of the error tracker (ERROR_PROBE=1) need a real unhandled error on a named route.
  const probe = incoming.headers.get("x-error-probe");
  if (probe !== null && getEnv().ERROR_PROBE) throw new Error(`Error probe: ${probe}`);
  return next();
};
