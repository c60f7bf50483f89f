// GET /metrics: the Prometheus text format for a scraper that sends
// `Authorization: Bearer $METRICS_TOKEN`. Without the variable the route does not exist (404); a
// missing or wrong token gets 401 with a Bearer challenge, so a misconfigured scraper says why
// (docs/decisions/030). Never stored by a cache, the page cache included.
import { createHash, timingSafeEqual } from "node:crypto";
import { prometheusContentType } from "prom-client";
import { getEnv } from "#app/env.server.ts";
import { scrapeMetrics } from "#app/observability/scrape.server.ts";
import type { Route } from "./+types/metrics";

const NEVER_STORED = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** Compares digests, so the time taken says nothing about the token's length or prefix. */
function isToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export async function loader({ request }: Route.LoaderArgs) {
  const expected = getEnv().METRICS_TOKEN;
  if (!expected) {
    return new Response("Not found.\n", {
      status: 404,
      headers: { ...NEVER_STORED, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  if (!given || !isToken(given, expected)) {
    return new Response("Send Authorization: Bearer <METRICS_TOKEN>.\n", {
      status: 401,
      headers: {
        ...NEVER_STORED,
        "Content-Type": "text/plain; charset=utf-8",
        "WWW-Authenticate": 'Bearer realm="metrics"',
      },
    });
  }
  return new Response(await scrapeMetrics(), {
    // The text format 0.0.4, which every Prometheus reads (not OpenMetrics).
    headers: { ...NEVER_STORED, "Content-Type": prometheusContentType },
  });
}
