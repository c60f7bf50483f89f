// GET /api/admin/campaigns/{id}/preview?format=html|text&lang=en|fr: the campaign as a reader's
// e-mail shows it (with placeholder unsubscribe links), for the dashboard's preview; lang=fr shows
// what a French reader gets (its French version, or the English one with a French footer).
import { campaignId } from "#app/admin/campaigns/campaign-api.server.ts";
import { handleApi, jsonError } from "#app/http/api.server.ts";
import { renderNewsletter } from "#app/mail/messages.server.ts";
import { getCampaign } from "#app/models/campaigns.server.ts";
import type { Route } from "./+types/campaign-preview";

export async function loader({ params, request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const campaign = await getCampaign(campaignId(params.id));
    if (!campaign) return jsonError(404, `No campaign ${params.id}.`);
    const query = new URL(request.url).searchParams;
    const language = query.get("lang") === "fr" ? "fr" : "en";
    const { html, text } = await renderNewsletter(campaign, null, language);
    const isText = query.get("format") === "text";
    return new Response(isText ? text : html, {
      headers: {
        "Content-Type": `${isText ? "text/plain" : "text/html"}; charset=utf-8`,
        "Cache-Control": "private, no-store",
        // The preview opens in its own tab; it runs nothing.
        "Content-Security-Policy":
          "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
      },
    });
  });
}
