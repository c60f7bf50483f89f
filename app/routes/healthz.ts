import { isDatabaseReachable } from "#app/models/db.server.ts";

/** 200 while the database answers, 503 otherwise; load balancers take the process out on 503. */
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
