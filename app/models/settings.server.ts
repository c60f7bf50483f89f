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
import { CurrencySettingsSchema, type CurrencySettings } from "#app/domain/cedi.ts";
import { markContentChanged } from "#app/models/content-store.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";

const PARTNERS_KEY = "partners";
const CACHE_MS = 30_000;
let cached: { value: PartnerSettings; at: number } | undefined;

/** The first values, from the environment (.env.example), until the operator saves settings. */
function seedFromEnv(): PartnerSettings {
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
}

export async function loadPartnerSettings(now = Date.now()): Promise<PartnerSettings> {
  if (cached && now - cached.at < CACHE_MS) return cached.value;
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.key, PARTNERS_KEY));
  const stored = row ? PartnerSettingsSchema.safeParse(row.value) : undefined;
  const value = stored?.success ? stored.data : seedFromEnv();
  cached = { value, at: now };
  return value;
}

/** Saves validated settings and logs what changed; answers the changes (none: nothing saved). */
export async function savePartnerSettings(next: PartnerSettings, actor: Actor) {
  const before = await loadPartnerSettings(0);
  const changes = changedSettings(before, next);
  if (Object.keys(changes).length === 0) return changes;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: PARTNERS_KEY, value: next })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: new Date() } });
    await recordAudit(actor, "partner settings saved", changes, tx);
  });
  cached = undefined;
  return changes;
}

const MAIL_KEY = "mail";
let cachedMail: { value: MailSettings; at: number } | undefined;

/** Who the site's e-mail comes from and the newsletter's postal address. */
export async function loadMailSettings(now = Date.now()): Promise<MailSettings> {
  if (cachedMail && now - cachedMail.at < CACHE_MS) return cachedMail.value;
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.key, MAIL_KEY));
  const stored = row ? MailSettingsSchema.safeParse(row.value) : undefined;
  const env = getEnv();
  const value = stored?.success
    ? stored.data
    : { senderAddress: env.MAIL_FROM ?? "", postalAddress: env.POSTAL_ADDRESS };
  cachedMail = { value, at: now };
  return value;
}

export async function saveMailSettings(next: MailSettings, actor: Actor) {
  const before = await loadMailSettings(0);
  const changes = changedSettings(before, next);
  if (Object.keys(changes).length === 0) return changes;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: MAIL_KEY, value: next })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: new Date() } });
    await recordAudit(actor, "e-mail settings saved", changes, tx);
  });
  cachedMail = undefined;
  return changes;
}

export const CURRENCY_KEY = "currency";

/** The stored cedi rate; none until the operator sets one (no rate is ever guessed). */
export async function loadCurrencySettings(): Promise<CurrencySettings> {
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.key, CURRENCY_KEY));
  const stored = row ? CurrencySettingsSchema.safeParse(row.value) : undefined;
  return stored?.success ? stored.data : { usdToGhs: "", rateDate: "" };
}

/** Saves the rate; every page with a price is rendered again with it (the content changed). */
export async function saveCurrencySettings(next: CurrencySettings, actor: Actor) {
  const before = await loadCurrencySettings();
  const changes = changedSettings(before, next);
  if (Object.keys(changes).length === 0) return changes;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: CURRENCY_KEY, value: next })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: new Date() } });
    await recordAudit(actor, "cedi rate saved", changes, tx);
  });
  await markContentChanged();
  return changes;
}

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

export async function saveLinkCheck(check: StoredLinkCheck): Promise<void> {
  const db = await getDb();
  await db
    .insert(settings)
    .values({ key: LINK_CHECK_KEY, value: check })
    .onConflictDoUpdate({ target: settings.key, set: { value: check, updatedAt: new Date() } });
}

export async function loadLinkCheck(): Promise<StoredLinkCheck | null> {
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.key, LINK_CHECK_KEY));
  return row ? (row.value as StoredLinkCheck) : null;
}
