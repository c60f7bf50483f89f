// The state of the running site as the operator needs to see it (issue 27), gathered from the
// models, the job queue and the outbox: the last backup, the jobs, the outbox, partner links, the
// fact register, the cedi rate's age, the media store and the audit log's chain. It reads and changes nothing. The System tab shows it all;
// the daily digest (app/use-cases/system/alerts.server.ts) mails what needs a hand.
import { sql } from "drizzle-orm";
import { media } from "#db/schema.ts";
import { facts } from "#app/content/facts.ts";
import { cediRateAgeDays, isCediRateStale } from "#app/domain/money/cedi.ts";
import { cediRateOf } from "#app/domain/money/cedi-settings.ts";
import { factReviewRows } from "#app/domain/facts/fact-review.ts";
import type { StaleCediRate } from "#app/domain/mail/operator-alerts.ts";
import { isEarning, PARTNERS } from "#app/domain/partners/partner-links.ts";
import { chosenPartners, toAccounts } from "#app/domain/partners/partner-settings.ts";
import { maskAddress } from "#app/domain/operations/redact.ts";
import { queueOverview, type QueueOverview } from "#app/jobs/queue.server.ts";
import {
  failedMails,
  outboxCounts,
  type FailedMail,
  type OutboxCounts,
} from "#app/mail/outbox-status.server.ts";
import { verifyAuditChain, type ChainReport } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";
import {
  loadCurrencySettings,
  loadLinkCheck,
  loadPartnerSettings,
} from "#app/models/settings.server.ts";
import { lastBackupStatus, type BackupStatus } from "#app/observability/status-sources.server.ts";

export interface ShownFailedMail extends Omit<FailedMail, "toAddress"> {
  /** Masked: the operator sees whose mail failed without the whole address on screen. */
  to: string;
}

export interface LinkFailure {
  label: string;
  problems: string[];
}

export interface MediaUsage {
  items: number;
  originalBytes: number;
  derivativeBytes: number;
}

export interface SystemStatus {
  backup: BackupStatus | null;
  jobs: QueueOverview[];
  outbox: OutboxCounts;
  failedMails: ShownFailedMail[];
  linkCheckedAt: string | null;
  brokenLinks: LinkFailure[];
  partnersWithoutId: { name: string; category: string }[];
  overdueFacts: { id: string; value: string; reviewBy: string }[];
  factsDueSoon: number;
  /** The cedi reference rate when it is 30 days old or more; null when fresh or cleared. */
  staleCediRate: StaleCediRate | null;
  media: MediaUsage;
  /** Every audit entry checked against its HMAC and the one before (docs/decisions/034). */
  auditChain: ChainReport;
}

const FAILED_MAILS_SHOWN = 10;

export function showFailedMail({ toAddress, ...mail }: FailedMail): ShownFailedMail {
  return { ...mail, to: maskAddress(toAddress) };
}

/** Partner links found broken by the last link check (app/use-cases/system/link-check.server.ts). */
export async function brokenLinks(): Promise<{ checkedAt: string | null; broken: LinkFailure[] }> {
  const check = await loadLinkCheck();
  return {
    checkedAt: check?.checkedAt ?? null,
    broken: (check?.results ?? [])
      .filter((result) => !result.ok)
      .map(({ label, problems }) => ({ label, problems })),
  };
}

/** The cedi reference rate, when it is 30 days old or more: the operator should update it. */
export async function staleCediRate(now: Date): Promise<StaleCediRate | null> {
  const cedi = cediRateOf(await loadCurrencySettings());
  const today = now.toISOString().slice(0, 10);
  if (!cedi || !isCediRateStale(cedi, today)) return null;
  return { ...cedi, days: cediRateAgeDays(cedi, today) };
}

/** Partners in use whose affiliate id is missing: their links work and earn nothing. */
export async function partnersWithoutId(): Promise<{ name: string; category: string }[]> {
  const settings = await loadPartnerSettings();
  const accounts = toAccounts(settings);
  return chosenPartners(settings)
    .filter((id) => !isEarning(id, accounts))
    .map((id) => ({ name: PARTNERS[id].name, category: PARTNERS[id].category }));
}

export function factsToReview(now: Date) {
  const rows = factReviewRows(facts, new Map(), now);
  return {
    overdue: rows
      .filter((row) => row.status === "overdue")
      .map(({ id, value, reviewBy }) => ({ id, value, reviewBy })),
    dueSoon: rows.filter((row) => row.status === "due-soon").length,
  };
}

/** What the media store holds, from the sizes recorded per upload: no listing of the store. */
export async function mediaUsage(): Promise<MediaUsage> {
  const db = await getDb();
  const [row] = await db
    .select({
      items: sql<number>`count(*)::int`,
      originalBytes: sql<number>`coalesce(sum(${media.bytes}), 0)::bigint`,
      derivativeBytes: sql<number>`coalesce(sum((
        select sum((derivative->>'bytes')::bigint)
        from jsonb_array_elements(${media.derivatives}) as derivative
      )), 0)::bigint`,
    })
    .from(media);
  return {
    items: Number(row?.items ?? 0),
    originalBytes: Number(row?.originalBytes ?? 0),
    derivativeBytes: Number(row?.derivativeBytes ?? 0),
  };
}

export async function loadSystemStatus(now = new Date()): Promise<SystemStatus> {
  const [backup, jobs, outbox, failed, links, withoutId, mediaBytes, auditChain] =
    await Promise.all([
      lastBackupStatus(),
      queueOverview(),
      outboxCounts(now),
      failedMails(FAILED_MAILS_SHOWN),
      brokenLinks(),
      partnersWithoutId(),
      mediaUsage(),
      verifyAuditChain(),
    ]);
  const staleRate = await staleCediRate(now);
  const factReview = factsToReview(now);
  return {
    backup,
    jobs,
    outbox,
    failedMails: failed.map(showFailedMail),
    linkCheckedAt: links.checkedAt,
    brokenLinks: links.broken,
    partnersWithoutId: withoutId,
    overdueFacts: factReview.overdue,
    factsDueSoon: factReview.dueSoon,
    staleCediRate: staleRate,
    media: mediaBytes,
    auditChain,
  };
}
