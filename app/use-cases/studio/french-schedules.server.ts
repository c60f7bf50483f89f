// Publishing or unpublishing an item's French version at a set time (issue 44): the English
// schedules' rules (schedules.server.ts), kept in the same table under the French kind
// (`fr:posts`), so the Content tab's list, the job and the minute sweep carry both languages.
// Setting one is an editor's step and checks the French workflow's rules now; the job checks them
// again when it runs, since the version may have changed in between.
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import type { ScheduleAction } from "#app/domain/content/editorial.ts";
import {
  FrenchFieldsSchema,
  frenchStep,
  type FrenchFields,
  type FrenchStatus,
} from "#app/domain/content/french-version.ts";
import { invalid, type Outcome } from "#app/domain/shared/outcome.ts";
import { queueContentSchedule } from "#app/jobs/content-schedule.server.ts";
import { recordAudit, SYSTEM } from "#app/models/audit-log.server.ts";
import { NOUN, type Tx } from "#app/models/content-store.server.ts";
import {
  insertSchedule,
  listScheduled,
  pendingSchedule,
  scheduleKind,
  scheduleOf,
  type ScheduledChange,
  type ScheduleRow,
} from "#app/models/editorial.server.ts";
import { lockFrenchVersion } from "#app/models/french-versions.server.ts";
import type { Acting } from "#app/use-cases/studio/content-changes.server.ts";
import {
  applyFrenchStep,
  inFrenchTransaction,
  lockForStep,
  refuse,
} from "#app/use-cases/studio/french-version.server.ts";

/**
 * Sets a publish or unpublish of the French version for a time (already checked to be in the
 * future). The words on screen, when given, are saved first as a draft in the same transaction:
 * for a publish they are what goes live then.
 */
export async function scheduleFrenchChange(
  type: ContentType,
  id: number,
  action: ScheduleAction,
  runAt: Date,
  by: Acting,
  screen: { baseVersion?: number; fields?: Record<string, unknown> } = {},
): Promise<Outcome<{ schedule: ScheduledChange }>> {
  let fields: FrenchFields | undefined;
  if (screen.fields) {
    const parsed = FrenchFieldsSchema.safeParse(screen.fields);
    if (!parsed.success) return invalid(parsed.error.issues);
    fields = parsed.data;
  }
  const outcome = await inFrenchTransaction(async (tx) => {
    // Who may publish is checked first: a contributor's schedule saves nothing.
    const mayPublish = frenchStep("draft", "publish", by.role);
    if (!mayPublish.ok) refuse(mayPublish.status, mayPublish.error);
    await lockForStep(tx, { type, id, step: action }, by, {
      fields,
      baseVersion: screen.baseVersion,
    });
    const kind = scheduleKind(type, "fr");
    const pending = await pendingSchedule(tx, kind, id, action);
    if (pending) {
      refuse(
        409,
        `A French ${action} is already scheduled for ${pending.runAt.toISOString()}: cancel it first to set another time.`,
      );
    }
    const row = await insertSchedule(tx, { kind, itemId: id, action, runAt, by: by.actor.name });
    await recordAudit(
      by.actor,
      `${NOUN[type]} ${id} French version ${action} scheduled`,
      {
        [action === "publish" ? "publishAt" : "unpublishAt"]: {
          from: null,
          to: runAt.toISOString(),
        },
      },
      tx,
    );
    return { schedule: scheduleOf(row), isPublic: false };
  });
  if (!outcome.ok) return outcome;
  // The job waits in the queue's table until its time; were it lost, the minute sweep runs it.
  await queueContentSchedule(outcome.schedule.id, runAt);
  const [listed] = (await listScheduled({ type, id, language: "fr" })).filter(
    (schedule) => schedule.id === outcome.schedule.id,
  );
  return { ok: true, schedule: listed ?? outcome.schedule };
}

/** What a due French schedule came to: done (visitors' pages changed), nothing to do, or failed. */
export type ScheduledRun =
  | { state: "done"; outcome: string }
  | { state: "nothing"; outcome: string }
  | { state: "failed"; outcome: string };

/**
 * Carries out a due French schedule inside the caller's transaction (runSchedule, which holds the
 * schedule's row locked and finishes it): the French version as it is now decides. A publish takes
 * what is saved (a draft or what is in review); one already published, or an unpublish of one not
 * on the site, has nothing to do.
 */
export async function runFrenchSchedule(tx: Tx, schedule: ScheduleRow): Promise<ScheduledRun> {
  const { type, itemId: id } = scheduleOf(schedule);
  const action = schedule.action as ScheduleAction;
  const row = await lockFrenchVersion(tx, type, id);
  if (!row)
    return { state: "failed", outcome: `There is no French version of ${NOUN[type]} ${id}.` };
  const isLive = row.published != null;
  if (action === "publish" ? row.status === "published" : !isLive) {
    const state = action === "publish" ? "published" : "not published";
    return { state: "nothing", outcome: `nothing to do: it was already ${state}` };
  }
  // The person who scheduled it had the right to publish; the job applies the workflow's rules of
  // state as an editor would.
  const ruling = frenchStep(row.status as FrenchStatus, action, "editor", { isLive });
  if (!ruling.ok) return { state: "failed", outcome: ruling.error };
  await applyFrenchStep(tx, { type, id, row, step: action, status: ruling.status }, SYSTEM, {
    how: `as scheduled by ${schedule.scheduledBy}`,
  });
  return { state: "done", outcome: action === "publish" ? "published" : "unpublished" };
}
