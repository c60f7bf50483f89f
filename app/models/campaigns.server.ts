// Newsletter campaigns: written as drafts, tested on one address, then sent now or at a time.
// Sending is a job that puts one outbox row per active subscriber (the unique campaign and
// subscriber pair makes a re-run add nothing), and the mailer renders each reader's copy with
// their own unsubscribe link when it sends it. Figures come from the outbox, the consent records
// (unsubscribes through the campaign's links) and the campaign's link clicks.
import { createElement } from "react";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  campaignClicks,
  campaigns,
  emailOutbox,
  newsletterSubscriptions,
  subscriberConsents,
} from "#db/schema.ts";
import { campaignSchema, type CampaignStatus } from "#app/domain/campaign.ts";
import { checkSendConfirmation } from "#app/domain/campaign-send.ts";
import { getEnv } from "#app/env.server.ts";
import { queueCampaignSend } from "#app/jobs/campaign-send.server.ts";
import { NewsletterEmail } from "#app/mail/newsletter-email.tsx";
import { definePersonaliser, queueEmails, wakeMailer } from "#app/mail/outbox.server.ts";
import { renderEmail } from "#app/mail/render.server.ts";
import { emailToken } from "#app/mail/tokens.server.ts";
import { changedFields } from "#app/domain/content-schemas.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { loadMailSettings } from "#app/models/settings.server.ts";
import { countSubscriptionsByStatus } from "#app/models/subscriptions.server.ts";
import { isMailConfigured } from "#app/services/mail.server.ts";

export const CAMPAIGN_QUEUE = "campaign";

type Row = typeof campaigns.$inferSelect;

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

async function figuresFor(ids: number[]): Promise<Map<number, CampaignFigures>> {
  const figures = new Map(ids.map((id) => [id, { ...NO_FIGURES }]));
  if (ids.length === 0) return figures;
  const db = await getDb();
  const deliveries = await db
    .select({ campaignId: emailOutbox.campaignId, status: emailOutbox.status, total: count() })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.campaignId, ids), eq(emailOutbox.kind, "newsletter")))
    .groupBy(emailOutbox.campaignId, emailOutbox.status);
  for (const row of deliveries) {
    const entry = figures.get(row.campaignId!)!;
    entry.recipients += row.total;
    if (row.status === "sent") entry.sent += row.total;
    else if (row.status === "failed") entry.failed += row.total;
    else if (row.status === "skipped") entry.skipped += row.total;
    else entry.queued += row.total;
  }
  const unsubscribes = await db
    .select({ campaignId: subscriberConsents.campaignId, total: count() })
    .from(subscriberConsents)
    .where(
      and(inArray(subscriberConsents.campaignId, ids), eq(subscriberConsents.event, "unsubscribe")),
    )
    .groupBy(subscriberConsents.campaignId);
  for (const row of unsubscribes) figures.get(row.campaignId!)!.unsubscribes = row.total;
  const clicks = await db
    .select({ campaignId: campaignClicks.campaignId, total: count() })
    .from(campaignClicks)
    .where(inArray(campaignClicks.campaignId, ids))
    .groupBy(campaignClicks.campaignId);
  for (const row of clicks) figures.get(row.campaignId)!.clicks = row.total;
  return figures;
}

function toCampaign(row: Row, figures: CampaignFigures): Campaign {
  // The mailer records a finished campaign; until its next message goes, the figures tell.
  const status =
    row.status === "sending" && figures.recipients > 0 && figures.queued === 0
      ? "sent"
      : (row.status as CampaignStatus);
  return {
    id: row.id,
    subject: row.subject,
    preheader: row.preheader,
    body: row.body,
    status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    figures,
  };
}

export async function listCampaigns(): Promise<Campaign[]> {
  const db = await getDb();
  const rows = await db.select().from(campaigns).orderBy(desc(campaigns.createdAt));
  const figures = await figuresFor(rows.map((row) => row.id));
  return rows.map((row) => toCampaign(row, figures.get(row.id)!));
}

export async function getCampaign(id: number): Promise<Campaign | null> {
  const db = await getDb();
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) return null;
  return toCampaign(row, (await figuresFor([id])).get(id)!);
}

export type CampaignOutcome =
  | { ok: true; campaign: Campaign }
  | { ok: false; status: 400; error: string; fieldErrors: Record<string, string> }
  | { ok: false; status: 404 | 409 | 503; error: string }
  /** Not sent: the operator must confirm, or confirm again, the number it goes to. */
  | { ok: false; status: 400 | 409; error: string; confirm: { recipients: number } };

function invalid(issues: readonly { path: PropertyKey[]; message: string }[]): CampaignOutcome {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[String(issue.path[0] ?? "")] ??= issue.message;
  const [field, message] = Object.entries(fieldErrors)[0]!;
  return { ok: false, status: 400, error: `${field}: ${message}`, fieldErrors };
}

/**
 * Creates a draft (id null) or edits a draft or scheduled campaign; the audit entry, in the same
 * transaction, has its subject, preheader and body before and after.
 */
export async function saveCampaign(
  id: number | null,
  input: unknown,
  actor: Actor,
): Promise<CampaignOutcome> {
  const parsed = campaignSchema(getEnv().SITE_URL).safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const db = await getDb();
  if (id === null) {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(campaigns).values(parsed.data).returning();
      await recordAudit(
        actor,
        `campaign ${inserted!.id} created`,
        changedFields({}, parsed.data),
        tx,
      );
      return inserted!;
    });
    return { ok: true, campaign: toCampaign(row, NO_FIGURES) };
  }
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, id), inArray(campaigns.status, ["draft", "scheduled"])))
      .for("update");
    if (!before) return undefined;
    const [updated] = await tx
      .update(campaigns)
      .set({ ...parsed.data, updatedAt: new Date() })
      .where(eq(campaigns.id, id))
      .returning();
    const changes = changedFields(
      { subject: before.subject, preheader: before.preheader, body: before.body },
      parsed.data,
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit(actor, `campaign ${id} saved`, changes, tx);
    }
    return updated;
  });
  if (row) return { ok: true, campaign: (await getCampaign(row.id))! };
  const existing = await getCampaign(id);
  return existing
    ? {
        ok: false,
        status: 409,
        error: "This campaign is being sent or was sent: it can no longer change.",
      }
    : { ok: false, status: 404, error: `No campaign ${id}.` };
}

interface Reader {
  id: number;
  confirmedAt: Date | null;
}

/** A campaign as e-mail for one reader (or, for a test or preview, for nobody in particular). */
export async function renderCampaign(
  campaign: Pick<Campaign, "id" | "preheader" | "body" | "subject">,
  reader: Reader | null,
) {
  const env = getEnv();
  const token = reader ? emailToken("unsubscribe", reader.id, 0) : "test-send";
  const unsubscribeUrl = `${env.SITE_URL}/newsletter/unsubscribe?token=${token}&c=${campaign.id}`;
  const preferencesUrl = `${env.SITE_URL}/newsletter/preferences?token=${token}&c=${campaign.id}`;
  const absolute = (href: string) => (href.startsWith("/") ? `${env.SITE_URL}${href}` : href);
  const linkFor = (href: string) => {
    if (!reader || href.startsWith("mailto:")) return absolute(href);
    const path = href.startsWith(env.SITE_URL) ? href.slice(env.SITE_URL.length) || "/" : href;
    return `${env.SITE_URL}/newsletter/click?c=${campaign.id}&to=${encodeURIComponent(path)}`;
  };
  const { postalAddress } = await loadMailSettings();
  const { html, text } = await renderEmail(
    createElement(NewsletterEmail, {
      siteName: env.SITE_NAME,
      siteUrl: env.SITE_URL,
      postalAddress,
      preheader: campaign.preheader || campaign.subject,
      body: campaign.body,
      linkFor,
      unsubscribeUrl,
      preferencesUrl,
    }),
  );
  const headers = {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${env.CONTACT_EMAIL}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "List-Id": `${env.SITE_NAME} newsletter <newsletter.${new URL(env.SITE_URL).hostname}>`,
  };
  return { html, text, headers };
}

/** Why a campaign cannot be sent from here now, or null when it can. */
export async function sendingBlocked(): Promise<string | null> {
  if (!isMailConfigured()) return "E-mail is off: set SMTP_URL first.";
  if (!(await loadMailSettings()).postalAddress) {
    return "Set the postal address in Settings first: every newsletter must show the sender's postal address (CAN-SPAM).";
  }
  return null;
}

/**
 * Sends one copy, marked [Test], to an address the operator typed; the audit entry names the
 * address (where an unsent campaign went), written with the outbox row.
 */
export async function sendTest(id: number, email: string, actor: Actor): Promise<CampaignOutcome> {
  const blocked = await sendingBlocked();
  if (blocked) return { ok: false, status: 503, error: blocked };
  const campaign = await getCampaign(id);
  if (!campaign) return { ok: false, status: 404, error: `No campaign ${id}.` };
  const { html, text, headers } = await renderCampaign(campaign, null);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await queueEmails(
      [
        {
          kind: "test",
          toAddress: email,
          subject: `[Test] ${campaign.subject}`,
          html,
          text,
          headers,
        },
      ],
      tx,
    );
    await recordAudit(actor, `campaign ${id} test sent to ${email}`, {}, tx);
  });
  await wakeMailer();
  return { ok: true, campaign };
}

/** How many subscribers a campaign sent now goes to: the active ones, as the send job picks. */
export async function countAudience(): Promise<number> {
  return (await countSubscriptionsByStatus()).active;
}

/**
 * Sends a draft now, or at `at`: it goes to everyone active when its time comes. Only when
 * `confirmRecipients` is the number it goes to now (checkSendConfirmation).
 */
export async function scheduleCampaign(
  id: number,
  at: Date | null,
  confirmRecipients: number | undefined,
  actor: Actor,
): Promise<CampaignOutcome> {
  const blocked = await sendingBlocked();
  if (blocked) return { ok: false, status: 503, error: blocked };
  const alreadySent = "This campaign is already being sent or was sent.";
  const existing = await getCampaign(id);
  if (!existing) return { ok: false, status: 404, error: `No campaign ${id}.` };
  if (existing.status !== "draft" && existing.status !== "scheduled") {
    return { ok: false, status: 409, error: alreadySent };
  }
  const recipients = await countAudience();
  const problem = checkSendConfirmation(confirmRecipients, recipients);
  if (problem) return { ok: false, ...problem, confirm: { recipients } };
  const db = await getDb();
  const when = at && at.getTime() > Date.now() ? at : new Date();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(campaigns)
      .set({ status: "scheduled", scheduledAt: when, updatedAt: new Date() })
      .where(and(eq(campaigns.id, id), inArray(campaigns.status, ["draft", "scheduled"])))
      .returning();
    if (!updated) return undefined;
    // The audience is the number the operator confirmed: who it goes to when it goes.
    await recordAudit(
      actor,
      at && when === at
        ? `campaign ${id} scheduled for ${recipients} subscribers`
        : `campaign ${id} sent to ${recipients} subscribers`,
      {
        status: { from: existing.status, to: "scheduled" },
        scheduledAt: { from: existing.scheduledAt, to: when.toISOString() },
      },
      tx,
    );
    return updated;
  });
  if (!row) return { ok: false, status: 409, error: alreadySent };
  await queueCampaignSend(id, when);
  return { ok: true, campaign: (await getCampaign(id))! };
}

/** Takes a scheduled campaign back to a draft; its waiting job then does nothing. */
export async function unscheduleCampaign(id: number, actor: Actor): Promise<CampaignOutcome> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ scheduledAt: campaigns.scheduledAt })
      .from(campaigns)
      .where(and(eq(campaigns.id, id), eq(campaigns.status, "scheduled")))
      .for("update");
    if (!before) return undefined;
    const [updated] = await tx
      .update(campaigns)
      .set({ status: "draft", scheduledAt: null, updatedAt: new Date() })
      .where(eq(campaigns.id, id))
      .returning();
    await recordAudit(
      actor,
      `campaign ${id} held back`,
      {
        status: { from: "scheduled", to: "draft" },
        scheduledAt: { from: before.scheduledAt?.toISOString() ?? null, to: null },
      },
      tx,
    );
    return updated;
  });
  if (!row) return { ok: false, status: 409, error: "Only a scheduled campaign can be held back." };
  return { ok: true, campaign: (await getCampaign(id))! };
}

/**
 * The campaign job: when a scheduled campaign's time has come, one outbox row per active
 * subscriber. Running it again (a retry, a restart) adds nobody twice.
 */
export async function fanOut(id: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row || !row.scheduledAt) return;
  if (row.status === "scheduled" && row.scheduledAt.getTime() > Date.now() + 1_000) return;
  if (row.status !== "scheduled" && row.status !== "sending") return;
  await db.transaction(async (tx) => {
    await tx
      .update(campaigns)
      .set({ status: "sending", startedAt: row.startedAt ?? new Date() })
      .where(eq(campaigns.id, id));
    await tx.execute(sql`
      insert into ${emailOutbox} (kind, to_address, subject, campaign_id, subscriber_id)
      select 'newsletter', ${newsletterSubscriptions.email}, ${row.subject}, ${id},
        ${newsletterSubscriptions.id}
      from ${newsletterSubscriptions}
      where ${newsletterSubscriptions.status} = 'active'
      on conflict (campaign_id, subscriber_id) do nothing`);
  });
  // With nobody to send to, the campaign is done at once.
  const [anyone] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.campaignId, id))
    .limit(1);
  if (!anyone) {
    await db
      .update(campaigns)
      .set({ status: "sent", finishedAt: new Date() })
      .where(eq(campaigns.id, id));
    return;
  }
  await wakeMailer();
}

/** Records a click on a campaign's link. */
export async function recordCampaignClick(campaignId: number, path: string): Promise<void> {
  const db = await getDb();
  const [campaign] = await db
    .select({ id: campaigns.id, status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  // Only a campaign that went out has links in anyone's inbox.
  if (campaign && (campaign.status === "sending" || campaign.status === "sent")) {
    await db.insert(campaignClicks).values({ campaignId, path: path.slice(0, 500) });
  }
}

/** Lets the outbox render each reader's copy of a newsletter at send time. */
export function registerNewsletterPersonaliser(): void {
  definePersonaliser("newsletter", async (message) => {
    const db = await getDb();
    const [reader] = message.subscriberId
      ? await db
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.id, message.subscriberId))
      : [];
    if (!reader || reader.status !== "active" || !message.campaignId) return null;
    const [campaign] = await db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, message.campaignId));
    if (!campaign) return null;
    return renderCampaign(campaign, reader);
  });
}
