// Newsletter campaigns as stored, and how each is doing. Data access only: the use-cases in
// app/use-cases/campaigns/ write, audit and queue. A campaign's figures, and whether it went out,
// are read from the outbox's rows for it (one per reader, app/mail/outbox.server.ts), the consent
// records (unsubscribes through its links) and its link clicks: the outbox never writes here, so
// the campaigns table only says what the operator and the fan-out did (draft, scheduled, sending).
import { and, count, desc, eq, inArray, max, sql } from "drizzle-orm";
import { campaignClicks, campaigns, emailOutbox, subscriberConsents } from "#db/schema.ts";
import type { CampaignStatus } from "#app/domain/mail/campaign.ts";
import { getDb, type Database } from "#app/models/db.server.ts";

export type CampaignRow = typeof campaigns.$inferSelect;
type CampaignFields = Pick<
  CampaignRow,
  "subject" | "preheader" | "body" | "frenchSubject" | "frenchBody"
>;

export interface CampaignFigures {
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  unsubscribes: number;
  clicks: number;
}

export interface Campaign {
  id: number;
  subject: string;
  preheader: string;
  body: string;
  /** The French version, for French readers; both empty when there is none. */
  frenchSubject: string;
  frenchBody: string;
  status: CampaignStatus;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  figures: CampaignFigures;
}

const NO_FIGURES: CampaignFigures = {
  recipients: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  unsubscribes: 0,
  clicks: 0,
};

interface Progress {
  figures: CampaignFigures;
  /** When its last message was done (sent, failed or skipped). */
  lastDoneAt: Date | null;
}

const DONE = ["sent", "failed", "skipped"];

async function progressOf(ids: number[]): Promise<Map<number, Progress>> {
  const progress = new Map(
    ids.map((id) => [id, { figures: { ...NO_FIGURES }, lastDoneAt: null as Date | null }]),
  );
  if (ids.length === 0) return progress;
  const db = await getDb();
  const deliveries = await db
    .select({
      campaignId: emailOutbox.campaignId,
      status: emailOutbox.status,
      total: count(),
      // A message that is done keeps the time it was last tried as its next attempt.
      doneAt: max(sql<Date>`coalesce(${emailOutbox.sentAt}, ${emailOutbox.nextAttemptAt})`),
    })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.campaignId, ids), eq(emailOutbox.kind, "newsletter")))
    .groupBy(emailOutbox.campaignId, emailOutbox.status);
  for (const row of deliveries) {
    const entry = progress.get(row.campaignId!)!;
    const { figures } = entry;
    figures.recipients += row.total;
    if (row.status === "sent") figures.sent += row.total;
    else if (row.status === "failed") figures.failed += row.total;
    else if (row.status === "skipped") figures.skipped += row.total;
    else figures.queued += row.total;
    if (DONE.includes(row.status) && row.doneAt) {
      const doneAt = new Date(row.doneAt);
      if (!entry.lastDoneAt || doneAt > entry.lastDoneAt) entry.lastDoneAt = doneAt;
    }
  }
  const unsubscribes = await db
    .select({ campaignId: subscriberConsents.campaignId, total: count() })
    .from(subscriberConsents)
    .where(
      and(inArray(subscriberConsents.campaignId, ids), eq(subscriberConsents.event, "unsubscribe")),
    )
    .groupBy(subscriberConsents.campaignId);
  for (const row of unsubscribes) progress.get(row.campaignId!)!.figures.unsubscribes = row.total;
  const clicks = await db
    .select({ campaignId: campaignClicks.campaignId, total: count() })
    .from(campaignClicks)
    .where(inArray(campaignClicks.campaignId, ids))
    .groupBy(campaignClicks.campaignId);
  for (const row of clicks) progress.get(row.campaignId)!.figures.clicks = row.total;
  return progress;
}

/**
 * A campaign being sent is sent once none of its messages waits: then it finished when its last
 * one was done. (One sent to nobody, and those finished before the outbox stopped writing here,
 * say so in their own row.)
 */
function toCampaign(row: CampaignRow, { figures, lastDoneAt }: Progress): Campaign {
  const isDone = row.status === "sending" && figures.recipients > 0 && figures.queued === 0;
  const finishedAt = row.finishedAt ?? (isDone ? lastDoneAt : null);
  return {
    id: row.id,
    subject: row.subject,
    preheader: row.preheader,
    body: row.body,
    frenchSubject: row.frenchSubject,
    frenchBody: row.frenchBody,
    status: isDone ? "sent" : (row.status as CampaignStatus),
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    figures,
  };
}

export async function listCampaigns(): Promise<Campaign[]> {
  const db = await getDb();
  const rows = await db.select().from(campaigns).orderBy(desc(campaigns.createdAt));
  const progress = await progressOf(rows.map((row) => row.id));
  return rows.map((row) => toCampaign(row, progress.get(row.id)!));
}

export async function getCampaign(id: number): Promise<Campaign | null> {
  const row = await campaignRow(id);
  if (!row) return null;
  return toCampaign(row, (await progressOf([id])).get(id)!);
}

/** The campaign's stored row, locked for the transaction `db` when `forUpdate`. */
export async function campaignRow(
  id: number,
  db?: Database,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow | undefined> {
  const query = (db ?? (await getDb())).select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function insertCampaign(db: Database, fields: CampaignFields): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(fields).returning();
  return row!;
}

/** Writes a campaign's fields or state; `onlyIf` lists the states it may be in (none: any). */
export async function updateCampaign(
  db: Database,
  id: number,
  values: Partial<Omit<CampaignRow, "id" | "createdAt">>,
  onlyIf?: CampaignStatus[],
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set(values)
    .where(and(eq(campaigns.id, id), onlyIf ? inArray(campaigns.status, onlyIf) : undefined))
    .returning();
  return row;
}

/** Records a click on one of a campaign's links. */
export async function insertCampaignClick(campaignId: number, path: string): Promise<void> {
  const db = await getDb();
  await db.insert(campaignClicks).values({ campaignId, path });
}
