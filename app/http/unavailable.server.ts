// Pages that need the database (forms, the operator's screens) answer 503 with a friendly page
// while it is unreachable, instead of a 500; content pages keep serving from the content cache.
import { data } from "react-router";

export async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Redirects and deliberate error responses pass through.
    const isDeliberate =
      error instanceof Response ||
      (typeof error === "object" &&
        error !== null &&
        (error as { type?: unknown }).type === "DataWithResponseInit");
    if (isDeliberate) throw error;
    console.error("Database unavailable:", error instanceof Error ? error.message : error);
    throw data(null, { status: 503, headers: { "Retry-After": "30" } });
  }
}
