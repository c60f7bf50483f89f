// The operator's daily digest, at 07:00 in Accra, when something needs a hand (decision 030).
import type { RecurringJob } from "#app/jobs/queue.server.ts";

export const operatorDigest: RecurringJob = { name: "operator-digest", cron: "0 7 * * *" };
