// The editorial workflow's records (issue 28, docs/decisions/035): an item's pending draft and
// review state, the review history, and the scheduled publishes and unpublishes. Data access
// only: the steps that check roles, audit and reload live in app/use-cases/studio/.
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { contentReviewEvents, contentSchedules, contentWorkflow } from "#db/schema.ts";
import { CONTENT_TYPES, type ContentType } from "#app/domain/content/content-schemas.ts";
import type { ReviewState, ScheduleAction } from "#app/domain/content/editorial.ts";
import { frenchKindOf, splitKind } from "#app/domain/content/french-version.ts";
import type { Locale } from "#app/domain/languages/locale.ts";
import { diffSnapshots, type FieldDiff } from "#app/domain/content/word-diff.ts";
import type { Actor } from "#app/models/audit-log.server.ts";
import {
  getRevisionSnapshot,
  listTitles,
  ofItem,
  type Tx,
} from "#app/models/content-store.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { getFrenchRevisionWords } from "#app/models/french-versions.server.ts";

type Fields = Record<string, unknown>;

export type WorkflowRow = typeof contentWorkflow.$inferSelect;

export async function workflowOf(
  tx: Tx,
  type: ContentType,
  id: number,
): Promise<WorkflowRow | null> {
  const [row] = await tx
    .select()
    .from(contentWorkflow)
    .where(ofItem(contentWorkflow, type, id));
  return row ?? null;
}

export async function setWorkflow(
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

/** The fields of an item's pending draft (its revision), read inside the caller's transaction. */
export async function draftFields<T extends ContentType>(
  tx: Tx,
  type: T,
  id: number,
  version: number,
) {
  return getRevisionSnapshot(type, id, version, tx);
}

/** One step of an item's review, for its history. */
export async function recordReviewStep(
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
      .where(ofItem(contentWorkflow, type, id))
      .then((rows) => rows[0] ?? null),
    db
      .select()
      .from(contentReviewEvents)
      .where(ofItem(contentReviewEvents, type, id))
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
  /** Which version changes: the item, or its French version (issue 44). */
  language: Locale;
  title: string;
  action: ScheduleAction;
  runAt: string;
  scheduledBy: string;
  createdAt: string;
}

/** The item's schedules, or its French version's (`frenchKindOf`): a kind and an id. */
function ofScheduled(kind: string, id: number) {
  return and(eq(contentSchedules.kind, kind), eq(contentSchedules.itemId, id));
}

/**
 * Pending schedules, soonest first; of one item when `item` is given, its French version's when
 * `item.language` is "fr".
 */
export async function listScheduled(item?: {
  type: ContentType;
  id: number;
  language?: Locale;
}): Promise<ScheduledChange[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contentSchedules)
    .where(
      and(
        eq(contentSchedules.state, "pending"),
        item ? ofScheduled(scheduleKind(item.type, item.language), item.id) : undefined,
      ),
    )
    .orderBy(asc(contentSchedules.runAt), asc(contentSchedules.id));
  const changes = rows.map(scheduleOf);
  const titles = await titlesOf(
    changes.map((change) => ({ type: change.type, id: change.itemId })),
  );
  return changes.map((change) => ({
    ...change,
    title: titles.get(`${change.type}:${change.itemId}`) ?? `${change.type} ${change.itemId}`,
  }));
}

/** The kind a schedule of the item (or of its French version) is stored under. */
export function scheduleKind(type: ContentType, language: Locale = "en"): string {
  return language === "fr" ? frenchKindOf(type) : type;
}

export type ScheduleRow = typeof contentSchedules.$inferSelect;

/** The pending schedule of this action for the item (of `kind`, scheduleKind), if one is set. */
export async function pendingSchedule(tx: Tx, kind: string, id: number, action: ScheduleAction) {
  const [pending] = await tx
    .select({ id: contentSchedules.id, runAt: contentSchedules.runAt })
    .from(contentSchedules)
    .where(
      and(
        ofScheduled(kind, id),
        eq(contentSchedules.action, action),
        eq(contentSchedules.state, "pending"),
      ),
    );
  return pending ?? null;
}

export async function insertSchedule(
  tx: Tx,
  values: { kind: string; itemId: number; action: ScheduleAction; runAt: Date; by: string },
): Promise<ScheduleRow> {
  const [row] = await tx
    .insert(contentSchedules)
    .values({
      kind: values.kind,
      itemId: values.itemId,
      action: values.action,
      runAt: values.runAt,
      scheduledBy: values.by,
    })
    .returning();
  return row!;
}

/** A schedule's row, locked for the rest of the transaction. */
export async function lockSchedule(tx: Tx, id: number): Promise<ScheduleRow | null> {
  const [row] = await tx
    .select()
    .from(contentSchedules)
    .where(eq(contentSchedules.id, id))
    .for("update");
  return row ?? null;
}

/** A pending schedule whose time has come, locked; null when it is not (or another has it). */
export async function lockDueSchedule(tx: Tx, id: number): Promise<ScheduleRow | null> {
  const [row] = await tx
    .select()
    .from(contentSchedules)
    .where(
      and(
        eq(contentSchedules.id, id),
        eq(contentSchedules.state, "pending"),
        lte(contentSchedules.runAt, new Date()),
      ),
    )
    .for("update", { skipLocked: true });
  return row ?? null;
}

/** Marks a schedule done, failed or cancelled, with what came of it. */
export async function finishSchedule(
  tx: Tx,
  id: number,
  state: "done" | "failed" | "cancelled",
  outcome: string,
) {
  await tx
    .update(contentSchedules)
    .set({ state, outcome, finishedAt: new Date() })
    .where(eq(contentSchedules.id, id));
}

/** The ids of pending schedules whose time has come, soonest first (the sweep's list). */
export async function listDueScheduleIds(): Promise<number[]> {
  const db = await getDb();
  const due = await db
    .select({ id: contentSchedules.id })
    .from(contentSchedules)
    .where(and(eq(contentSchedules.state, "pending"), lte(contentSchedules.runAt, new Date())))
    .orderBy(asc(contentSchedules.runAt));
  return due.map((row) => row.id);
}

/** A schedule as the studio shows it (the title filled in by listScheduled). */
export function scheduleOf(row: ScheduleRow): ScheduledChange {
  const { type, isFrench } = splitKind(row.kind);
  return {
    id: row.id,
    type: type as ContentType,
    itemId: row.itemId,
    language: isFrench ? "fr" : "en",
    title: "",
    action: row.action as ScheduleAction,
    runAt: row.runAt.toISOString(),
    scheduledBy: row.scheduledBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Two revisions of an item side by side, field by field; null when either does not exist. */
export async function diffRevisions(
  type: ContentType,
  id: number,
  from: number,
  to: number,
  /** The French version's revisions (its words) rather than the item's. */
  language: Locale = "en",
): Promise<{ from: number; to: number; fields: FieldDiff[] } | { missing: number }> {
  const read = (version: number) =>
    language === "fr"
      ? getFrenchRevisionWords(type, id, version)
      : getRevisionSnapshot(type, id, version);
  const [before, after] = await Promise.all([read(from), read(to)]);
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
