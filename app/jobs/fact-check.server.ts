// The fact register's daily check over everything published, at 05:00 Accra time, once across
// every process; its findings are on the Facts tab (docs/decisions/031).
import type { RecurringJob } from "#app/jobs/queue.server.ts";

export const dailyFactCheck: RecurringJob = { name: "fact-check-daily", cron: "0 5 * * *" };
