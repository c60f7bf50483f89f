// A campaign's send, now or at its scheduled time: one job puts one outbox row per active reader
// (the campaign and reader pair is unique, so a re-run adds nothing). Keyed by campaign and time,
// so a campaign rescheduled leaves its old job to find it changed and do nothing.
import { z } from "zod";
import { defineJob } from "#app/jobs/queue.server.ts";

export const campaignSendJob = defineJob(
  "campaign",
  z.object({ campaignId: z.number().int().positive() }),
  { retryLimit: 5 },
);

export function queueCampaignSend(campaignId: number, at: Date): Promise<void> {
  return campaignSendJob.send(
    { campaignId },
    { key: `campaign-${campaignId}-${at.getTime()}`, startAfter: at },
  );
}
