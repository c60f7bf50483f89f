// GET /go/{kind}/{key}?placement=…: every click out to a partner. The server builds the partner
// URL from stored data (app/services/click-out.server.ts), records the click with a fresh opaque
// click id, and answers a plain 302 carrying that id as the partner's sub-id. Prefetches are sent
// on but not recorded; bots are recorded flagged and left out of every count. A stays link may
// carry the traveller's stay (checkin, checkout, adults, rooms, children): it goes to the partner
// and is remembered in a cookie for later Book Now links, which carry none (decision 024).
import { randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { readStayCookie, stayCookie } from "#app/domain/stay.ts";
import { getEnv } from "#app/env.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { recordClick } from "#app/models/clicks.server.ts";
import { countClickOut } from "#app/observability/metrics.server.ts";
import { problemPage } from "#app/http/problem-page.server.ts";
import { resolveClickOut } from "#app/services/click-out.server.ts";
import type { Route } from "./+types/go";

const PLACEMENT = /^[a-z0-9-]{1,40}$/;
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
  const requested = url.searchParams.get("placement") ?? "";
  const placement = PLACEMENT.test(requested) ? requested : "unknown";
  const target = await resolveClickOut(
    params.kind,
    params.key,
    url.searchParams,
    placement,
    new Date(),
    readStayCookie(request.headers.get("cookie")),
  );
  if (target && "problem" in target) {
    return new Response(
      `These dates cannot be booked: ${target.problem}\n\nGo back to the page you came from (it is still open in your other tab), change the dates and press Book Now again.\n`,
      { status: 400, headers: { ...NEVER_STORED, "Content-Type": "text/plain; charset=utf-8" } },
    );
  }
  if (!target) {
    return new Response("No partner link here. Go back to the page and try its button again.", {
      status: 404,
      headers: { ...NEVER_STORED, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if ("problems" in target) {
    // Nothing is counted: no partner was opened.
    return problemPage({
      title: "We could not search for that",
      problems: target.problems,
      back: { href: `/?tab=${encodeURIComponent(params.key)}#search`, label: "Back to the search" },
      headers: NEVER_STORED,
    });
  }
  const clickId = randomBytes(12).toString("base64url");
  if (!isPrefetch(request)) {
    const userAgent = request.headers.get("user-agent");
    // Queued, not awaited: a click that cannot be recorded still goes through.
    recordClick({
      clickId,
      kind: params.kind,
      key: params.key,
      placement,
      page: referringPage(request, url),
      partner: target.partner,
      isEarning: target.isEarning,
      clientAddress: context.get(clientAddressContext),
      isBot: !userAgent || isbot(userAgent),
    });
    countClickOut(params.kind);
  }
  const headers = new Headers({ ...NEVER_STORED, Location: target.urlFor(clickId) });
  if (target.chosenStay) {
    headers.set("Set-Cookie", stayCookie(target.chosenStay, { isSecure: getEnv().isProduction }));
  }
  return new Response(null, { status: 302, headers });
}
