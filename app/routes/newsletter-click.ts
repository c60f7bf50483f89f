// GET /newsletter/click?c={campaign}&to={path}: a campaign's link, counted, then on to the page.
// Only this site's own paths are followed, so the address cannot send anyone elsewhere, and a
// click counts only for a campaign that went out (a forged id counts nothing).
import { redirect } from "react-router";
import { parseId } from "#app/domain/ids.ts";
import type { Route } from "./+types/newsletter-click";
import { errorField, log } from "#app/observability/log.server.ts";
import { countCampaignClick } from "#app/use-cases/campaigns/count-click.server.ts";

/** The site path to go on to, percent-encoded as a Location header must be; "/" otherwise. */
function sitePath(to: string | null, origin: string): string | null {
  if (!to || !/^\/(?![/\\])/.test(to) || /[\s\\]/.test(to)) return null;
  try {
    const target = new URL(to, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : null;
  } catch {
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = sitePath(url.searchParams.get("to"), url.origin);
  const campaignId = parseId(url.searchParams.get("c"));
  if (path && campaignId !== null) {
    // A click still leads on when it cannot be counted.
    await countCampaignClick(campaignId, path).catch((error: unknown) =>
      log.error("Could not count a campaign click", { error: errorField(error) }),
    );
  }
  return redirect(path ?? "/", { headers: { "Cache-Control": "private, no-store" } });
}
