// The one job queue (pg-boss): in the embedded PGlite database by default, through pg-boss's
// official PGlite adapter, and in PostgreSQL unchanged when DATABASE_URL is set. Jobs survive a
// crash (they live in the database) and are retried with backoff; each handler is idempotent, so
// running a job twice never does its work twice. Every recurring job is a schedule here, never a
// timer in one process (docs/decisions/027).
import { fromPglite, PgBoss, type JobResult, type Job, type QueuePolicy } from "pg-boss";
import { z } from "zod";
import { checkJobData } from "#app/jobs/job-data.ts";
import { getJobDatabase, grantServingRole } from "#app/models/db.server.ts";
import { reportError } from "#app/observability/error-tracker.server.ts";
import { errorField, log } from "#app/observability/log.server.ts";

/** What a handler learns about the job beside its data. */
export interface JobContext {
  id: string;
  retryCount: number;
  /** The last try: a handler may record a lasting failure (a photo that cannot be cut). */
  isLastAttempt: boolean;
}

interface QueueDefinition {
  name: string;
  schema: z.ZodType;
  handler: (data: unknown, job: JobContext) => Promise<void>;
  retryLimit: number;
  policy?: QueuePolicy;
  /** How long a job may run before pg-boss takes it for dead and runs it again (15 min if unset). */
  expireInSeconds?: number;
  /** A recurring job: pg-boss sends one job per occurrence across every process (cron, Accra time). */
  cron?: string;
  /** False: the queue exists (jobs can be sent and counted) but this process takes none. */
  work?: boolean;
}

export interface QueueOptions {
  retryLimit?: number;
  /**
   * pg-boss's queue policy; "stately" keeps at most one waiting job per singleton key, which is
   * what lets a key stand for "this piece of work" (the default "standard" ignores keys).
   */
  policy?: QueuePolicy;
  expireInSeconds?: number;
  /** False: the queue exists here (jobs can be sent and counted) but this process takes none. */
  work?: boolean;
}

const definitions = new Map<string, QueueDefinition>();
let boss: Promise<PgBoss> | undefined;

// How often each process looks for schedules that came due. pg-boss files one job per
// occurrence whichever process looks first, so a shorter look costs a query, never a second run.
const CRON_MONITOR_SECONDS = 15;

/**
 * Registers what a queue's jobs do; workers start with the queue. A job's data must pass
 * `schema`: one that does not is failed at once, without retries (retrying cannot fix its data),
 * and logged as one line.
 */
function defineQueue<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  handler: (data: z.output<Schema>, job: JobContext) => Promise<void>,
  options: QueueOptions = {},
) {
  definitions.set(name, {
    name,
    schema,
    handler: handler as QueueDefinition["handler"],
    retryLimit: options.retryLimit ?? 5,
    policy: options.policy,
    expireInSeconds: options.expireInSeconds,
    work: options.work,
  });
}

/**
 * Registers a recurring job. pg-boss keeps the schedule in the database and sends one job per
 * occurrence however many processes run, so a cluster does the work once per period; an occurrence
 * missed while every process was down is sent once when one comes back.
 */
function defineSchedule(
  name: string,
  cron: string,
  handler: (job: JobContext) => Promise<void>,
  options: { retryLimit?: number } = {},
) {
  definitions.set(name, {
    name,
    // A scheduled job carries no data of its own (pg-boss sends null or {}).
    schema: z.union([z.null(), z.undefined(), z.object({}).strict()]),
    handler: (_data, job) => handler(job),
    retryLimit: options.retryLimit ?? 2,
    cron,
  });
}

/** When and how one job is sent (see `enqueue`). */
export interface SendOptions {
  /** On a "stately" queue, or with `windowSeconds`, one job per key. */
  key?: string;
  startAfter?: Date;
  windowSeconds?: number;
}

/**
 * A kind of job: its queue's name, the payload it carries (checked when sent and when run) and how
 * it retries. Each job's module in app/jobs/ defines one and sends with it; the registry
 * (app/jobs/registry.server.ts) binds it to the use-case that does the work, so a use-case can
 * queue a job without the job's module importing the use-case back.
 */
export function defineJob<Schema extends z.ZodType>(
  name: string,
  payload: Schema,
  options: QueueOptions = {},
) {
  return {
    name,
    payload,
    options,
    send: (data: z.input<Schema>, how: SendOptions = {}) =>
      enqueue(name, data as Record<string, unknown>, how.key, how.startAfter, how.windowSeconds),
  };
}

export type JobKind<Schema extends z.ZodType> = ReturnType<typeof defineJob<Schema>>;

/** Registers what a kind of job does (before the queue starts). */
export function work<Schema extends z.ZodType>(
  job: JobKind<Schema>,
  handler: (data: z.output<Schema>, job: JobContext) => Promise<void>,
  overrides: QueueOptions = {},
): void {
  defineQueue(job.name, job.payload, handler, { ...job.options, ...overrides });
}

/** A recurring job: its name and when it runs (cron, Accra time). */
export interface RecurringJob {
  name: string;
  cron: string;
  retryLimit?: number;
}

/** Registers what a recurring job does (before the queue starts). */
export function workOnSchedule(
  job: RecurringJob,
  handler: (job: JobContext) => Promise<void>,
  cron = job.cron,
): void {
  defineSchedule(job.name, cron, handler, { retryLimit: job.retryLimit });
}

/**
 * Runs one fetched job: bad data fails it for good, a handler's error fails it for a retry
 * (thrown, as pg-boss retries a thrown batch).
 */
export async function runJob(
  definition: Pick<QueueDefinition, "name" | "schema" | "handler" | "retryLimit">,
  job: Pick<Job<unknown>, "id" | "data" | "retryCount">,
  refused: (line: string) => void = (line) => log.warn(line, { queue: definition.name }),
): Promise<JobResult> {
  const checked = checkJobData(definition.schema, job.data);
  if (!checked.ok) {
    const line = `Job ${definition.name} ${job.id} refused, not retried: ${checked.problem}`;
    refused(line);
    return { id: job.id, status: "deadletter", output: { message: line } };
  }
  try {
    await definition.handler(checked.data, {
      id: job.id,
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
    reportError(error, "job", {
      queue: definition.name,
      job_id: job.id,
      retry_count: String(job.retryCount),
    });
    throw error;
  }
  return { id: job.id, status: "completed" };
}

async function open(): Promise<PgBoss> {
  const target = await getJobDatabase();
  const scheduling = { cronMonitorIntervalSeconds: CRON_MONITOR_SECONDS };
  if (target.engine === "postgres" && target.owner) {
    // The serving role may not create schemas: the owner installs or upgrades pg-boss's, then
    // grants the serving role its tables and functions (docs/decisions/034).
    const installer = new PgBoss({
      connectionString: target.owner.connectionString,
      max: 1,
      supervise: false,
      schedule: false,
    });
    await installer.start();
    await installer.stop({ graceful: false });
    await grantServingRole(target.owner.connectionString, target.owner.servingRole, ["pgboss"]);
  }
  const instance =
    target.engine === "pglite"
      ? new PgBoss({ db: fromPglite(target.client), backend: "pglite", ...scheduling })
      : new PgBoss({
          connectionString: target.connectionString,
          max: 4,
          ...scheduling,
          ...(target.owner ? { createSchema: false, migrate: false } : {}),
        });
  instance.on("error", (error) => log.error("Job queue error", { reason: error.message }));
  await instance.start();
  for (const definition of definitions.values()) {
    await instance.createQueue(definition.name, {
      retryLimit: definition.retryLimit,
      retryDelay: 5,
      retryBackoff: true,
      ...(definition.policy ? { policy: definition.policy } : {}),
      ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
    });
    if (definition.work !== false) {
      await instance.work(
        definition.name,
        { pollingIntervalSeconds: 1, batchSize: 1, perJobResults: true },
        async (jobs: Job<unknown>[]) => {
          const results: JobResult[] = [];
          for (const job of jobs) results.push(await runJob(definition, job));
          return results;
        },
      );
    }
    if (definition.cron) {
      await instance.schedule(definition.name, definition.cron, null, {
        tz: "Africa/Accra",
        missed: "once",
      });
    }
  }
  return instance;
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
 * Adds a job; on a "stately" queue a job with the same singleton key already waiting is not added
 * twice. A job with `startAfter` waits until then (a scheduled campaign, a retry coming due).
 */
async function enqueue(
  name: string,
  data: Record<string, unknown>,
  singletonKey?: string,
  startAfter?: Date,
  singletonSeconds?: number,
) {
  // The sender's mistake is caught where it is made, not only when a worker reads the job.
  const definition = definitions.get(name);
  const checked = definition && checkJobData(definition.schema, data);
  if (checked && !checked.ok) throw new Error(`Job ${name} not queued: ${checked.problem}`);
  const instance = await startQueue();
  await instance.send(name, data, {
    ...(singletonKey ? { singletonKey } : {}),
    ...(startAfter ? { startAfter } : {}),
    // With a key, one job per key in each window of this many seconds, whoever sends it.
    ...(singletonKey && singletonSeconds ? { singletonSeconds } : {}),
  });
}

/** The recurring jobs as pg-boss holds them in the database (for the operator and tests). */
export async function listSchedules(): Promise<{ name: string; cron: string; timezone: string }[]> {
  const instance = await startQueue();
  const schedules = await instance.getSchedules();
  return schedules.map(({ name, cron, timezone }) => ({ name, cron, timezone }));
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

/**
 * Whether the System tab and /metrics list a queue: pg-boss's own are left out, and a queue this
 * site no longer defines (a photo queue of media storage moved away, whose photos were queued
 * again on start-up) only while it still holds jobs.
 */
export function isShownQueue(
  queue: { name: string; queuedCount: number; activeCount: number; failedCount: number },
  isDefinedHere: boolean,
): boolean {
  if (queue.name.startsWith("__")) return false;
  return isDefinedHere || queue.queuedCount + queue.activeCount + queue.failedCount > 0;
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
    .filter((queue) => isShownQueue(queue, definitions.has(queue.name)))
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
