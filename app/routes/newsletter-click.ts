// GET /newsletter/click?c={campaign}&to={path}: a campaign's link, counted, then on to the page.
// Only this site's own paths are followed, checked after normalisation (safeLocalPath), so the
// address cannot send anyone elsewhere, and a click counts only for a campaign that went out (a
// forged id counts nothing).
import { redirect } from "react-router";
import { parseId } from "#app/domain/shared/ids.ts";
import { safeLocalPath } from "#app/domain/accounts/safe-redirect.ts";
import type { Route } from "./+types/newsletter-click";
import { errorField, log } from "#app/observability/log.server.ts";
import { countCampaignClick } from "#app/use-cases/campaigns/count-click.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = safeLocalPath(url.searchParams.get("to"), null);
  const campaignId = parseId(url.searchParams.get("c"));
  if (path && campaignId !== null) {
    // A click still leads on when it cannot be counted.
    await countCampaignClick(campaignId, path).catch((error: unknown) =>
      log.error("Could not count a campaign click", { error: errorField(error) }),
    );
  }
  return redirect(path ?? "/", { headers: { "Cache-Control": "private, no-store" } });
}
