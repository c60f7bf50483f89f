// The operator's settings, stored in the database; the environment gives only the first values.
// Reads are cached in the process for a short while and a save clears the cache, so a change takes
// effect at once here and within CACHE_MS in other processes, with no restart.
import { eq } from "drizzle-orm";
import { settings } from "#db/schema.ts";
import {
  changedSettings,
  PartnerSettingsSchema,
  type PartnerSettings,
} from "#app/domain/partner-settings.ts";
import { getEnv } from "#app/env.server.ts";
import { MailSettingsSchema, type MailSettings } from "#app/domain/mail-settings.ts";
import {
  CURRENCY_KEY,
  CurrencySettingsSchema,
  type CurrencySettings,
} from "#app/domain/cedi-settings.ts";
import type { z } from "#app/domain/zod.ts";
import {
  BackupSettingsSchema,
  DEFAULT_BACKUP_SETTINGS,
  type BackupSettings,
} from "#app/domain/backup-settings.ts";
import {
  DEFAULT_SIGN_IN_SETTINGS,
  SignInSettingsSchema,
  type SignInSettings,
} from "#app/domain/sign-in-settings.ts";
import { markContentChanged } from "#app/models/content-store.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";

const CACHE_MS = 30_000;

/**
 * One group of settings under one key: read through a short cache (a save clears it here, other
 * processes see it within CACHE_MS), the environment's first values until the operator saves,
 * and every save that changes something written with its audit entry.
 */
function storedSetting<T extends Record<string, string>>(options: {
  key: string;
  schema: z.ZodType<T>;
  firstValues: () => T;
  auditAction: string;
  afterSave?: () => Promise<unknown>;
}) {
  let cached: { value: T; at: number } | undefined;
  async function load(now = Date.now()): Promise<T> {
    if (cached && now - cached.at < CACHE_MS) return cached.value;
    const db = await getDb();
    const [row] = await db.select().from(settings).where(eq(settings.key, options.key));
    const stored = row ? options.schema.safeParse(row.value) : undefined;
    const value = stored?.success ? stored.data : options.firstValues();
    cached = { value, at: now };
    return value;
  }
  /** Saves validated settings and logs what changed; answers the changes (none: nothing saved). */
  async function save(next: T, actor: Actor) {
    const changes = changedSettings(await load(0), next);
    if (Object.keys(changes).length === 0) return changes;
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx
        .insert(settings)
        .values({ key: options.key, value: next })
        .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: new Date() } });
      await recordAudit(actor, options.auditAction, changes, tx);
    });
    cached = undefined;
    await options.afterSave?.();
    return changes;
  }
  return { load, save };
}

const SETTINGS_ACTIONS = {
  partners: "partner settings saved",
  mail: "e-mail settings saved",
  currency: "cedi rate saved",
  signIn: "sign-in settings saved",
} as const;

/** The audit log's actions for settings saves: the Settings tab's recent changes. */
export const SETTINGS_AUDIT_ACTIONS: readonly string[] = Object.values(SETTINGS_ACTIONS);

const partnerSettings = storedSetting<PartnerSettings>({
  key: "partners",
  schema: PartnerSettingsSchema,
  auditAction: SETTINGS_ACTIONS.partners,
  firstValues: () => {
    const env = getEnv();
    return {
      stays: env.STAYS_PARTNER,
      flights: env.FLIGHTS_PARTNER,
      cars: "discovercars",
      activities: env.ACTIVITIES_PARTNER,
      retail: "amazon",
      bookingAid: env.BOOKING_AID,
      awinMid: env.AWIN_MID,
      awinAffId: env.AWIN_AFFID,
      agodaCid: env.AGODA_CID,
      travelpayoutsMarker: env.TRAVELPAYOUTS_MARKER,
      skyscannerPartnerId: env.SKYSCANNER_PARTNER_ID,
      discovercarsAid: env.DISCOVERCARS_AID,
      getyourguidePartnerId: env.GETYOURGUIDE_PARTNER_ID,
      viatorPid: env.VIATOR_PID,
      amazonTag: env.AMAZON_TAG,
      amazonTagProductCard: "",
      amazonTagProductsMore: "",
    };
  },
});
export const loadPartnerSettings = partnerSettings.load;
export const savePartnerSettings = partnerSettings.save;

/** Who the site's e-mail comes from and the newsletter's postal address. */
const mailSettings = storedSetting<MailSettings>({
  key: "mail",
  schema: MailSettingsSchema,
  auditAction: SETTINGS_ACTIONS.mail,
  firstValues: () => ({
    senderAddress: getEnv().MAIL_FROM ?? "",
    postalAddress: getEnv().POSTAL_ADDRESS,
    alertsAddress: getEnv().OPERATOR_EMAIL ?? "",
  }),
});
export const loadMailSettings = mailSettings.load;
export const saveMailSettings = mailSettings.save;

/**
 * The cedi rate; none until the operator sets one (no rate is ever guessed). It is part of the
 * content snapshot, so a save re-renders every page with a price, as a content change does.
 */
const currencySettings = storedSetting<CurrencySettings>({
  key: CURRENCY_KEY,
  schema: CurrencySettingsSchema,
  auditAction: SETTINGS_ACTIONS.currency,
  firstValues: () => ({ usdToGhs: "", rateDate: "" }),
  afterSave: markContentChanged,
});
export const loadCurrencySettings = currencySettings.load;
export const saveCurrencySettings = currencySettings.save;

/** When the daily backup runs, where archives go and how many are kept (docs/decisions/029). */
const backupSettings = storedSetting<BackupSettings>({
  key: "backups",
  schema: BackupSettingsSchema,
  // In the Activity tab; the Settings tab's recent changes are its own forms'.
  auditAction: "backup settings saved",
  firstValues: () => DEFAULT_BACKUP_SETTINGS,
});
export const loadBackupSettings = backupSettings.load;
export const saveBackupSettings = backupSettings.save;

/** Whether everyone must sign in with two-factor (issue 28); only the owner changes it. */
const signInSettings = storedSetting<SignInSettings>({
  key: "sign-in",
  schema: SignInSettingsSchema,
  auditAction: SETTINGS_ACTIONS.signIn,
  firstValues: () => DEFAULT_SIGN_IN_SETTINGS,
});
export const loadSignInSettings = signInSettings.load;
export const saveSignInSettings = signInSettings.save;

const LINK_CHECK_KEY = "link-check";

export interface StoredLinkCheck {
  checkedAt: string;
  results: {
    label: string;
    url: string;
    ok: boolean;
    problems: string[];
    finalUrl: string;
    finalStatus: number;
  }[];
}

/**
 * Keeps the last link check; one a person ran is in the audit log too (who, how many links
 * worked), written with it. The daily run is not: it changes nothing anyone chose.
 */
export async function saveLinkCheck(check: StoredLinkCheck, actor?: Actor): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: LINK_CHECK_KEY, value: check })
      .onConflictDoUpdate({ target: settings.key, set: { value: check, updatedAt: new Date() } });
    if (actor) {
      const working = check.results.filter((result) => result.ok).length;
      await recordAudit(
        actor,
        `partner links checked: ${working} of ${check.results.length} work`,
        {},
        tx,
      );
    }
  });
}

export async function loadLinkCheck(): Promise<StoredLinkCheck | null> {
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.key, LINK_CHECK_KEY));
  return row ? (row.value as StoredLinkCheck) : null;
}
