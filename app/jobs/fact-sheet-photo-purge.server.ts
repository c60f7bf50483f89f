// Every day at 03:50: deletes the photos left on fact-sheet links that expired or were revoked
// before anyone sent or decided an answer with them (issue 40), so a hotel's photos are kept only
// while someone can still use them.
import type { RecurringJob } from "#app/jobs/queue.server.ts";

export const factSheetPhotoPurge: RecurringJob = {
  name: "delete-closed-fact-sheet-photos",
  cron: "50 3 * * *",
};
