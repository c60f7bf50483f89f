// A reader followed a link in a campaign (GET /newsletter/click): counted for the campaign's
// figures, only for a campaign that went out, since only those have links in anyone's inbox.
import { campaignRow, insertCampaignClick } from "#app/models/campaigns.server.ts";

export async function countCampaignClick(campaignId: number, path: string): Promise<void> {
  const campaign = await campaignRow(campaignId);
  if (campaign?.status === "sending" || campaign?.status === "sent") {
    await insertCampaignClick(campaignId, path.slice(0, 500));
  }
}
