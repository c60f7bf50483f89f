// The one job queue (pg-boss): in the embedded PGlite database by default, through pg-boss's
// official PGlite adapter, and in PostgreSQL unchanged when DATABASE_URL is set. Jobs survive a
// crash (they live in the database) and are retried with backoff; each handler is idempotent, so
// running a job twice never does its work twice.
import { fromPglite, PgBoss } from "pg-boss";
import { getJobDatabase } from "#app/models/db.server.ts";
import { errorField, log } from "#app/observability/log.server.ts";

/** Which run of a job this is: a handler may record a lasting failure on the last one. */
export interface JobAttempt {
  retryCount: number;
  isLastAttempt: boolean;
}

export type JobHandler = (data: Record<string, unknown>, attempt: JobAttempt) => Promise<void>;

interface QueueDefinition {
  name: string;
  handler: JobHandler;
  retryLimit: number;
  /** How long a job may run before pg-boss takes it for dead and runs it again (15 min if unset). */
  expireInSeconds?: number;
  /** A recurring job: pg-boss sends one job per occurrence across every process (cron, Accra time). */
  cron?: string;
}

const definitions = new Map<string, QueueDefinition>();
let boss: Promise<PgBoss> | undefined;

/** Registers what a queue's jobs do; workers start with the queue. */
export function defineQueue(
  name: string,
  handler: JobHandler,
  options: { retryLimit?: number; expireInSeconds?: number } = {},
) {
  definitions.set(name, {
    name,
    handler,
    retryLimit: options.retryLimit ?? 5,
    expireInSeconds: options.expireInSeconds,
  });
}

async function open(): Promise<PgBoss> {
  const target = await getJobDatabase();
  const instance =
    target.engine === "pglite"
      ? new PgBoss({ db: fromPglite(target.client), backend: "pglite" })
      : new PgBoss({ connectionString: target.connectionString, max: 4 });
  instance.on("error", (error) => log.error("Job queue error", { reason: error.message }));
  await instance.start();
  for (const definition of definitions.values()) {
    await instance.createQueue(definition.name, {
      retryLimit: definition.retryLimit,
      retryDelay: 5,
      retryBackoff: true,
      ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
    });
    await instance.work<Record<string, unknown>>(
      definition.name,
      { pollingIntervalSeconds: 1, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) {
          try {
            await definition.handler(job.data, {
              retryCount: job.retryCount,
              isLastAttempt: job.retryCount >= definition.retryLimit,
            });
          } catch (error) {
            // pg-boss records the failure and retries; the log says which job and why, once a try.
            log.error(`Job ${definition.name} failed`, {
              queue: definition.name,
              jobId: job.id,
              error: errorField(error),
            });
            throw error;
          }
        }
      },
    );
    if (definition.cron) {
      await instance.schedule(definition.name, definition.cron, null, {
        tz: "Africa/Accra",
        missed: "once",
      });
    }
  }
  return instance;
}

/**
 * Registers a recurring job. pg-boss keeps the schedule in the database and sends one job per
 * occurrence however many processes run, so a cluster does the work once per period; an occurrence
 * missed while every process was down is sent once when one comes back.
 */
export function defineSchedule(
  name: string,
  cron: string,
  handler: () => Promise<void>,
  options: { retryLimit?: number } = {},
) {
  definitions.set(name, {
    name,
    handler: () => handler(),
    retryLimit: options.retryLimit ?? 2,
    cron,
  });
}

/** Starts the queue and its workers (once). */
export function startQueue(): Promise<PgBoss> {
  boss ??= open();
  boss.catch(() => {
    boss = undefined;
  });
  return boss;
}

/**
 * Adds a job; a job with the same singleton key already waiting is not added twice. A job with
 * `startAfter` waits until then (a scheduled campaign).
 */
export async function enqueue(
  name: string,
  data: Record<string, unknown>,
  singletonKey?: string,
  startAfter?: Date,
  singletonSeconds?: number,
) {
  const instance = await startQueue();
  await instance.send(name, data, {
    ...(singletonKey ? { singletonKey } : {}),
    ...(startAfter ? { startAfter } : {}),
    // With a key, one job per key in each window of this many seconds, whoever sends it.
    ...(singletonKey && singletonSeconds ? { singletonSeconds } : {}),
  });
}

/** Lets running jobs finish, then stops taking new ones. */
export async function stopQueue(): Promise<void> {
  if (!boss) return;
  const instance = await boss.catch(() => undefined);
  boss = undefined;
  await instance?.stop({ graceful: true, timeout: 10_000 });
}

export interface QueueOverview {
  name: string;
  /** The schedule's cron (Accra time) for a recurring job. */
  cron: string | null;
  /** Waiting: due now, retrying, or due later. */
  queued: number;
  active: number;
  /** Jobs that used up their retries, still kept by pg-boss's retention. */
  failed: number;
  lastCompletedAt: Date | null;
  lastFailedAt: Date | null;
  lastError: string | null;
}

/** Every queue with its counts, schedule and last runs, for /metrics and the System tab. */
export async function queueOverview(): Promise<QueueOverview[]> {
  const instance = await startQueue();
  const [queues, schedules, runs] = await Promise.all([
    instance.getQueues(),
    instance.getSchedules(),
    // pg-boss has no call for "the last run": read its job table (schema pgboss, the default).
    instance.getDb().executeSql(
      `select name,
         max(completed_on) filter (where state = 'completed') as last_completed,
         max(completed_on) filter (where state = 'failed') as last_failed,
         (array_agg(coalesce(output->>'message', output->'value'->>'message', output::text)
            order by completed_on desc) filter (where state = 'failed'))[1] as last_error
       from pgboss.job group by name`,
    ),
  ]);
  const lastRuns = new Map(
    (runs.rows as Record<string, unknown>[]).map((row) => [String(row.name), row]),
  );
  const asDate = (value: unknown) => (value ? new Date(value as string) : null);
  return queues
    .filter((queue) => !queue.name.startsWith("__"))
    .map((queue) => {
      const run = lastRuns.get(queue.name);
      return {
        name: queue.name,
        cron: schedules.find((schedule) => schedule.name === queue.name)?.cron ?? null,
        queued: queue.queuedCount,
        active: queue.activeCount,
        failed: queue.failedCount,
        lastCompletedAt: asDate(run?.last_completed),
        lastFailedAt: asDate(run?.last_failed),
        lastError: run?.last_error ? String(run.last_error).slice(0, 300) : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
