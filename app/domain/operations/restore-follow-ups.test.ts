import { describe, expect, it } from "vitest";
import { restoreFollowUps } from "#app/domain/operations/restore-follow-ups.ts";

const nothing = { scheduledCampaigns: [], interruptedCampaigns: [], processingPhotos: 0 };

describe("restoreFollowUps", () => {
  it("asks nothing when nothing was waiting: a campaign that went out is not mentioned", () => {
    expect(restoreFollowUps(nothing)).toEqual([]);
  });

  it("names a scheduled campaign, one interrupted mid-send, and photos being cut", () => {
    expect(
      restoreFollowUps({
        scheduledCampaigns: ["Harmattan deals"],
        interruptedCampaigns: [{ subject: "Easter in Kumasi", waiting: 1 }],
        processingPhotos: 2,
      }),
    ).toEqual([
      'The campaign "Harmattan deals" was scheduled: open it on the Campaigns tab and schedule it again.',
      'The campaign "Easter in Kumasi" was part-way through sending: its 1 message still waiting goes out when the site starts; readers it reached after the backup was taken may get it twice.',
      '2 photos were still being processed when the backup was taken: any that stay "processing" need uploading again.',
    ]);
  });
});
