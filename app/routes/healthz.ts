/**
 * Liveness: 200 while the process answers at all, whatever the database does. A supervisor
 * restarts the process on failure; taking it out of a load balancer is /readyz's job, since
 * restarting a process because its database is down fixes nothing (issue 27).
 */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
