// The dashboard's Backups tab (docs/decisions/029): the last backup's time, size and result,
// "Back up now", "Download latest", the recent runs with their errors, and the settings: the
// daily time (Accra time), the folder archives go to, the bucket each is copied to, and how many
// daily and weekly ones to keep.
import { ColumnHeads } from "#app/admin/shell/column-heads.tsx";
import { IntentButton } from "#app/admin/shell/intent-button.tsx";
import { data } from "react-router";
import { href } from "#app/paths.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { BackupSettingsSchema } from "#app/domain/operations/backup-settings.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { formatFileSize } from "#app/domain/operations/file-size.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { invalid } from "#app/domain/shared/outcome.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";
import { notSaved } from "#app/admin/settings/not-saved.server.ts";
import {
  SettingsForm,
  shownSettings,
  type SettingFieldSpec,
} from "#app/admin/settings/settings-form.tsx";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { backupFolder, listArchives, listBackupRuns } from "#app/backups/backups.server.ts";
import { loadBackupSettings } from "#app/models/settings.server.ts";
import { saveBackupSettings } from "#app/use-cases/settings/save-settings.server.ts";
import { runBackup } from "#app/use-cases/system/run-backup.server.ts";
import type { Route } from "./+types/backups";

const TRIGGERS: Record<string, string> = {
  schedule: "Daily",
  operator: "Back up now",
  command: "npm run backup",
  restore: "npm run restore",
};

/** The settings form's fields, in order. */
const BACKUP_FIELDS: SettingFieldSpec[] = [
  { name: "time", label: "Daily backup at (Accra time)", type: "time" },
  {
    name: "folder",
    label: "Folder",
    hint: "A full path on the server. Empty: BACKUP_DIR, or the backups folder in DATA_DIR.",
    autoComplete: "off",
    spellCheck: false,
  },
  {
    name: "bucket",
    label: "Copy to bucket",
    hint: "An S3-compatible bucket, optionally with a folder (my-bucket/akwaaba); the keys come from BACKUP_S3_* or MEDIA_S3_*. Empty: no copy.",
    autoComplete: "off",
    spellCheck: false,
  },
  { name: "daily", label: "Daily backups kept", inputMode: "numeric" },
  {
    name: "weekly",
    label: "Weekly backups kept",
    inputMode: "numeric",
    hint: "The newest backup of each week, kept beyond the daily ones.",
  },
];

export async function loader() {
  const [runs, settings, folder] = await pageDataOr503("backups", () =>
    Promise.all([listBackupRuns(20), loadBackupSettings(), backupFolder()]),
  );
  const [latest] = await listArchives(folder).catch(() => []);
  return {
    runs: runs.map((run) => ({
      id: run.id,
      finishedAt: run.finishedAt.toISOString(),
      trigger: TRIGGERS[run.trigger] ?? run.trigger,
      // A restore's row is the archive it restored, at the time that archive was taken.
      restoredFrom: run.trigger === "restore" && run.path ? run.path.split(/[\\/]/).at(-1)! : null,
      status: run.status,
      size: run.bytes === null ? null : formatFileSize(run.bytes),
      rows: run.rows,
      mediaFiles: run.mediaFiles,
      error: run.error,
      copiedTo: run.copiedTo,
    })),
    settings,
    folder,
    latest: latest
      ? {
          name: latest.name,
          at: latest.createdAt.toISOString(),
          size: formatFileSize(latest.bytes),
        }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readFormData(request));
  if (fields.intent === "backup-now") {
    const run = await pageDataOr503("backup", () => runBackup("operator", operatorFrom(context)));
    return {
      toast: serverToast(
        run.status === "succeeded"
          ? {
              title: "Backed Up",
              description: `${formatFileSize(run.bytes ?? 0)} written to ${run.path}.`,
            }
          : {
              title: "Backup Failed",
              description: run.error ?? "The backup failed; see the server log.",
              variant: "destructive",
            },
      ),
    };
  }
  if (fields.intent !== "settings") {
    throw data("Unknown action: use Back up now or Save backup settings.", 400);
  }
  const parsed = BackupSettingsSchema.safeParse(fields);
  if (!parsed.success) return notSaved(invalid(parsed.error.issues), fields);
  const outcome = await pageDataOr503("backup settings", () =>
    saveBackupSettings(parsed.data, operatorFrom(context)),
  );
  if (!outcome.ok) return notSaved(outcome, fields);
  return {
    toast: serverToast(
      Object.keys(outcome.changes).length === 0
        ? { title: "No Changes", description: "The backup settings were already these." }
        : { title: "Settings Saved", description: "Backups use them from the next one." },
    ),
  };
}

export default function BackupsTab({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast(actionData?.toast);
  const shown = shownSettings(actionData, loaderData.settings, "settings");
  const last = loaderData.runs[0];

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-8">
        <Section id="last-backup" title="Last backup" size="minor">
          {last?.restoredFrom ? (
            <p className="mt-2 text-slate-800">
              Restored from <code className="break-all">{last.restoredFrom}</code>, taken{" "}
              <time dateTime={last.finishedAt} className="font-semibold">
                {formatDateTime(last.finishedAt)}
              </time>
              . No backup has been taken since the restore.
            </p>
          ) : last ? (
            <p className="mt-2 text-slate-800">
              <time dateTime={last.finishedAt} className="font-semibold">
                {formatDateTime(last.finishedAt)}
              </time>
              {": "}
              {last.status === "succeeded" ? (
                <span className="font-semibold text-emerald-800">succeeded</span>
              ) : (
                <span className="font-semibold text-red-800">failed</span>
              )}
              {last.size ? `, ${last.size}` : ""}
              {last.error ? <span className="block text-red-800">{last.error}</span> : null}
            </p>
          ) : (
            <p className="mt-2 text-slate-700">No backup yet.</p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <IntentButton
              intent="backup-now"
              pendingLabel="Backing up..."
              className=""
              isSmall={false}
            >
              Back up now
            </IntentButton>
            {loaderData.latest ? (
              <a
                href={href("/api/admin/backups/latest")}
                download={loaderData.latest.name}
                className={buttonClass({ variant: "outline" })}
              >
                Download latest ({loaderData.latest.size})
              </a>
            ) : null}
          </div>
          <p className="mt-3 text-sm text-slate-700">
            Archives go to <code className="break-all">{loaderData.folder}</code>
            {loaderData.settings.bucket
              ? `, and a copy to the bucket ${loaderData.settings.bucket}.`
              : ". Set a bucket below to keep a copy off this machine: a backup on the same disk goes with the disk."}
          </p>
        </Section>

        <Section id="backup-runs" title="Recent backups" size="minor">
          {loaderData.runs.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">None yet.</p>
          ) : (
            <table className="mt-3 w-full text-left text-sm">
              <ColumnHeads
                columns={["Finished", "By", "Result", "Size", "Contents"]}
                className="border-b border-slate-300"
                cellClassName="py-2 pr-3"
              />
              <tbody>
                {loaderData.runs.map((run) => (
                  <tr key={run.id} className="border-b border-slate-200 align-top">
                    <td className="py-2 pr-3">
                      <time dateTime={run.finishedAt}>{formatDateTime(run.finishedAt)}</time>
                    </td>
                    <td className="py-2 pr-3">{run.trigger}</td>
                    <td className="py-2 pr-3">
                      {run.status === "succeeded" ? (
                        <span className="text-emerald-800">Succeeded</span>
                      ) : (
                        <span className="text-red-800">Failed</span>
                      )}
                      {run.copiedTo ? (
                        <span className="block break-all text-slate-700">
                          Copied to {run.copiedTo}
                        </span>
                      ) : null}
                      {run.error ? (
                        <span className="block break-words text-slate-700">{run.error}</span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">{run.size ?? "-"}</td>
                    <td className="py-2">
                      {run.rows === null ? "-" : `${run.rows} rows, ${run.mediaFiles ?? 0} files`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Section>
      </div>

      <SettingsForm
        id="backup-settings"
        title="Backup settings"
        intent="settings"
        fields={BACKUP_FIELDS}
        shown={shown}
        submitLabel="Save backup settings"
      />
    </div>
  );
}
