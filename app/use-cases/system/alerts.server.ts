// E-mail to the operator through the outbox (docs/decisions/030): a daily digest at 07:00 Accra
// time when something needs a hand, and immediate alerts (a failed backup) at most once per kind
// an hour. Each alert first claims its period's row in operator_alerts, in the same transaction
// that queues the mail, so two processes or a retried job never send it twice. A use-case rather
// than mail: it gathers the system's state (backups, links, facts, failed mail) to decide what
// to say; app/mail only carries it.
import { href } from "#app/paths.ts";
import { getEnv } from "#app/env.server.ts";
import {
  alertKey,
  buildDigest,
  buildImmediateAlert,
  type OperatorMail,
} from "#app/domain/mail/operator-alerts.ts";
import { onBackupFailed } from "#app/use-cases/system/run-backup.server.ts";
import { failedMails } from "#app/mail/outbox-status.server.ts";
import { queueEmails, wakeMailer } from "#app/mail/outbox.server.ts";
import { isMailConfigured } from "#app/mail/transport.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { claimAlert, lastAlertAt, setAlertMail } from "#app/models/operator-alerts.server.ts";
import { loadMailSettings } from "#app/models/settings.server.ts";
import { log } from "#app/observability/log.server.ts";
import { lastBackupStatus } from "#app/observability/status-sources.server.ts";
import {
  brokenLinks,
  factsToReview,
  partnersWithoutId,
  showFailedMail,
  staleCediRate,
} from "#app/use-cases/system/system-status.server.ts";

const DIGEST_KIND = "digest";
const FAILED_MAILS_LISTED = 50;

export type AlertOutcome = "queued" | "already-sent" | "nothing-to-report" | "mail-off";

/** Where alerts go: the Settings tab's address (first value OPERATOR_EMAIL), else CONTACT_EMAIL. */
export async function operatorAddress(): Promise<string> {
  const { alertsAddress } = await loadMailSettings();
  return alertsAddress || getEnv().CONTACT_EMAIL;
}

function systemUrl(): string {
  return `${getEnv().SITE_URL}${href("/admin/dashboard/system")}`;
}

/** Claims the alert's period and queues its mail, or does nothing if the period is taken. */
async function sendOnce(key: string, kind: string, mail: OperatorMail): Promise<AlertOutcome> {
  if (!isMailConfigured()) {
    log.warn("Operator alert not sent: e-mail is off (SMTP_URL unset)", { kind });
    return "mail-off";
  }
  const db = await getDb();
  const toAddress = await operatorAddress();
  const outcome = await db.transaction(async (tx) => {
    if (!(await claimAlert(tx, { key, kind, subject: mail.subject }))) {
      return "already-sent" as const;
    }
    const [outboxId] = await queueEmails(
      [
        {
          kind: "operator-alert",
          toAddress,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        },
      ],
      tx,
    );
    await setAlertMail(tx, key, outboxId ?? null);
    return "queued" as const;
  });
  if (outcome === "queued") {
    await wakeMailer();
    log.info("Operator alert queued", { kind, key });
  }
  return outcome;
}

/** When the last digest went out; failures since then are new to the operator. */
async function lastDigestAt(now: Date): Promise<Date> {
  return (await lastAlertAt(DIGEST_KIND)) ?? new Date(now.getTime() - 86_400_000);
}

/** The day's digest: queued once per Accra date, and only when something needs the operator. */
export async function sendDailyDigest(now = new Date()): Promise<AlertOutcome> {
  const [backup, since, links, withoutId, staleRate] = await Promise.all([
    lastBackupStatus(),
    lastDigestAt(now),
    brokenLinks(),
    partnersWithoutId(),
    staleCediRate(now),
  ]);
  const mails = await failedMails(FAILED_MAILS_LISTED, since);
  // Accra is on UTC all year, so its date is the UTC date.
  const date = now.toISOString().slice(0, 10);
  const env = getEnv();
  const digest = buildDigest(
    {
      failedBackup:
        backup?.result === "failed" ? { at: backup.at.toISOString(), error: backup.error } : null,
      failedMails: mails.map(showFailedMail).map(({ kind, to, lastError }) => ({
        kind,
        to,
        error: lastError,
      })),
      brokenLinks: links.broken,
      partnersWithoutId: withoutId,
      overdueFacts: factsToReview(now).overdue,
      staleCediRate: staleRate,
    },
    { date, siteName: env.SITE_NAME, systemUrl: systemUrl() },
  );
  if (!digest) return "nothing-to-report";
  return sendOnce(alertKey(DIGEST_KIND, now, "day"), DIGEST_KIND, digest);
}

/**
 * Mails the operator now, at most once per kind an hour (a failed backup retried every few
 * minutes sends one mail). The integrator calls this when a backup fails.
 */
export async function alertOperatorNow(alert: {
  kind: string;
  subject: string;
  text: string;
}): Promise<AlertOutcome> {
  const mail = buildImmediateAlert(alert, {
    siteName: getEnv().SITE_NAME,
    systemUrl: systemUrl(),
  });
  return sendOnce(alertKey(alert.kind, new Date(), "hour"), alert.kind, mail);
}

/** A failed backup cannot wait for tomorrow's digest: the operator hears of it now. */
export function alertOnFailedBackups(): void {
  onBackupFailed(async (run) => {
    await alertOperatorNow({
      kind: "backup-failed",
      subject: "Akwaaba Stays: the backup failed",
      text: [
        `The ${run.trigger} backup that started at ${run.startedAt.toISOString()} failed:`,
        run.error ?? "no reason was recorded.",
        "",
        "Open the dashboard's Backups tab to try again or change where backups go.",
      ].join("\n"),
    });
  });
}
