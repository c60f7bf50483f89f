// The editorial workflow over the content store (issue 28, docs/decisions/035): saves that go to
// the item or to its pending draft by the person's role, review (submit, approve and publish,
// send back with a note), restoring a revision as a draft, and publishing or unpublishing at a
// set time through the job queue. Every use-case takes the acting person's role and refuses (403)
// what the role may not do, whatever screen or API called it.
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import {
  contentReviewEvents,
  contentRevisions,
  contentSchedules,
  contentWorkflow,
} from "#db/schema.ts";
import { CONTENT_TYPES, FIXED_PAGE_SLUGS, type ContentType } from "#app/domain/content-schemas.ts";
import {
  editorialRefusal,
  editTarget,
  reviewStepRefusal,
  statusChangeRefusal,
  type EditorialAction,
  type ReviewState,
  type ScheduleAction,
} from "#app/domain/editorial.ts";
import type { Role } from "#app/domain/roles.ts";
import { diffSnapshots, type FieldDiff } from "#app/domain/word-diff.ts";
import { queueContentSchedule } from "#app/jobs/content-schedule.server.ts";
import { recordAudit, SYSTEM, type Actor } from "#app/models/audit-log.server.ts";
import { reloadContentAfterChange } from "#app/models/content-cache.server.ts";
import {
  applyChanges,
  bumpContentVersion,
  createContent,
  fieldsOf,
  getRevisionSnapshot,
  keepSeedRevision,
  listTitles,
  NOUN,
  TABLES,
  toItem,
  updateContent,
  type Row,
  type SaveOutcome,
  type Tx,
} from "#app/models/content-store.server.ts";
import { getDb } from "#app/models/db.server.ts";

type Fields = Record<string, unknown>;

/** Who acts: the audit's actor and the role the rules are checked against. */
export interface Acting {
  actor: Actor;
  role: Role;
}

type Refused = { ok: false; status: 403 | 404 | 409; error: string; currentVersion?: number };

function refused(status: 403 | 404 | 409, error: string): Refused {
  return { ok: false, status, error };
}

function refusalFor(by: Acting, action: EditorialAction): Refused | null {
  const message = editorialRefusal(by.role, action);
  return message ? refused(403, message) : null;
}

type WorkflowRow = typeof contentWorkflow.$inferSelect;

async function workflowOf(tx: Tx, type: ContentType, id: number): Promise<WorkflowRow | null> {
  const [row] = await tx
    .select()
    .from(contentWorkflow)
    .where(and(eq(contentWorkflow.kind, type), eq(contentWorkflow.itemId, id)));
  return row ?? null;
}

async function setWorkflow(
  tx: Tx,
  type: ContentType,
  id: number,
  values: Partial<Omit<WorkflowRow, "kind" | "itemId">>,
) {
  await tx
    .insert(contentWorkflow)
    .values({ kind: type, itemId: id, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [contentWorkflow.kind, contentWorkflow.itemId],
      set: { ...values, updatedAt: new Date() },
    });
}

function isRefused(value: Row | Refused): value is Refused {
  return value.ok === false;
}

/** The stored row, locked for the rest of the transaction, or a 404. */
async function lockedRow(tx: Tx, type: ContentType, id: number): Promise<Row | Refused> {
  const table = TABLES[type];
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
  return row ? (row as Row) : refused(404, `There is no ${NOUN[type]} ${id}.`);
}

function staleVersion(type: ContentType, base: number, current: number): Refused {
  return {
    ok: false,
    status: 409,
    error: `This ${NOUN[type]} was saved by someone else since you opened it (you edited version ${base}; it is now version ${current}). Reload it, apply your changes again, and save.`,
    currentVersion: current,
  };
}

async function draftFields(tx: Tx, type: ContentType, id: number, version: number) {
  const [row] = await tx
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, type),
        eq(contentRevisions.itemId, id),
        eq(contentRevisions.version, version),
      ),
    );
  return row?.snapshot ?? null;
}

/**
 * Saves changes as the item's pending draft: a revision marked as a draft, and the item's version
 * moved on (so any later save based on the older version is refused, as for the item itself),
 * while its fields, its page and the public snapshot stay as they are.
 */
async function saveDraftTx(
  tx: Tx,
  type: ContentType,
  current: Row,
  workflow: WorkflowRow | null,
  changes: Fields,
  by: Acting,
  action: string,
): Promise<SaveOutcome> {
  const base =
    (workflow?.draftVersion && (await draftFields(tx, type, current.id, workflow.draftVersion))) ||
    fieldsOf(type, current);
  const checked = await applyChanges(tx, type, current, changes, by.actor, {
    action,
    isDryRun: true,
    base,
  });
  if (!checked.ok) return checked;
  if (!checked.changed && workflow?.draftVersion) return checked;
  await keepSeedRevision(tx, type, current);
  const table = TABLES[type];
  const version = current.version + 1;
  const [row] = await tx
    .update(table)
    .set({ version })
    .where(and(eq(table.id, current.id), eq(table.version, current.version)))
    .returning();
  await tx.insert(contentRevisions).values({
    kind: type,
    itemId: current.id,
    version,
    actor: by.actor.name,
    changes: checked.diff ?? {},
    snapshot: checked.after!,
    isDraft: true,
  });
  await setWorkflow(tx, type, current.id, { draftVersion: version });
  await recordAudit(by.actor, `${NOUN[type]} ${current.id} ${action}`, checked.diff ?? {}, tx);
  return { ok: true, item: toItem(type, row!), changed: true, draftVersion: version };
}

/** Creates an item; only an editor may create it other than as a draft. */
export async function createItem(
  type: ContentType,
  input: Record<string, unknown>,
  by: Acting,
): Promise<SaveOutcome> {
  const refusal =
    refusalFor(by, "create") ??
    (statusChangeRefusal(by.role, "draft", input.status ?? "draft") !== null
      ? refused(403, statusChangeRefusal(by.role, "draft", input.status)!)
      : null);
  if (refusal) return refusal;
  return createContent(type, input, by.actor);
}

/**
 * Saves changes to an item, to the item itself or to its pending draft (editTarget; `asDraft`
 * asks for a draft of a published item), based on `baseVersion`, the version the person loaded.
 */
export async function saveItem(
  type: ContentType,
  id: number,
  baseVersion: number,
  changes: Fields,
  by: Acting,
  options: { action?: string; asDraft?: boolean } = {},
): Promise<SaveOutcome> {
  const action = options.action ?? "saved";
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<SaveOutcome> => {
    const current = await lockedRow(tx, type, id);
    if (isRefused(current)) return current;
    const workflow = await workflowOf(tx, type, id);
    const hasDraft = Boolean(workflow?.draftVersion);
    const where = editTarget(by.role, String(current.status), hasDraft, options.asDraft);
    if ("refused" in where) return refused(403, where.refused);
    const draft =
      hasDraft && workflow?.draftVersion
        ? await draftFields(tx, type, id, workflow.draftVersion)
        : null;
    const statusRefusal = statusChangeRefusal(
      by.role,
      String((draft ?? current).status),
      changes.status,
    );
    if (statusRefusal) return refused(403, statusRefusal);
    if (current.version !== baseVersion) return staleVersion(type, baseVersion, current.version);
    if (where.target === "draft") {
      return saveDraftTx(tx, type, current, workflow, changes, by, `draft ${action}`);
    }
    const saved = await applyChanges(tx, type, current, changes, by.actor, { action });
    if (saved.ok && saved.changed) await bumpContentVersion(tx);
    return saved;
  });
  if (!outcome.ok || !outcome.changed || outcome.draftVersion) return outcome;
  return { ...outcome, publicPages: await reloadContentAfterChange() };
}

/** Archives an item (DELETE): its page answers 410; an editor's decision. */
export async function archiveItem(type: ContentType, id: number, by: Acting) {
  const refusal = refusalFor(by, "archive");
  if (refusal) return refusal;
  const db = await getDb();
  const [row] = await db
    .select({ version: TABLES[type].version })
    .from(TABLES[type])
    .where(eq(TABLES[type].id, id));
  if (!row) return refused(404, `There is no ${NOUN[type]} ${id}.`);
  return updateContent(type, id, row.version, { status: "archived" }, by.actor, "archived");
}

/**
 * Publishes what is waiting inside the caller's transaction: the pending draft over the live
 * item, or a draft item itself. Clears the draft and the review. Null when there was nothing to
 * publish (already published as it is).
 */
async function publishTx(
  tx: Tx,
  type: ContentType,
  current: Row,
  workflow: WorkflowRow | null,
  actor: Actor,
  action: string,
): Promise<SaveOutcome | null> {
  let outcome: SaveOutcome & { changed?: boolean };
  if (workflow?.draftVersion) {
    const draft = await draftFields(tx, type, current.id, workflow.draftVersion);
    outcome = await applyChanges(tx, type, current, { ...draft, status: "published" }, actor, {
      action: `${action} (draft version ${workflow.draftVersion})`,
    });
  } else if (current.status !== "published") {
    outcome = await applyChanges(tx, type, current, { status: "published" }, actor, { action });
  } else {
    return null;
  }
  if (!outcome.ok) return outcome;
  if (outcome.changed) await bumpContentVersion(tx);
  await setWorkflow(tx, type, current.id, { draftVersion: null, reviewState: null });
  return outcome;
}

/** Publishes the pending draft, or a draft item (an editor's "Publish"). */
export async function publishItem(
  type: ContentType,
  id: number,
  baseVersion: number | undefined,
  by: Acting,
): Promise<SaveOutcome> {
  const refusal = refusalFor(by, "publish-draft");
  if (refusal) return refusal;
  return inTransactionThenReload(async (tx) => {
    const current = await lockedRow(tx, type, id);
    if (isRefused(current)) return current;
    if (baseVersion !== undefined && current.version !== baseVersion) {
      return staleVersion(type, baseVersion, current.version);
    }
    const workflow = await workflowOf(tx, type, id);
    const outcome = await publishTx(tx, type, current, workflow, by.actor, "published");
    return (
      outcome ?? refused(409, `This ${NOUN[type]} is already published and has no draft waiting.`)
    );
  });
}

/** Drops the pending draft (it stays in the history, restorable). */
export async function discardDraft(
  type: ContentType,
  id: number,
  by: Acting,
): Promise<SaveOutcome> {
  const refusal = refusalFor(by, "discard-draft");
  if (refusal) return refusal;
  const db = await getDb();
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    const current = await lockedRow(tx, type, id);
    if (isRefused(current)) return current;
    const workflow = await workflowOf(tx, type, id);
    if (!workflow?.draftVersion) return refused(409, `This ${NOUN[type]} has no draft waiting.`);
    await setWorkflow(tx, type, id, { draftVersion: null, reviewState: null });
    await recordAudit(
      by.actor,
      `${NOUN[type]} ${id} draft discarded`,
      { draft: { from: `version ${workflow.draftVersion}`, to: null } },
      tx,
    );
    return { ok: true, item: toItem(type, current), changed: true };
  });
}

async function inTransactionThenReload(
  work: (tx: Tx) => Promise<SaveOutcome>,
): Promise<SaveOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(work);
  if (!outcome.ok || !outcome.changed) return outcome;
  return { ...outcome, publicPages: await reloadContentAfterChange() };
}

async function recordReviewStep(
  tx: Tx,
  type: ContentType,
  id: number,
  step: "submitted" | "returned" | "approved",
  actor: Actor,
  version: number,
  note = "",
) {
  await tx
    .insert(contentReviewEvents)
    .values({ kind: type, itemId: id, action: step, actor: actor.name, note, version });
}

/** A contributor's draft (or an editor's) goes to "In review". */
export async function submitForReview(
  type: ContentType,
  id: number,
  by: Acting,
): Promise<SaveOutcome> {
  const refusal = refusalFor(by, "submit");
  if (refusal) return refusal;
  const db = await getDb();
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    const current = await lockedRow(tx, type, id);
    if (isRefused(current)) return current;
    const workflow = await workflowOf(tx, type, id);
    const stepRefusal = reviewStepRefusal(
      (workflow?.reviewState as ReviewState | null) ?? null,
      "submit",
    );
    if (stepRefusal) return refused(409, stepRefusal);
    if (!workflow?.draftVersion && current.status !== "draft") {
      return refused(
        409,
        `Nothing to review: the ${NOUN[type]} is ${current.status} as it is. Edit it first; your changes become a draft to submit.`,
      );
    }
    const now = new Date();
    await setWorkflow(tx, type, id, {
      reviewState: "in_review",
      submittedBy: by.actor.name,
      submittedAt: now,
      returnNote: null,
    });
    await recordReviewStep(tx, type, id, "submitted", by.actor, current.version);
    await recordAudit(
      by.actor,
      `${NOUN[type]} ${id} submitted for review`,
      { review: { from: workflow?.reviewState ?? null, to: "in_review" } },
      tx,
    );
    return { ok: true, item: toItem(type, current), changed: true };
  });
}

/** An editor approves what is in review and publishes it. */
export async function approveReview(
  type: ContentType,
  id: number,
  baseVersion: number | undefined,
  by: Acting,
): Promise<SaveOutcome> {
  const refusal = refusalFor(by, "approve");
  if (refusal) return refusal;
  return inTransactionThenReload(async (tx) => {
    const current = await lockedRow(tx, type, id);
    if (isRefused(current)) return current;
    const workflow = await workflowOf(tx, type, id);
    const stepRefusal = reviewStepRefusal(
      (workflow?.reviewState as ReviewState | null) ?? null,
      "approve",
    );
    if (stepRefusal) return refused(409, stepRefusal);
    // The editor approves what they saw: a change since they opened it is shown first.
    if (baseVersion !== undefined && current.version !== baseVersion) {
      return staleVersion(type, baseVersion, current.version);
    }
    await recordReviewStep(tx, type, id, "approved", by.actor, current.version);
    const outcome = await publishTx(
      tx,
      type,
      current,
      workflow,
      by.actor,
      `approved (submitted by ${workflow?.submittedBy ?? "unknown"}) and published`,
    );
    if (outcome && !outcome.ok) return outcome;
    if (!outcome) await setWorkflow(tx, type, id, { reviewState: null });
    return outcome ?? { ok: true, item: toItem(type, current), changed: true };
  });
}

/** An editor sends what is in review back to its writer, with a note saying what to change. */
export async function sendBack(
  type: ContentType,
  id: number,
  note: string,
  by: Acting,
): Promise<SaveOutcome> {
  const refusal = refusalFor(by, "return");
  if (refusal) return refusal;
  const db = await getDb();
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    const current = await lockedRow(tx, type, id);
    if (isRefused(current)) return current;
    const workflow = await workflowOf(tx, type, id);
    const stepRefusal = reviewStepRefusal(
      (workflow?.reviewState as ReviewState | null) ?? null,
      "return",
    );
    if (stepRefusal) return refused(409, stepRefusal);
    await setWorkflow(tx, type, id, {
      reviewState: "returned",
      returnedBy: by.actor.name,
      returnedAt: new Date(),
      returnNote: note,
    });
    await recordReviewStep(tx, type, id, "returned", by.actor, current.version, note);
    await recordAudit(
      by.actor,
      `${NOUN[type]} ${id} sent back to ${workflow?.submittedBy ?? "its writer"}`,
      { review: { from: "in_review", to: "returned" }, note: { from: null, to: note } },
      tx,
    );
    return { ok: true, item: toItem(type, current), changed: true };
  });
}

/**
 * Brings back an earlier revision. By default as a draft: the pending draft of a published or
 * archived item (visitors keep seeing the live version until someone publishes it), or the draft
 * item itself; the status stays as it is either way. `publish` (editors only) puts it live.
 */
export async function restoreRevision(
  type: ContentType,
  id: number,
  revision: number,
  baseVersion: number,
  by: Acting,
  options: { publish?: boolean } = {},
): Promise<SaveOutcome> {
  const refusal = refusalFor(by, options.publish ? "restore-and-publish" : "restore");
  if (refusal) return refusal;
  if (!Number.isSafeInteger(revision) || revision < 1) {
    return refused(404, `There is no such version of ${NOUN[type]} ${id}.`);
  }
  const snapshot = await getRevisionSnapshot(type, id, revision);
  if (!snapshot) return refused(404, `There is no version ${revision} of ${NOUN[type]} ${id}.`);
  const action = `restored to version ${revision}`;
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<SaveOutcome> => {
    const current = await lockedRow(tx, type, id);
    if (isRefused(current)) return current;
    if (current.version !== baseVersion) return staleVersion(type, baseVersion, current.version);
    const workflow = await workflowOf(tx, type, id);
    if (options.publish) {
      const saved = await applyChanges(
        tx,
        type,
        current,
        { ...snapshot, status: "published" },
        by.actor,
        { action: `${action} and published` },
      );
      if (!saved.ok) return saved;
      if (saved.changed) await bumpContentVersion(tx);
      // A draft waiting is superseded (it stays in the history).
      if (workflow?.draftVersion) {
        await setWorkflow(tx, type, id, { draftVersion: null, reviewState: null });
      }
      return saved;
    }
    const changes = { ...snapshot, status: current.status };
    if (current.status === "draft" && !workflow?.draftVersion) {
      const saved = await applyChanges(tx, type, current, changes, by.actor, { action });
      if (saved.ok && saved.changed) await bumpContentVersion(tx);
      return saved;
    }
    const draft = await saveDraftTx(tx, type, current, workflow, changes, by, `draft ${action}`);
    return draft;
  });
  if (!outcome.ok || !outcome.changed || outcome.draftVersion) return outcome;
  return { ...outcome, publicPages: await reloadContentAfterChange() };
}

export interface ReviewEvent {
  action: "submitted" | "returned" | "approved";
  actor: string;
  note: string;
  version: number;
  createdAt: string;
}

export interface Workflow {
  /** The pending draft of a published or archived item: its revision and its fields. */
  draft: { version: number; fields: Fields } | null;
  review: {
    state: ReviewState | null;
    submittedBy: string | null;
    submittedAt: string | null;
    returnedBy: string | null;
    returnedAt: string | null;
    returnNote: string | null;
  };
  events: ReviewEvent[];
  schedules: ScheduledChange[];
}

/** Where an item stands in the workflow: its pending draft, review, history and schedules. */
export async function getWorkflow(type: ContentType, id: number): Promise<Workflow> {
  const db = await getDb();
  const [workflow, events, schedules] = await Promise.all([
    db
      .select()
      .from(contentWorkflow)
      .where(and(eq(contentWorkflow.kind, type), eq(contentWorkflow.itemId, id)))
      .then((rows) => rows[0] ?? null),
    db
      .select()
      .from(contentReviewEvents)
      .where(and(eq(contentReviewEvents.kind, type), eq(contentReviewEvents.itemId, id)))
      .orderBy(desc(contentReviewEvents.id)),
    listScheduled({ type, id }),
  ]);
  const draft = workflow?.draftVersion
    ? await getRevisionSnapshot(type, id, workflow.draftVersion)
    : null;
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  return {
    draft:
      draft && workflow?.draftVersion ? { version: workflow.draftVersion, fields: draft } : null,
    review: {
      state: (workflow?.reviewState as ReviewState | null) ?? null,
      submittedBy: workflow?.submittedBy ?? null,
      submittedAt: iso(workflow?.submittedAt),
      returnedBy: workflow?.returnedBy ?? null,
      returnedAt: iso(workflow?.returnedAt),
      returnNote: workflow?.returnNote ?? null,
    },
    events: events.map((event) => ({
      action: event.action as ReviewEvent["action"],
      actor: event.actor,
      note: event.note,
      version: event.version,
      createdAt: event.createdAt.toISOString(),
    })),
    schedules,
  };
}

export interface InReview {
  type: ContentType;
  id: number;
  title: string;
  submittedBy: string | null;
  submittedAt: string | null;
  hasDraft: boolean;
}

/** Everything in review, oldest submission first (the one waiting longest). */
export async function listInReview(): Promise<InReview[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contentWorkflow)
    .where(eq(contentWorkflow.reviewState, "in_review"))
    .orderBy(asc(contentWorkflow.submittedAt));
  const titles = await titlesOf(rows.map((row) => ({ type: row.kind, id: row.itemId })));
  return rows.flatMap((row) => {
    const title = titles.get(`${row.kind}:${row.itemId}`);
    if (title === undefined) return [];
    return [
      {
        type: row.kind as ContentType,
        id: row.itemId,
        title,
        submittedBy: row.submittedBy,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        hasDraft: row.draftVersion !== null,
      },
    ];
  });
}

/** What a list shows beside an item's status: in review, sent back, or a draft waiting. */
export async function workflowLabels(
  type: ContentType,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select()
    .from(contentWorkflow)
    .where(and(eq(contentWorkflow.kind, type), inArray(contentWorkflow.itemId, [...ids])));
  const labels = new Map<number, string>();
  for (const row of rows) {
    const label =
      row.reviewState === "in_review"
        ? "In review"
        : row.reviewState === "returned"
          ? "Sent back"
          : row.draftVersion
            ? "Draft waiting"
            : null;
    if (label) labels.set(row.itemId, label);
  }
  return labels;
}

/** Titles by "type:id" for a mixed list of items (items since deleted are left out). */
async function titlesOf(items: { type: string; id: number }[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const type of CONTENT_TYPES) {
    const ids = items.filter((item) => item.type === type).map((item) => item.id);
    for (const [id, title] of await listTitles(type, ids)) titles.set(`${type}:${id}`, title);
  }
  return titles;
}

// ---- Scheduled publish and unpublish ----

export interface ScheduledChange {
  id: number;
  type: ContentType;
  itemId: number;
  title: string;
  action: ScheduleAction;
  runAt: string;
  scheduledBy: string;
  createdAt: string;
}

/** Pending schedules, soonest first; of one item when `item` is given. */
export async function listScheduled(item?: {
  type: ContentType;
  id: number;
}): Promise<ScheduledChange[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contentSchedules)
    .where(
      and(
        eq(contentSchedules.state, "pending"),
        item
          ? and(eq(contentSchedules.kind, item.type), eq(contentSchedules.itemId, item.id))
          : undefined,
      ),
    )
    .orderBy(asc(contentSchedules.runAt), asc(contentSchedules.id));
  const titles = await titlesOf(rows.map((row) => ({ type: row.kind, id: row.itemId })));
  return rows.map((row) => ({
    id: row.id,
    type: row.kind as ContentType,
    itemId: row.itemId,
    title: titles.get(`${row.kind}:${row.itemId}`) ?? `${row.kind} ${row.itemId}`,
    action: row.action as ScheduleAction,
    runAt: row.runAt.toISOString(),
    scheduledBy: row.scheduledBy,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type ScheduleOutcome =
  { ok: true; schedule: ScheduledChange } | { ok: false; status: 403 | 404 | 409; error: string };

/** Sets a publish or unpublish for a time (already checked to be in the future). */
export async function scheduleChange(
  type: ContentType,
  id: number,
  action: ScheduleAction,
  runAt: Date,
  by: Acting,
): Promise<ScheduleOutcome> {
  const refusal = refusalFor(by, "schedule");
  if (refusal) return refusal;
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<ScheduleOutcome> => {
    const current = await lockedRow(tx, type, id);
    if (isRefused(current)) return current;
    if (current.status === "archived" && action === "unpublish") {
      return refused(409, `This ${NOUN[type]} is archived: it is not on the site to take off.`);
    }
    if (action === "unpublish" && type === "pages" && FIXED_PAGE_SLUGS.has(String(current.slug))) {
      return refused(
        409,
        `The ${String(current.slug)} page stays published: every page's footer links to it.`,
      );
    }
    const [pending] = await tx
      .select({ id: contentSchedules.id, runAt: contentSchedules.runAt })
      .from(contentSchedules)
      .where(
        and(
          eq(contentSchedules.kind, type),
          eq(contentSchedules.itemId, id),
          eq(contentSchedules.action, action),
          eq(contentSchedules.state, "pending"),
        ),
      );
    if (pending) {
      return refused(
        409,
        `An ${action} is already scheduled for ${pending.runAt.toISOString()}: cancel it first to set another time.`,
      );
    }
    const [row] = await tx
      .insert(contentSchedules)
      .values({ kind: type, itemId: id, action, runAt, scheduledBy: by.actor.name })
      .returning();
    await recordAudit(
      by.actor,
      `${NOUN[type]} ${id} ${action} scheduled`,
      {
        [action === "publish" ? "publishAt" : "unpublishAt"]: {
          from: null,
          to: runAt.toISOString(),
        },
      },
      tx,
    );
    return {
      ok: true,
      schedule: {
        id: row!.id,
        type,
        itemId: id,
        title: "",
        action,
        runAt: runAt.toISOString(),
        scheduledBy: by.actor.name,
        createdAt: row!.createdAt.toISOString(),
      },
    };
  });
  if (!outcome.ok) return outcome;
  // The job waits in the queue's table until its time, whichever process is up then. Were it
  // lost (a crash right here), the minute sweep still runs the schedule.
  await queueContentSchedule(outcome.schedule.id, runAt);
  const [listed] = (await listScheduled({ type, id })).filter(
    (schedule) => schedule.id === outcome.schedule.id,
  );
  return { ok: true, schedule: listed ?? outcome.schedule };
}

/** Cancels a pending schedule; its job, when it comes due, finds it cancelled and does nothing. */
export async function cancelSchedule(
  scheduleId: number,
  by: Acting,
  item?: { type: ContentType; id: number },
): Promise<ScheduleOutcome> {
  const refusal = refusalFor(by, "cancel-schedule");
  if (refusal) return refusal;
  if (!Number.isSafeInteger(scheduleId) || scheduleId < 1) {
    return refused(404, "There is no such scheduled change.");
  }
  const db = await getDb();
  return db.transaction(async (tx): Promise<ScheduleOutcome> => {
    const [row] = await tx
      .select()
      .from(contentSchedules)
      .where(eq(contentSchedules.id, scheduleId))
      .for("update");
    if (!row || (item && (row.kind !== item.type || row.itemId !== item.id))) {
      return refused(404, `There is no scheduled change ${scheduleId}.`);
    }
    if (row.state !== "pending") {
      return refused(
        409,
        row.state === "cancelled"
          ? "It was already cancelled."
          : "It already ran: change the item itself instead.",
      );
    }
    await tx
      .update(contentSchedules)
      .set({ state: "cancelled", outcome: `cancelled by ${by.actor.name}`, finishedAt: new Date() })
      .where(eq(contentSchedules.id, scheduleId));
    const type = row.kind as ContentType;
    await recordAudit(
      by.actor,
      `${NOUN[type]} ${row.itemId} scheduled ${row.action} cancelled`,
      {
        [row.action === "publish" ? "publishAt" : "unpublishAt"]: {
          from: row.runAt.toISOString(),
          to: null,
        },
      },
      tx,
    );
    return {
      ok: true,
      schedule: {
        id: row.id,
        type,
        itemId: row.itemId,
        title: "",
        action: row.action as ScheduleAction,
        runAt: row.runAt.toISOString(),
        scheduledBy: row.scheduledBy,
        createdAt: row.createdAt.toISOString(),
      },
    };
  });
}

/**
 * Carries out one due schedule, once: the schedule's row is locked and marked done in the same
 * transaction as the change, so a second job for it (a retry, the sweep, another process) finds
 * it done. The audit names the server as the actor and who scheduled it.
 */
export async function runSchedule(scheduleId: number): Promise<boolean> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [schedule] = await tx
      .select()
      .from(contentSchedules)
      .where(
        and(
          eq(contentSchedules.id, scheduleId),
          eq(contentSchedules.state, "pending"),
          lte(contentSchedules.runAt, new Date()),
        ),
      )
      .for("update", { skipLocked: true });
    if (!schedule) return false;
    const type = schedule.kind as ContentType;
    const finish = async (state: "done" | "failed", outcome: string) => {
      await tx
        .update(contentSchedules)
        .set({ state, outcome, finishedAt: new Date() })
        .where(eq(contentSchedules.id, schedule.id));
    };
    const current = await lockedRow(tx, type, schedule.itemId);
    if (isRefused(current)) {
      await finish("failed", current.error);
      return false;
    }
    const by = `as scheduled by ${schedule.scheduledBy}`;
    let outcome: SaveOutcome | null;
    if (schedule.action === "publish") {
      const workflow = await workflowOf(tx, type, current.id);
      outcome = await publishTx(tx, type, current, workflow, SYSTEM, `published ${by}`);
    } else if (current.status === "published") {
      outcome = await applyChanges(tx, type, current, { status: "draft" }, SYSTEM, {
        action: `unpublished ${by}`,
      });
      if (outcome.ok && outcome.changed) await bumpContentVersion(tx);
    } else {
      outcome = null;
    }
    if (outcome && !outcome.ok) {
      await finish("failed", outcome.error);
      await recordAudit(
        SYSTEM,
        `${NOUN[type]} ${current.id} scheduled ${schedule.action} failed (scheduled by ${schedule.scheduledBy})`,
        { reason: { from: null, to: outcome.error } },
        tx,
      );
      return false;
    }
    if (!outcome) {
      const state = schedule.action === "publish" ? "published" : "not published";
      await finish("done", `nothing to do: it was already ${state}`);
      await recordAudit(
        SYSTEM,
        `${NOUN[type]} ${current.id} scheduled ${schedule.action} found it already ${state} (scheduled by ${schedule.scheduledBy})`,
        {},
        tx,
      );
      return false;
    }
    await finish("done", schedule.action === "publish" ? "published" : "unpublished");
    return true;
  });
  if (changed) await reloadContentAfterChange();
  return changed;
}

/** Every pending schedule whose time has come (the sweep's work). */
export async function runDueSchedules(): Promise<void> {
  const db = await getDb();
  const due = await db
    .select({ id: contentSchedules.id })
    .from(contentSchedules)
    .where(and(eq(contentSchedules.state, "pending"), lte(contentSchedules.runAt, new Date())))
    .orderBy(asc(contentSchedules.runAt));
  for (const { id } of due) await runSchedule(id);
}

/** Two revisions of an item side by side, field by field; null when either does not exist. */
export async function diffRevisions(
  type: ContentType,
  id: number,
  from: number,
  to: number,
): Promise<{ from: number; to: number; fields: FieldDiff[] } | { missing: number }> {
  const [before, after] = await Promise.all([
    getRevisionSnapshot(type, id, from),
    getRevisionSnapshot(type, id, to),
  ]);
  if (!before) return { missing: from };
  if (!after) return { missing: to };
  return { from, to, fields: diffSnapshots(before, after) };
}

/** How many items wait in review (the Content screen's count). */
export async function countInReview(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contentWorkflow)
    .where(inArray(contentWorkflow.reviewState, ["in_review"]));
  return row?.count ?? 0;
}
