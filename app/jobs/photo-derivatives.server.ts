// Cutting an uploaded photo into its clean master, placeholder and derivatives (idempotent: a
// retried job writes the same content-addressed files and row again).
//
// The queue is named after the media storage, never the host. It was named after the host and
// data directory, so photos uploaded before a move to another host or a restore elsewhere waited
// on a queue no process served, "processing" for ever (issue 27). With S3 every process reaches
// every original: one queue. On disk, the storage carries an id of its own (written once, moved
// with it; a restored site makes its own), so only processes that can read its originals take
// its jobs, wherever the directory now lives; the old per-host queues are left to expire, and
// start-up re-queues what they held.
import path from "node:path";
import { z } from "zod";
import { getEnv } from "#app/env.server.ts";
import { defineJob, type JobKind, type SendOptions } from "#app/jobs/queue.server.ts";
import { diskStorageId } from "#app/media/storage.server.ts";

const QUEUE_PREFIX = "photo-derivatives";
const PhotoPayload = z.object({ mediaId: z.number().int().positive() });

let job: JobKind<typeof PhotoPayload> | undefined;

/** The photo job of this site's media storage. */
export async function photoJob(): Promise<JobKind<typeof PhotoPayload>> {
  if (job) return job;
  const env = getEnv();
  const name = env.MEDIA_S3_BUCKET
    ? QUEUE_PREFIX
    : `${QUEUE_PREFIX}-${await diskStorageId(path.resolve(env.DATA_DIR, "media"))}`;
  // A photo that fails four times is marked failed; one job may take up to five minutes.
  job = defineJob(name, PhotoPayload, { retryLimit: 4, expireInSeconds: 300 });
  return job;
}

export async function queuePhoto(mediaId: number, how?: SendOptions): Promise<void> {
  await (await photoJob()).send({ mediaId }, how);
}
