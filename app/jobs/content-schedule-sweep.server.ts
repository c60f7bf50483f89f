// Every minute: runs any scheduled publish or unpublish that came due and is still pending (its
// own job lost in a crash between the commit and the send).
import type { RecurringJob } from "#app/jobs/queue.server.ts";

export const contentScheduleSweep: RecurringJob = {
  name: "content-schedule-sweep",
  cron: "* * * * *",
};
