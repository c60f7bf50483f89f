// A scheduled publish or unpublish (docs/decisions/035): the job waits in the queue's table until
// its time, whichever process is up then. The minute sweep (content-schedule-sweep.server.ts)
// catches one whose job was lost.
import { z } from "zod";
import { defineJob } from "#app/jobs/queue.server.ts";

export const contentScheduleJob = defineJob(
  "content-schedule",
  z.object({ scheduleId: z.number().int().min(1) }),
  { retryLimit: 5 },
);

export function queueContentSchedule(scheduleId: number, runAt: Date): Promise<void> {
  return contentScheduleJob.send(
    { scheduleId },
    { key: `content-schedule-${scheduleId}`, startAfter: runAt },
  );
}
