// The operator's settings, stored in the database as one row per group; the environment gives
// only the first values. Reads are cached in the process until the change signal moves
// (change-signal.server.ts): the settings use-cases (app/use-cases/settings/) write a group in
// their transaction, with its audit entry, and bump the content version there, as a content
// change does. A change takes effect at once in the process that saved it and within the change
// poll's 2 s in the others, with no restart. Also the last link check
// (app/use-cases/system/link-check.server.ts).
import { eq } from "drizzle-orm";
import { settings } from "#db/schema.ts";
import type {
  ActivityPartner,
  FlightPartner,
  PartnerAccounts,
  StayPartner,
} from "#app/domain/partners/partner-links.ts";
import {
  PartnerSettingsSchema,
  toAccounts,
  type PartnerSettings,
} from "#app/domain/partners/partner-settings.ts";
import { getEnv } from "#app/env.server.ts";
import { MailSettingsSchema, type MailSettings } from "#app/domain/mail/mail-settings.ts";
import {
  CURRENCY_KEY,
  CurrencySettingsSchema,
  REFERENCE_CEDI_SETTINGS,
  type CurrencySettings,
} from "#app/domain/money/cedi-settings.ts";
import {
  EURO_KEY,
  EuroSettingsSchema,
  REFERENCE_EURO_SETTINGS,
  type EuroSettings,
} from "#app/domain/money/euro-settings.ts";
import type { z } from "#app/domain/shared/zod.ts";
import {
  BackupSettingsSchema,
  DEFAULT_BACKUP_SETTINGS,
  type BackupSettings,
} from "#app/domain/operations/backup-settings.ts";
import {
  DEFAULT_SIGN_IN_SETTINGS,
  SignInSettingsSchema,
  type SignInSettings,
} from "#app/domain/accounts/sign-in-settings.ts";
import { changeGeneration } from "#app/models/change-signal.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";

/** The database or a transaction: a save writes in its use-case's transaction. */
type Writer = Pick<Database, "insert">;

/** Stores `value` under `key`, replacing what was there. */
async function writeSetting(writer: Writer, key: string, value: unknown): Promise<void> {
  await writer
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** The stored value under `key`, or undefined. */
async function readSetting(key: string): Promise<unknown> {
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

/**
 * One group of settings under one key, the environment's first values until the operator saves.
 * `load` reads through this process's cache, kept until the change signal moves; `read` reads
 * the stored group. `write` stores a group in the caller's transaction; `forget` clears this
 * process's cache once it has committed.
 */
function storedSetting<T extends Record<string, string>>(options: {
  key: string;
  schema: z.ZodType<T>;
  firstValues: () => T;
}) {
  let cached: { value: T; generation: number } | undefined;
  let forgotten = 0;
  async function read(): Promise<T> {
    const stored = options.schema.safeParse(await readSetting(options.key));
    return stored.success ? stored.data : options.firstValues();
  }
  async function load(): Promise<T> {
    const generation = changeGeneration();
    if (cached?.generation === generation) return cached.value;
    const before = forgotten;
    const value = await read();
    // A save committed while this read ran wins: it may have read the group before the save.
    if (forgotten === before) cached = { value, generation };
    return value;
  }
  return {
    schema: options.schema,
    load,
    read,
    write: (next: T, writer: Writer) => writeSetting(writer, options.key, next),
    forget: () => {
      cached = undefined;
      forgotten += 1;
    },
  };
}

export type StoredSetting<T extends Record<string, string>> = ReturnType<typeof storedSetting<T>>;

export const partnerSettings = storedSetting<PartnerSettings>({
  key: "partners",
  schema: PartnerSettingsSchema,
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

/** Who the site's e-mail comes from and the newsletter's postal address. */
export const mailSettings = storedSetting<MailSettings>({
  key: "mail",
  schema: MailSettingsSchema,
  firstValues: () => ({
    senderAddress: getEnv().MAIL_FROM ?? "",
    postalAddress: getEnv().POSTAL_ADDRESS,
    alertsAddress: getEnv().OPERATOR_EMAIL ?? "",
  }),
});
export const loadMailSettings = mailSettings.load;

/**
 * The cedi reference rate: the cited Bank of Ghana rate until the operator saves one (an empty
 * rate shows no cedi figure; none is ever guessed). It is part of the content snapshot, so a save
 * re-renders every page with a price, as a content change does.
 */
export const currencySettings = storedSetting<CurrencySettings>({
  key: CURRENCY_KEY,
  schema: CurrencySettingsSchema,
  firstValues: () => REFERENCE_CEDI_SETTINGS,
});
export const loadCurrencySettings = currencySettings.load;

/**
 * The euro's dollar rate French pages show CFA franc prices at (issue 44): the cited ECB
 * reference rate until the operator saves one; an empty rate shows no CFA figure.
 */
export const euroSettings = storedSetting<EuroSettings>({
  key: EURO_KEY,
  schema: EuroSettingsSchema,
  firstValues: () => REFERENCE_EURO_SETTINGS,
});
export const loadEuroSettings = euroSettings.load;

/** When the daily backup runs, where archives go and how many are kept (docs/decisions/029). */
export const backupSettings = storedSetting<BackupSettings>({
  key: "backups",
  schema: BackupSettingsSchema,
  firstValues: () => DEFAULT_BACKUP_SETTINGS,
});
export const loadBackupSettings = backupSettings.load;

/** Whether everyone must sign in with two-factor (issue 28); only the owner changes it. */
export const signInSettings = storedSetting<SignInSettings>({
  key: "sign-in",
  schema: SignInSettingsSchema,
  firstValues: () => DEFAULT_SIGN_IN_SETTINGS,
});
export const loadSignInSettings = signInSettings.load;

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
    /** Where the operator fixes it: a hotel's editor in the studio, and the link's words. */
    edit?: { path: string; label: string };
  }[];
}

/** Keeps the last link check, in the caller's transaction. */
export async function saveLinkCheck(check: StoredLinkCheck, writer: Writer): Promise<void> {
  await writeSetting(writer, LINK_CHECK_KEY, check);
}

export async function loadLinkCheck(): Promise<StoredLinkCheck | null> {
  return ((await readSetting(LINK_CHECK_KEY)) as StoredLinkCheck | undefined) ?? null;
}

export interface ActivePartners {
  stays: StayPartner;
  flights: FlightPartner;
  activities: ActivityPartner;
  accounts: PartnerAccounts;
}

/** Which partner serves each category, and the account ids their links carry. */
export async function activePartners(): Promise<ActivePartners> {
  const settings = await loadPartnerSettings();
  return {
    stays: settings.stays,
    flights: settings.flights,
    activities: settings.activities,
    accounts: toAccounts(settings),
  };
}
