// GET /newsletter/click?c={campaign}&to={path}: a campaign's link, counted, then on to the page.
// Only this site's own paths are followed, so the address cannot send anyone elsewhere.
import { redirect } from "react-router";
import { recordCampaignClick } from "#app/models/campaigns.server.ts";
import type { Route } from "./+types/newsletter-click";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to") ?? "/";
  const isSitePath = /^\/(?![/\\])/.test(to) && !/[\s\\]/.test(to);
  const path = isSitePath ? to : "/";
  const campaignId = Number(url.searchParams.get("c"));
  if (isSitePath && Number.isSafeInteger(campaignId) && campaignId > 0) {
    // A click still leads on when it cannot be counted.
    await recordCampaignClick(campaignId, path).catch((error: unknown) =>
      console.error("Could not count a campaign click:", error),
    );
  }
  return redirect(path, { headers: { "Cache-Control": "private, no-store" } });
}
