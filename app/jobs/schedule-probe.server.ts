// A harmless recurring job for tests of the scheduler (JOB_PROBE_CRON): each run prints one line
// naming its job, so a test can count runs across processes.
import type { RecurringJob } from "#app/jobs/queue.server.ts";

export const scheduleProbe = (cron: string): RecurringJob => ({ name: "schedule-probe", cron });
