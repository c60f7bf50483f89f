// The dashboard's System tab (issue 27): what the operator checks when something seems wrong:
// the last backup, the audit log's chain, the jobs and their last runs, the outbox and its
// failures, partner links, the facts past review and the disk the media takes. Read on the server; the one button sends the
// day's alert digest now (at most once a day, like the 07:00 job).
import { ColumnHeads } from "#app/admin/shell/column-heads.tsx";
import { IntentButton } from "#app/admin/shell/intent-button.tsx";
import { operatorDigest } from "#app/jobs/operator-digest.server.ts";
import { Link } from "react-router";
import { href } from "#app/paths.ts";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast, type ToastWords } from "#app/components/ui/toast.tsx";
import { formatBytes } from "#app/domain/operations/byte-size.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { staleCediRateLine } from "#app/domain/mail/operator-alerts.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";
import {
  operatorAddress,
  sendDailyDigest,
  type AlertOutcome,
} from "#app/use-cases/system/alerts.server.ts";
import { loadSystemStatus } from "#app/use-cases/system/system-status.server.ts";
import { isMailConfigured } from "#app/mail/transport.server.ts";
import type { Route } from "./+types/system";

export async function loader() {
  const status = await pageDataOr503("system status", () => loadSystemStatus());
  return {
    ...status,
    operatorAddress: await pageDataOr503("alert address", operatorAddress),
    isMailOn: isMailConfigured(),
    digestCron: operatorDigest.cron,
  };
}

const DIGEST_TOASTS: Record<AlertOutcome, ToastWords> = {
  queued: { title: "Digest Sent", description: "Today's digest is on its way to the operator." },
  "already-sent": {
    title: "Already Sent",
    description: "Today's digest has gone out already: one a day at most.",
  },
  "nothing-to-report": {
    title: "Nothing to Report",
    description: "Nothing needs attention, so no digest was sent.",
  },
  "mail-off": {
    title: "E-mail Is Off",
    description: "Set SMTP_URL to send alerts; nothing was sent.",
    variant: "destructive",
  },
};

export async function action({ request }: Route.ActionArgs) {
  const fields = formFields(await readFormData(request));
  if (fields.intent !== "send-digest") {
    return new Response("Unknown System action: use the Send today's digest button.", {
      status: 400,
    });
  }
  const outcome = await pageDataOr503("digest", () => sendDailyDigest());
  return { outcome, toast: serverToast(DIGEST_TOASTS[outcome]) };
}

function When({ at }: { at: string | Date | null }) {
  if (!at) return <span className="text-slate-600">never</span>;
  const iso = typeof at === "string" ? at : at.toISOString();
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

const td = "py-2 pr-4 align-top";

export default function SystemTab({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast(actionData?.toast);
  const data = loaderData;
  const { outbox } = data;
  return (
    <div className="space-y-10">
      <Section id="system-backup" title="Backups" size="minor">
        {data.backup ? (
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="font-semibold">Last backup</dt>
            <dd>
              <When at={data.backup.at} />
            </dd>
            <dt className="font-semibold">Result</dt>
            <dd className={data.backup.result === "ok" ? "text-emerald-800" : "text-red-800"}>
              {data.backup.result === "ok" ? "Succeeded" : `Failed: ${data.backup.error ?? ""}`}
            </dd>
            {data.backup.result === "ok" && data.backup.error ? (
              <>
                <dt className="font-semibold">Warnings</dt>
                <dd className="text-red-800">{data.backup.error}</dd>
              </>
            ) : null}
            <dt className="font-semibold">Size</dt>
            <dd>
              {data.backup.sizeBytes === null ? "unknown" : formatBytes(data.backup.sizeBytes)}
            </dd>
          </dl>
        ) : (
          <p className="mt-3 text-sm text-slate-700">No backup yet — see Backups.</p>
        )}
      </Section>

      <Section id="system-audit-chain" title="Audit log" size="minor">
        {data.auditChain.problem ? (
          <p className="mt-3 text-sm text-red-800">
            The audit log does not verify. {data.auditChain.problem.reason} Entries from there on
            cannot be trusted; compare them with a backup taken before.
          </p>
        ) : (
          <p className="mt-3 text-sm text-emerald-800">
            Verified: all {data.auditChain.entries} entries match their signatures, each chained to
            the one before
            {data.auditChain.head ? `, up to entry ${data.auditChain.head.id}` : ""}.
          </p>
        )}
      </Section>

      <Section id="system-jobs" title="Jobs" size="minor">
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Job queues, their schedules and last runs</caption>
            <ColumnHeads
              columns={[
                "Job",
                "Schedule (Accra)",
                "Waiting",
                "Failed",
                "Last completed",
                "Last failed",
              ]}
              cellClassName="py-2 pr-4 font-semibold"
              lastCellClassName="py-2 pr-4 font-semibold"
            />
            <tbody className="divide-y divide-slate-200 text-slate-800">
              {data.jobs.map((job) => (
                <tr key={job.name}>
                  <th scope="row" className={`${td} font-normal`}>
                    <code>{job.name}</code>
                  </th>
                  <td className={td}>{job.cron ? <code>{job.cron}</code> : "on demand"}</td>
                  <td className={td}>{job.queued}</td>
                  <td className={job.failed > 0 ? `${td} text-red-800` : td}>{job.failed}</td>
                  <td className={td}>
                    <When at={job.lastCompletedAt} />
                  </td>
                  <td className={td}>
                    <When at={job.lastFailedAt} />
                    {job.lastError ? (
                      <p className="mt-1 break-words text-red-800">{job.lastError}</p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="system-mail" title="E-mail" size="minor">
        <p className="mt-2 text-sm text-slate-700">
          {data.isMailOn ? "E-mail is on." : "E-mail is off (SMTP_URL is not set)."}
        </p>
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="font-semibold">Queued</dt>
          <dd>{outbox.queued}</dd>
          <dt className="font-semibold">Sending</dt>
          <dd>{outbox.sending}</dd>
          <dt className="font-semibold">Sent in the last 24 hours</dt>
          <dd>{outbox.sentLastDay}</dd>
          <dt className="font-semibold">Failed</dt>
          <dd className={outbox.failed > 0 ? "text-red-800" : undefined}>{outbox.failed}</dd>
        </dl>
        {data.failedMails.length > 0 ? (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="text-left font-semibold text-slate-900">
                Last failed e-mails
              </caption>
              <ColumnHeads
                columns={["Failed around", "Kind", "To", "Reason"]}
                cellClassName="py-2 pr-4 font-semibold"
                lastCellClassName="py-2 pr-4 font-semibold"
              />
              <tbody className="divide-y divide-slate-200 text-slate-800">
                {data.failedMails.map((mail) => (
                  <tr key={mail.id}>
                    <td className={td}>
                      <When at={mail.at} />
                    </td>
                    <td className={td}>{mail.kind}</td>
                    <td className={td}>{mail.to}</td>
                    <td className={`${td} break-words`}>
                      {mail.lastError ?? "no reason recorded"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-700">No failed e-mails.</p>
        )}
      </Section>

      <Section id="system-links" title="Partner links" size="minor">
        <p className="mt-2 text-sm text-slate-700">
          {data.linkCheckedAt ? (
            <>
              Last checked <When at={data.linkCheckedAt} />.{" "}
            </>
          ) : (
            "Not checked yet. "
          )}
          <Link
            to={`${href("/admin/dashboard/settings")}#link-health`}
            className="text-brand-800 underline"
          >
            Check links in Settings
          </Link>
        </p>
        {data.brokenLinks.length === 0 && data.partnersWithoutId.length === 0 ? (
          <p className="mt-3 text-sm text-emerald-800">Every checked link works and earns.</p>
        ) : (
          <ul className="mt-3 space-y-2 text-sm">
            {data.brokenLinks.map((link) => (
              <li key={link.label}>
                <span className="font-semibold">{link.label}: </span>
                <span className="text-red-800">{link.problems.join(" ")}</span>
              </li>
            ))}
            {data.partnersWithoutId.map((partner) => (
              <li key={partner.name}>
                <span className="font-semibold">
                  {partner.name} ({partner.category}):{" "}
                </span>
                <span className="text-red-800">no affiliate id: its links earn nothing.</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="system-facts" title="Facts overdue" size="minor">
        <p className="mt-2 text-sm text-slate-700">
          {`${data.overdueFacts.length} overdue, ${data.factsDueSoon} due within 60 days. `}
          <Link to={href("/admin/dashboard/facts")} className="text-brand-800 underline">
            Open the Fact Register
          </Link>
        </p>
        {data.overdueFacts.length > 0 ? (
          <ul className="mt-3 space-y-2 text-sm">
            {data.overdueFacts.map((fact) => (
              <li key={fact.id}>
                <code className="font-semibold">{fact.id}</code> (review was due{" "}
                <time dateTime={fact.reviewBy}>{fact.reviewBy}</time>): {fact.value}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      <Section id="system-cedi-rate" title="Cedi rate" size="minor">
        <p className="mt-2 text-sm text-slate-700">
          {data.staleCediRate ? (
            <span className="text-red-800">{staleCediRateLine(data.staleCediRate)} </span>
          ) : (
            "The cedi rate is less than 30 days old, or cleared. "
          )}
          <Link to={href("/admin/dashboard/settings")} className="text-brand-800 underline">
            Open Settings
          </Link>
        </p>
      </Section>

      <Section id="system-media" title="Media storage" size="minor">
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="font-semibold">Photos</dt>
          <dd>{data.media.items}</dd>
          <dt className="font-semibold">Originals</dt>
          <dd>{formatBytes(data.media.originalBytes)}</dd>
          <dt className="font-semibold">Resized copies</dt>
          <dd>{formatBytes(data.media.derivativeBytes)}</dd>
          <dt className="font-semibold">In all</dt>
          <dd>{formatBytes(data.media.originalBytes + data.media.derivativeBytes)}</dd>
        </dl>
      </Section>

      <Section id="system-alerts" title="Alerts" size="minor">
        <p className="mt-2 text-sm text-slate-700">
          A digest goes to <strong>{data.operatorAddress}</strong> every day at 07:00 (
          <code>{data.digestCron}</code>) when something above needs attention; a failed backup is
          mailed at once. The address is set in{" "}
          <Link
            to={`${href("/admin/dashboard/settings")}#mail-settings`}
            className="text-brand-800 underline"
          >
            Settings, under E-mail
          </Link>
          .
        </p>
        <IntentButton intent="send-digest" pendingLabel="Sending...">
          Send today's digest now
        </IntentButton>
      </Section>
    </div>
  );
}
