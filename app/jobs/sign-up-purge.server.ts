// Every hour at minute 15: deletes newsletter sign-ups whose confirmation link lapsed unused.
import type { RecurringJob } from "#app/jobs/queue.server.ts";

export const signUpPurge: RecurringJob = { name: "purge-lapsed-sign-ups", cron: "15 * * * *" };
