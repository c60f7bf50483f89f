// Everything /metrics answers: this process's counters (app/observability/metrics.server.ts) and
// gauges read at scrape time from the content cache, the job queue, the outbox and the backups.
// A source that fails (the database away) is left out of that scrape, and said so in
// akwaaba_scrape_errors, rather than failing the whole answer.
import type { MetricFamily, Sample } from "#app/domain/prometheus.ts";
import { queueOverview } from "#app/jobs/queue.server.ts";
import { outboxCounts } from "#app/mail/outbox-status.server.ts";
import { contentGeneration } from "#app/models/content-snapshot/serve.server.ts";
import { log } from "#app/observability/log.server.ts";
import { processMetrics } from "#app/observability/metrics.server.ts";
import {
  lastBackupStatus,
  lastContentReloadSeconds,
} from "#app/observability/status-sources.server.ts";

function gauge(name: string, help: string, samples: Sample[]): MetricFamily {
  return { name, help, type: "gauge" as const, samples };
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

export async function collectMetrics(now = new Date()): Promise<MetricFamily[]> {
  const failed: string[] = [];
  const [queues, outbox, backup] = await Promise.all([
    settle("job queue", queueOverview, failed),
    settle("outbox", () => outboxCounts(now), failed),
    settle("backup", lastBackupStatus, failed),
  ]);
  const reloadSeconds = lastContentReloadSeconds();
  const lastGoodBackup = backup?.result === "ok" ? backup : null;
  return [
    ...processMetrics(),
    gauge(
      "akwaaba_content_generation",
      "Content snapshot generation: goes up each time published content is reloaded.",
      [{ value: contentGeneration() }],
    ),
    gauge(
      "akwaaba_content_reload_seconds",
      "How long the last content snapshot reload took.",
      reloadSeconds === null ? [] : [{ value: reloadSeconds }],
    ),
    gauge(
      "akwaaba_job_queue_depth",
      "Jobs waiting in each queue (due now, retrying or due later).",
      (queues ?? []).map((queue) => ({ labels: { queue: queue.name }, value: queue.queued })),
    ),
    gauge(
      "akwaaba_job_failed",
      "Jobs that used up their retries, per queue, as long as pg-boss keeps them.",
      (queues ?? []).map((queue) => ({ labels: { queue: queue.name }, value: queue.failed })),
    ),
    gauge(
      "akwaaba_outbox_messages",
      "E-mails on the outbox by state: queued and sending are pending, failed gave up.",
      outbox
        ? (["queued", "sending", "failed"] as const).map((status) => ({
            labels: { status },
            value: outbox[status],
          }))
        : [],
    ),
    gauge(
      "akwaaba_backup_age_seconds",
      "Seconds since the last successful backup; absent before the first one.",
      lastGoodBackup
        ? [{ value: Math.max(0, (now.getTime() - lastGoodBackup.at.getTime()) / 1000) }]
        : [],
    ),
    gauge(
      "akwaaba_backup_last_failed",
      "1 when the last backup failed, 0 when it succeeded; absent before the first one.",
      backup ? [{ value: backup.result === "failed" ? 1 : 0 }] : [],
    ),
    gauge(
      "akwaaba_scrape_errors",
      "Sources this scrape could not read (their metrics are missing from it).",
      [{ value: failed.length }],
    ),
  ];
}
