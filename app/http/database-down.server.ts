// While the database is unreachable, content pages keep serving from the content cache
// (docs/decisions/008). What needs the database answers 503 with Retry-After: pages with the
// friendly error page, the JSON API with {error}, forms with "not saved, try again".
// These helpers wrap only the database work, so a loader's own redirects and error responses
// never pass through them.
import { data } from "react-router";
import { log } from "#app/observability/log.server.ts";

export const DATABASE_RETRY_AFTER_SECONDS = 30;

export function reportDatabaseDown(what: string, error: unknown): void {
  // The reason only: an outage is one line per failed request, not a stack trace each.
  log.error(`Database unavailable (${what})`, {
    reason: error instanceof Error ? error.message : String(error),
  });
}

/** The 503 page (root ErrorBoundary: "Briefly Unavailable"), for a loader or action to throw. */
export function unavailablePage() {
  return data(null, {
    status: 503,
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}

/** Database work for a page: a failure becomes the 503 page. */
export async function pageDataOr503<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    reportDatabaseDown(what, error);
    throw unavailablePage();
  }
}

/** The JSON API's 503. */
export function apiUnavailable(): Response {
  return Response.json(
    { error: "The service is temporarily unavailable. Please try again shortly." },
    { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } },
  );
}
