// What the operator should do after a restore, in sentences (scripts/restore.ts prints them).
// Jobs waiting in the queue are not in the archive (docs/decisions/029), but the outbox is: a
// campaign's messages still waiting go out when the site starts, and one whose messages were all
// done had gone out, whatever its row says, so neither needs sending again.

export interface WorkWaiting {
  /** Campaigns scheduled for later: their send job is not in the archive. */
  scheduledCampaigns: string[];
  /** Campaigns part-way through sending: their subject and the messages not yet done. */
  interruptedCampaigns: { subject: string; waiting: number }[];
  processingPhotos: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function restoreFollowUps(work: WorkWaiting): string[] {
  const followUps: string[] = [];
  for (const subject of work.scheduledCampaigns) {
    followUps.push(
      `The campaign "${subject}" was scheduled: open it on the Campaigns tab and schedule it again.`,
    );
  }
  for (const { subject, waiting } of work.interruptedCampaigns) {
    followUps.push(
      `The campaign "${subject}" was part-way through sending: ${waiting === 1 ? "its 1 message still waiting goes" : `its ${waiting} messages still waiting go`} out when the site starts; readers it reached after the backup was taken may get it twice.`,
    );
  }
  if (work.processingPhotos > 0) {
    followUps.push(
      `${plural(work.processingPhotos, "photo was", "photos were")} still being processed when the backup was taken: any that stay "processing" need uploading again.`,
    );
  }
  return followUps;
}
