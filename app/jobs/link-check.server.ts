// The partner link health check, once a day for the whole cluster at 06:00 Accra time, before
// the operator's day starts.
import type { RecurringJob } from "#app/jobs/queue.server.ts";

export const dailyLinkCheck: RecurringJob = { name: "daily-link-check", cron: "0 6 * * *" };
