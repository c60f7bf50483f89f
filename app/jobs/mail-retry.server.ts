// The mailer's wake-up for retries and lapsed claims: a delayed job, never a timer (decision 027).
// Keyed by its time on a "stately" queue, so drains that see the same next retry leave one job.
// It only asks for a drain, so one worker per process ever drains.
import { z } from "zod";
import { defineJob } from "#app/jobs/queue.server.ts";

export const mailRetryJob = defineJob("mail-retry", z.object({}), {
  retryLimit: 3,
  policy: "stately",
});

/** Wakes the mailer at `at` (a second from now at the soonest). */
export function wakeMailerAt(at: Date): Promise<void> {
  const when = new Date(Math.max(at.getTime(), Date.now() + 1_000));
  return mailRetryJob.send({}, { key: `at-${when.getTime()}`, startAfter: when });
}
