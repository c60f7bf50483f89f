// Sending what waits on the outbox: a worker drains due rows at the mail rate, then leaves one
// mail-retry job for the earliest retry (app/jobs/mail-retry.server.ts). One waiting drain is
// enough, so the job is keyed.
import { z } from "zod";
import { defineJob } from "#app/jobs/queue.server.ts";

export const mailDrainJob = defineJob("mail", z.object({}), { retryLimit: 3 });

/** Asks a worker to drain the outbox soon. */
export function requestMailDrain(): Promise<void> {
  return mailDrainJob.send({}, { key: "drain" });
}
