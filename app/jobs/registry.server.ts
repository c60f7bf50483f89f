// Every background job and what it does, in one place (docs/decisions/036). Each job's module in
// app/jobs/ says what the job carries and how it retries; here each is bound to the use-case that
// does its work. Registered before the queue starts (app/entry.server.tsx).
import { getEnv } from "#app/env.server.ts";
import { dailyBackup } from "#app/jobs/backup.server.ts";
import { campaignSendJob } from "#app/jobs/campaign-send.server.ts";
import { contentScheduleJob } from "#app/jobs/content-schedule.server.ts";
import { contentScheduleSweep } from "#app/jobs/content-schedule-sweep.server.ts";
import { dailyFactCheck } from "#app/jobs/fact-check.server.ts";
import { factSheetPhotoPurge } from "#app/jobs/fact-sheet-photo-purge.server.ts";
import { guestReportPurge } from "#app/jobs/guest-report-purge.server.ts";
import { dailyLinkCheck } from "#app/jobs/link-check.server.ts";
import { mailDrainJob } from "#app/jobs/mail-drain.server.ts";
import { mailRetryJob } from "#app/jobs/mail-retry.server.ts";
import { operatorDigest } from "#app/jobs/operator-digest.server.ts";
import { photoJob } from "#app/jobs/photo-derivatives.server.ts";
import { work, workOnSchedule } from "#app/jobs/queue.server.ts";
import { scheduleProbe } from "#app/jobs/schedule-probe.server.ts";
import { signUpPurge } from "#app/jobs/sign-up-purge.server.ts";
import { drainAndWakeForRetries, wakeMailer } from "#app/mail/outbox.server.ts";
import { isMailConfigured } from "#app/mail/transport.server.ts";
import { loadBackupSettings } from "#app/models/settings.server.ts";
import { log } from "#app/observability/log.server.ts";
import {
  queueCampaignEmails,
  registerNewsletterPersonaliser,
} from "#app/use-cases/campaigns/queue-campaign.server.ts";
import { purgeClosedLinkPhotos } from "#app/use-cases/fact-sheets/fact-sheet-photos.server.ts";
import { purgeGuestReportAddresses } from "#app/use-cases/guest-reports/guest-reports.server.ts";
import { purgeExpiredSignUps } from "#app/use-cases/newsletter/purge.server.ts";
import { runFactCheck } from "#app/use-cases/studio/fact-check.server.ts";
import { cutDerivatives } from "#app/use-cases/studio/photo-derivatives.server.ts";
import { runDueSchedules, runSchedule } from "#app/use-cases/studio/schedules.server.ts";
import { sendDailyDigest } from "#app/use-cases/system/alerts.server.ts";
import { runLinkCheck } from "#app/use-cases/system/link-check.server.ts";
import { runBackup } from "#app/use-cases/system/run-backup.server.ts";

export async function registerJobs(): Promise<void> {
  // Only a process that can send works the mail and campaign queues: one without SMTP_URL would
  // complete a drain unsent, or queue readers' messages no mailer here could wake. The queues
  // still exist everywhere, so every process can send to them and count their jobs.
  const canSend = isMailConfigured();
  work(mailDrainJob, drainAndWakeForRetries, { work: canSend });
  work(mailRetryJob, wakeMailer, { work: canSend });
  work(campaignSendJob, ({ campaignId }) => queueCampaignEmails(campaignId), { work: canSend });
  registerNewsletterPersonaliser();

  work(await photoJob(), ({ mediaId }, attempt) => cutDerivatives(mediaId, attempt));
  work(contentScheduleJob, async ({ scheduleId }) => {
    await runSchedule(scheduleId);
  });
  workOnSchedule(contentScheduleSweep, runDueSchedules);

  workOnSchedule(signUpPurge, async () => {
    await purgeExpiredSignUps();
  });
  workOnSchedule(guestReportPurge, async () => {
    await purgeGuestReportAddresses();
  });
  workOnSchedule(factSheetPhotoPurge, async () => {
    await purgeClosedLinkPhotos();
  });
  workOnSchedule(dailyLinkCheck, async () => {
    await runLinkCheck();
  });
  workOnSchedule(dailyFactCheck, async () => {
    await runFactCheck();
  });
  workOnSchedule(operatorDigest, async () => {
    log.info("Daily digest", { outcome: await sendDailyDigest() });
  });
  workOnSchedule(dailyBackup((await loadBackupSettings()).time), async () => {
    await runBackup("schedule");
  });

  const probeCron = getEnv().JOB_PROBE_CRON;
  if (probeCron) {
    workOnSchedule(scheduleProbe(probeCron), async (job) => {
      log.info(`schedule-probe ran job ${job.id} in process ${process.pid}`);
    });
  }
}
