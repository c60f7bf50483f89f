// Everything /metrics answers: this process's counters (app/observability/metrics.server.ts) and
// gauges read at scrape time from the content cache, the job queue, the outbox and the backups.
// A source that fails (the database away) is left out of that scrape, and said so in
// akwaaba_scrape_errors, rather than failing the whole answer. The gauges are set in one place
// before the registry is written, not in a collect() each: seven of them share three reads, and
// the errors gauge counts what those reads did.
import { Gauge, Registry } from "prom-client";
import { queueOverview } from "#app/jobs/queue.server.ts";
import { outboxCounts } from "#app/mail/outbox-status.server.ts";
import { contentGeneration } from "#app/models/content-snapshot/serve.server.ts";
import { log } from "#app/observability/log.server.ts";
import { processRegistry } from "#app/observability/metrics.server.ts";
import {
  lastBackupStatus,
  lastContentReloadSeconds,
} from "#app/observability/status-sources.server.ts";

const gauges = new Registry();

function gauge<Label extends string = never>(name: string, help: string, labelNames?: Label[]) {
  return new Gauge<Label>({ name, help, labelNames: labelNames ?? [], registers: [gauges] });
}

const generation = gauge(
  "akwaaba_content_generation",
  "Content snapshot generation: goes up each time published content is reloaded.",
);
const reloadSeconds = gauge(
  "akwaaba_content_reload_seconds",
  "How long the last content snapshot reload took.",
);
const queueDepth = gauge(
  "akwaaba_job_queue_depth",
  "Jobs waiting in each queue (due now, retrying or due later).",
  ["queue"],
);
const jobsFailed = gauge(
  "akwaaba_job_failed",
  "Jobs that used up their retries, per queue, as long as pg-boss keeps them.",
  ["queue"],
);
const outboxMessages = gauge(
  "akwaaba_outbox_messages",
  "E-mails on the outbox by state: queued and sending are pending, failed gave up.",
  ["status"],
);
const backupAge = gauge(
  "akwaaba_backup_age_seconds",
  "Seconds since the last successful backup; absent before the first one.",
);
const backupFailed = gauge(
  "akwaaba_backup_last_failed",
  "1 when the last backup failed, 0 when it succeeded; absent before the first one.",
);
const scrapeErrors = gauge(
  "akwaaba_scrape_errors",
  "Sources this scrape could not read (their metrics are missing from it).",
);

/** No sample when the value is unknown: 0 would be a value (a backup just taken). */
function setOrOmit(metric: Gauge, value: number | null) {
  if (value === null) metric.remove();
  else metric.set(value);
}

async function settle<T>(what: string, work: () => Promise<T>, failed: string[]) {
  try {
    return await work();
  } catch (error) {
    failed.push(what);
    log.warn(`Metrics: could not read ${what}`, {
      reason: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

/** The Prometheus text exposition of the counters and of gauges read now. */
export async function scrapeMetrics(now = new Date()): Promise<string> {
  const failed: string[] = [];
  const [queues, outbox, backup] = await Promise.all([
    settle("job queue", queueOverview, failed),
    settle("outbox", () => outboxCounts(now), failed),
    settle("backup", lastBackupStatus, failed),
  ]);
  generation.set(contentGeneration());
  setOrOmit(reloadSeconds, lastContentReloadSeconds());
  // A queue gone since the last scrape is gone from this one too.
  queueDepth.reset();
  jobsFailed.reset();
  for (const queue of queues ?? []) {
    queueDepth.set({ queue: queue.name }, queue.queued);
    jobsFailed.set({ queue: queue.name }, queue.failed);
  }
  outboxMessages.reset();
  if (outbox) {
    for (const status of ["queued", "sending", "failed"] as const) {
      outboxMessages.set({ status }, outbox[status]);
    }
  }
  const lastGoodBackup = backup?.result === "ok" ? backup : null;
  setOrOmit(
    backupAge,
    lastGoodBackup ? Math.max(0, (now.getTime() - lastGoodBackup.at.getTime()) / 1000) : null,
  );
  setOrOmit(backupFailed, backup ? (backup.result === "failed" ? 1 : 0) : null);
  scrapeErrors.set(failed.length);
  // Written in the same turn as the values were set, so a scrape running beside it cannot mix in
  // its own: prom-client reads every value before its first await.
  return Registry.merge([processRegistry, gauges]).metrics();
}
