// Publishing or unpublishing an item at a set time: setting and cancelling a schedule (an editor's
// step), and running one when its job comes due, or when the minute sweep finds it due (the job
// lost in a crash). The schedule's row is locked and finished in the same transaction as the
// change, so a schedule runs once however many jobs find it.
import { FIXED_PAGE_SLUGS, type ContentType } from "#app/domain/content/content-schemas.ts";
import type { ScheduleAction } from "#app/domain/content/editorial.ts";
import { refusal, type Refusal } from "#app/domain/shared/outcome.ts";
import { queueContentSchedule } from "#app/jobs/content-schedule.server.ts";
import { recordAudit, SYSTEM } from "#app/models/audit-log.server.ts";
import type { Locale } from "#app/domain/languages/locale.ts";
import { lockRow, NOUN, type Tx } from "#app/models/content-store.server.ts";
import { reloadContentAfterChange } from "#app/models/content-snapshot/reload-after-save.server.ts";
import { getDb } from "#app/models/db.server.ts";
import {
  finishSchedule,
  insertSchedule,
  listDueScheduleIds,
  listScheduled,
  lockDueSchedule,
  lockSchedule,
  pendingSchedule,
  scheduleKind,
  scheduleOf,
  workflowOf,
  type ScheduledChange,
  type ScheduleRow,
} from "#app/models/editorial.server.ts";
import { loadPublishedTexts } from "#app/models/fact-check.server.ts";
import {
  applyAndBump,
  forbidden,
  publishWaiting,
  type Acting,
  type SaveOutcome,
} from "#app/use-cases/studio/content-changes.server.ts";
import { editorialStep, type FromScreen } from "#app/use-cases/studio/editorial-step.server.ts";
import { runFrenchSchedule } from "#app/use-cases/studio/french-schedules.server.ts";

export type ScheduleOutcome = { ok: true; schedule: ScheduledChange } | Refusal;

/** The audit's field for a schedule's time. */
function timeField(action: string) {
  return action === "publish" ? "publishAt" : "unpublishAt";
}

/**
 * Sets a publish or unpublish for a time (already checked to be in the future). What the screen
 * showed is saved first, in the same transaction: for a publish as a draft (it is what goes live
 * then), for an unpublish as a save would.
 */
export async function scheduleChange(
  type: ContentType,
  id: number,
  action: ScheduleAction,
  runAt: Date,
  by: Acting,
  screen: FromScreen = {},
): Promise<ScheduleOutcome> {
  let isLiveSaved = false;
  const outcome = await editorialStep<ScheduleOutcome>(
    type,
    id,
    by,
    {
      action: "schedule",
      baseVersion: screen.baseVersion,
      onScreen: screen.changes
        ? { changes: screen.changes, then: "save", asDraft: action === "publish" }
        : undefined,
    },
    async ({ tx, current, saved }) => {
      isLiveSaved = Boolean(saved?.ok && !saved.draftVersion);
      if (current.status === "archived" && action === "unpublish") {
        return refusal(409, `This ${NOUN[type]} is archived: it is not on the site to take off.`);
      }
      const slug = String(current.slug);
      if (action === "unpublish" && type === "pages" && FIXED_PAGE_SLUGS.has(slug)) {
        return refusal(409, `The ${slug} page stays published: every page's footer links to it.`);
      }
      const pending = await pendingSchedule(tx, type, id, action);
      if (pending) {
        return refusal(
          409,
          `An ${action} is already scheduled for ${pending.runAt.toISOString()}: cancel it first to set another time.`,
        );
      }
      const row = await insertSchedule(tx, {
        kind: type,
        itemId: id,
        action,
        runAt,
        by: by.actor.name,
      });
      await recordAudit(
        by.actor,
        `${NOUN[type]} ${id} ${action} scheduled`,
        { [timeField(action)]: { from: null, to: runAt.toISOString() } },
        tx,
      );
      return { ok: true, schedule: scheduleOf(row) };
    },
  );
  if (!outcome.ok) return outcome;
  if (isLiveSaved) await reloadContentAfterChange();
  // The job waits in the queue's table until its time, whichever process is up then. Were it
  // lost (a crash right here), the minute sweep still runs the schedule.
  await queueContentSchedule(outcome.schedule.id, runAt);
  const [listed] = (await listScheduled({ type, id })).filter(
    (schedule) => schedule.id === outcome.schedule.id,
  );
  return { ok: true, schedule: listed ?? outcome.schedule };
}

/**
 * Cancels a pending schedule; its job, when it comes due, finds it cancelled and does nothing.
 * `item` (with its `language`, for the French version's) refuses a schedule of another item.
 */
export async function cancelSchedule(
  scheduleId: number,
  by: Acting,
  item?: { type: ContentType; id: number; language?: Locale },
): Promise<ScheduleOutcome> {
  const refused = forbidden(by, "cancel-schedule");
  if (refused) return refused;
  if (!Number.isSafeInteger(scheduleId) || scheduleId < 1) {
    return refusal(404, "There is no such scheduled change.");
  }
  const db = await getDb();
  return db.transaction(async (tx): Promise<ScheduleOutcome> => {
    const row = await lockSchedule(tx, scheduleId);
    const ofItem = item && scheduleKind(item.type, item.language) === row?.kind;
    if (!row || (item && (!ofItem || row.itemId !== item.id))) {
      return refusal(404, `There is no scheduled change ${scheduleId}.`);
    }
    if (row.state !== "pending") {
      return refusal(
        409,
        row.state === "cancelled"
          ? "It was already cancelled."
          : "It already ran: change the item itself instead.",
      );
    }
    await finishSchedule(tx, scheduleId, "cancelled", `cancelled by ${by.actor.name}`);
    const schedule = scheduleOf(row);
    const what = `${NOUN[schedule.type]} ${row.itemId}${schedule.language === "fr" ? " French version" : ""}`;
    await recordAudit(
      by.actor,
      `${what} scheduled ${row.action} cancelled`,
      { [timeField(row.action)]: { from: row.runAt.toISOString(), to: null } },
      tx,
    );
    return { ok: true, schedule };
  });
}

/** A due French schedule, carried out in runSchedule's transaction with its row locked. */
async function runFrench(tx: Tx, schedule: ScheduleRow): Promise<boolean> {
  const run = await runFrenchSchedule(tx, schedule);
  const { type, itemId } = scheduleOf(schedule);
  const what = `${NOUN[type]} ${itemId} French version scheduled ${schedule.action}`;
  if (run.state === "failed") {
    await recordAudit(
      SYSTEM,
      `${what} failed (scheduled by ${schedule.scheduledBy})`,
      { reason: { from: null, to: run.outcome } },
      tx,
    );
  } else if (run.state === "nothing") {
    const state = schedule.action === "publish" ? "published" : "not published";
    await recordAudit(
      SYSTEM,
      `${what} found it already ${state} (scheduled by ${schedule.scheduledBy})`,
      {},
      tx,
    );
  }
  await finishSchedule(tx, schedule.id, run.state === "failed" ? "failed" : "done", run.outcome);
  return run.state === "done";
}

/**
 * Carries out one due schedule, once: the schedule's row is locked and marked done in the same
 * transaction as the change, so a second job for it (a retry, the sweep, another process) finds
 * it done. The audit names the server as the actor and who scheduled it.
 */
export async function runSchedule(scheduleId: number): Promise<boolean> {
  // A publish is checked against what is published, read before the transaction.
  const published = await loadPublishedTexts();
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const schedule = await lockDueSchedule(tx, scheduleId);
    if (!schedule) return false;
    if (scheduleOf(schedule).language === "fr") return runFrench(tx, schedule);
    const type = schedule.kind as ContentType;
    const current = await lockRow(tx, type, schedule.itemId);
    if (!current) {
      await finishSchedule(
        tx,
        schedule.id,
        "failed",
        `There is no ${NOUN[type]} ${schedule.itemId}.`,
      );
      return false;
    }
    const by = `as scheduled by ${schedule.scheduledBy}`;
    let outcome: SaveOutcome | null;
    if (schedule.action === "publish") {
      const workflow = await workflowOf(tx, type, current.id);
      outcome = await publishWaiting(tx, type, current, workflow, SYSTEM, {
        action: `published ${by}`,
        published,
      });
    } else if (current.status === "published") {
      outcome = await applyAndBump(tx, type, current, { status: "draft" }, SYSTEM, {
        action: `unpublished ${by}`,
        published: null,
      });
    } else {
      outcome = null;
    }
    const what = `${NOUN[type]} ${current.id} scheduled ${schedule.action}`;
    if (outcome && !outcome.ok) {
      await finishSchedule(tx, schedule.id, "failed", outcome.error);
      await recordAudit(
        SYSTEM,
        `${what} failed (scheduled by ${schedule.scheduledBy})`,
        { reason: { from: null, to: outcome.error } },
        tx,
      );
      return false;
    }
    if (!outcome) {
      const state = schedule.action === "publish" ? "published" : "not published";
      await finishSchedule(tx, schedule.id, "done", `nothing to do: it was already ${state}`);
      await recordAudit(
        SYSTEM,
        `${what} found it already ${state} (scheduled by ${schedule.scheduledBy})`,
        {},
        tx,
      );
      return false;
    }
    await finishSchedule(
      tx,
      schedule.id,
      "done",
      schedule.action === "publish" ? "published" : "unpublished",
    );
    return true;
  });
  if (changed) await reloadContentAfterChange();
  return changed;
}

/** Every pending schedule whose time has come (the sweep's work). */
export async function runDueSchedules(): Promise<void> {
  for (const id of await listDueScheduleIds()) await runSchedule(id);
}
