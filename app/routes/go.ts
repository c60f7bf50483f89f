// GET /go/{kind}/{key}?placement=…: every click out to a partner. The use-case
// (app/use-cases/go/click-out.server.ts) builds the partner URL from stored data and counts the
// click with a fresh opaque click id; this answers a plain 302 carrying that id as the partner's
// sub-id. Prefetches are sent on but not recorded; bots are recorded flagged and left out of
// every count. A stays link may carry the traveller's stay (checkin, checkout, adults, rooms,
// children): it goes to the partner and is remembered in a cookie for later Book Now links,
// which carry none (decision 024).
import { readStayCookie, stayCookie } from "#app/domain/partners/stay.ts";
import { getEnv } from "#app/env.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { problemPage } from "#app/pages/problem-page.server.ts";
import { followGoLink } from "#app/use-cases/go/click-out.server.ts";
import type { Route } from "./+types/go";

const NEVER_STORED = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

function isPrefetch(request: Request): boolean {
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  return /prefetch|prerender/i.test(purpose);
}

/** The site page the click came from: the same-origin Referer's path. */
function referringPage(request: Request, url: URL): string | null {
  try {
    const referrer = new URL(request.headers.get("referer") ?? "");
    return referrer.origin === url.origin ? referrer.pathname : null;
  } catch {
    return null;
  }
}

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const outcome = await followGoLink({
    kind: params.kind,
    key: params.key,
    query: url.searchParams,
    placement: url.searchParams.get("placement") ?? "",
    remembered: readStayCookie(request.headers.get("cookie")),
    isPrefetch: isPrefetch(request),
    userAgent: request.headers.get("user-agent"),
    page: referringPage(request, url),
    clientAddress: context.get(clientAddressContext),
  });
  if (!outcome.ok) {
    if (outcome.reason === "search") {
      return problemPage({
        title: "We could not search for that",
        problems: outcome.problems,
        back: {
          href: `/?tab=${encodeURIComponent(params.key)}#search`,
          label: "Back to the search",
        },
        headers: NEVER_STORED,
      });
    }
    const text =
      outcome.reason === "dates"
        ? `These dates cannot be booked: ${outcome.error}\n\nGo back to the page you came from (it is still open in your other tab), change the dates and press Book Now again.\n`
        : outcome.error;
    return new Response(text, {
      status: outcome.status,
      headers: { ...NEVER_STORED, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = new Headers({ ...NEVER_STORED, Location: outcome.location });
  if (outcome.chosenStay) {
    headers.set("Set-Cookie", stayCookie(outcome.chosenStay, { isSecure: getEnv().isProduction }));
  }
  return new Response(null, { status: 302, headers });
}
