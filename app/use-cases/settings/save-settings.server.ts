// Saving the operator's settings (the Settings and Backups tabs): each save validates the group,
// writes it and its audit entry (who changed which field, before and after) in one transaction,
// and answers the changes; a save that changes nothing writes nothing. Each save bumps the
// content version, the signal every process follows (app/models/change-signal.server.ts). A cedi
// rate re-renders every priced page; a new backup time moves the daily backup in every process.
import { changedSettings } from "#app/domain/partners/partner-settings.ts";
import { invalid, type Outcome } from "#app/domain/shared/outcome.ts";
import { rescheduleBackups } from "#app/jobs/backup.server.ts";
import { recordAudit, type Actor, type Changes } from "#app/models/audit-log.server.ts";
import { bumpContentVersion } from "#app/models/content-store.server.ts";
import { reloadContentAfterChange } from "#app/models/content-snapshot/reload-after-save.server.ts";
import { getDb } from "#app/models/db.server.ts";
import {
  backupSettings,
  currencySettings,
  euroSettings,
  mailSettings,
  partnerSettings,
  signInSettings,
  type StoredSetting,
} from "#app/models/settings.server.ts";

const SETTINGS_ACTIONS = {
  partners: "partner settings saved",
  mail: "e-mail settings saved",
  currency: "cedi rate saved",
  euro: "euro rate saved",
  signIn: "sign-in settings saved",
} as const;

/** The audit log's actions for the Settings tab's saves: its recent changes. */
export const SETTINGS_AUDIT_ACTIONS: readonly string[] = Object.values(SETTINGS_ACTIONS);

/** A save: the group as saved, and what changed (empty: nothing was written). */
export type SettingsSaved<T> = Outcome<{ value: T; changes: Changes }>;

async function saveSetting<T extends Record<string, string>>(
  setting: StoredSetting<T>,
  auditAction: string,
  input: unknown,
  actor: Actor,
): Promise<SettingsSaved<T>> {
  const parsed = setting.schema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const value = parsed.data;
  const changes = changedSettings(await setting.read(), value);
  if (Object.keys(changes).length > 0) {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await setting.write(value, tx);
      await recordAudit(actor, auditAction, changes, tx);
      // The change signal: every other process reads its settings again within 2 s.
      await bumpContentVersion(tx);
    });
    setting.forget();
  }
  return { ok: true, value, changes };
}

/** Which partner serves each category and their account ids: the next click uses them. */
export function savePartnerSettings(input: unknown, actor: Actor) {
  return saveSetting(partnerSettings, SETTINGS_ACTIONS.partners, input, actor);
}

/** Who e-mail comes from, the newsletter's postal address and where alerts go. */
export function saveMailSettings(input: unknown, actor: Actor) {
  return saveSetting(mailSettings, SETTINGS_ACTIONS.mail, input, actor);
}

/** Whether everyone must sign in with two-factor (the owner's call: the screen checks). */
export function saveSignInSettings(input: unknown, actor: Actor) {
  return saveSetting(signInSettings, SETTINGS_ACTIONS.signIn, input, actor);
}

/** The cedi rate: part of the content snapshot, so a change re-renders every priced page. */
export async function saveCurrencySettings(input: unknown, actor: Actor) {
  const outcome = await saveSetting(currencySettings, SETTINGS_ACTIONS.currency, input, actor);
  if (outcome.ok && Object.keys(outcome.changes).length > 0) await reloadContentAfterChange();
  return outcome;
}

/** The euro rate of French pages' CFA prices: re-renders every priced page, as the cedi rate. */
export async function saveEuroSettings(input: unknown, actor: Actor) {
  const outcome = await saveSetting(euroSettings, SETTINGS_ACTIONS.euro, input, actor);
  if (outcome.ok && Object.keys(outcome.changes).length > 0) await reloadContentAfterChange();
  return outcome;
}

/**
 * When the daily backup runs, where archives go and how many are kept. In the Activity tab, not
 * the Settings tab's recent changes (those are its own forms').
 */
export async function saveBackupSettings(input: unknown, actor: Actor) {
  const outcome = await saveSetting(backupSettings, "backup settings saved", input, actor);
  if (outcome.ok && outcome.changes.time) await rescheduleBackups(outcome.value.time);
  return outcome;
}
