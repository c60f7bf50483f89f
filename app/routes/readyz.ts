import { isDatabaseReachable } from "#app/models/db.server.ts";

/**
 * Readiness: 200 while the database answers, 503 otherwise; load balancers send no traffic on
 * 503. The server listens only after its migrations ran (server/index.ts), so an answer here
 * means they did.
 */
export async function loader() {
  const isReachable = await isDatabaseReachable();
  return Response.json(
    {
      status: isReachable ? "ok" : "unavailable",
      database: isReachable ? "reachable" : "unreachable",
    },
    { status: isReachable ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
