// Review and publishing of one item (issue 28, docs/decisions/035): a writer submits a draft, an
// editor approves and publishes it or sends it back with a note; an editor publishes what waits or
// discards a pending draft. Every step refuses (403) what the person's role may not do, whatever
// screen or API called it, and writes its audit entry in its one transaction.
import type { ContentType, FieldChanges } from "#app/domain/content/content-schemas.ts";
import { refusal } from "#app/domain/shared/outcome.ts";
import { recordAudit } from "#app/models/audit-log.server.ts";
import { NOUN, toItem } from "#app/models/content-store.server.ts";
import { recordReviewStep, setWorkflow } from "#app/models/editorial.server.ts";
import {
  publishWaiting,
  type Acting,
  type SaveOutcome,
} from "#app/use-cases/studio/content-changes.server.ts";
import {
  editorialStep,
  reloadAfter,
  type FromScreen,
  type OnScreen,
  type StepItem,
  type StepRules,
} from "#app/use-cases/studio/editorial-step.server.ts";

/**
 * A review step on one item: the rules it is checked by, and its work on the locked item. What the
 * screen showed is saved first when `saveFirst` (as a draft: a step towards publishing later never
 * puts unreviewed edits live on the way).
 */
function reviewStep(
  rules: StepRules & { saveFirst?: boolean },
  work: (type: ContentType, id: number, by: Acting, item: StepItem) => Promise<SaveOutcome>,
) {
  const { saveFirst, ...checks } = rules;
  return (type: ContentType, id: number, by: Acting, screen: FromScreen = {}) => {
    const onScreen: OnScreen | undefined =
      screen.changes && saveFirst
        ? { changes: screen.changes, then: "save", asDraft: true }
        : undefined;
    return editorialStep<SaveOutcome>(
      type,
      id,
      by,
      { ...checks, baseVersion: screen.baseVersion, onScreen },
      (item) => work(type, id, by, item),
    );
  };
}

/**
 * A step that publishes what waits, based on the version the editor saw (when given); refused
 * while the screen holds changes not saved, since it publishes what is saved.
 */
function publishStep(
  rules: Pick<StepRules, "action" | "review">,
  work: (type: ContentType, id: number, by: Acting, item: StepItem) => Promise<SaveOutcome>,
) {
  return async (
    type: ContentType,
    id: number,
    baseVersion: number | undefined,
    by: Acting,
    changes?: FieldChanges<ContentType>,
  ): Promise<SaveOutcome> =>
    reloadAfter(
      await editorialStep<SaveOutcome>(
        type,
        id,
        by,
        {
          ...rules,
          baseVersion,
          mayPublish: true,
          onScreen: changes ? { changes, then: "refuse" } : undefined,
        },
        (item) => work(type, id, by, item),
      ),
    );
}

/** Publishes the pending draft, or a draft item (an editor's "Publish"). */
export const publishItem = publishStep(
  { action: "publish-draft" },
  async (type, _id, by, { tx, current, workflow, published }) =>
    (await publishWaiting(tx, type, current, workflow, by.actor, {
      action: "published",
      published,
    })) ?? refusal(409, `This ${NOUN[type]} is already published and has no draft waiting.`),
);

/** Drops the pending draft (it stays in the history, restorable). */
export const discardDraft = reviewStep(
  { action: "discard-draft" },
  async (type, id, by, { tx, current, workflow }) => {
    if (!workflow?.draftVersion) return refusal(409, `This ${NOUN[type]} has no draft waiting.`);
    await setWorkflow(tx, type, id, { draftVersion: null, reviewState: null });
    await recordAudit(
      by.actor,
      `${NOUN[type]} ${id} draft discarded`,
      { draft: { from: `version ${workflow.draftVersion}`, to: null } },
      tx,
    );
    return { ok: true, item: toItem(type, current), changed: true };
  },
);

/**
 * A contributor's draft (or an editor's) goes to "In review": what the screen showed is saved
 * first, in the same transaction, so what is reviewed is what the writer saw.
 */
export const submitForReview = reviewStep(
  { action: "submit", review: "submit", saveFirst: true },
  async (type, id, by, { tx, current, workflow, saved }) => {
    if (!workflow?.draftVersion && current.status !== "draft") {
      return refusal(
        409,
        `Nothing to review: the ${NOUN[type]} is ${current.status} as it is. Edit it first; your changes become a draft to submit.`,
      );
    }
    await setWorkflow(tx, type, id, {
      reviewState: "in_review",
      submittedBy: by.actor.name,
      submittedAt: new Date(),
      returnNote: null,
    });
    await recordReviewStep(tx, type, id, "submitted", by.actor, current.version);
    await recordAudit(
      by.actor,
      `${NOUN[type]} ${id} submitted for review`,
      { review: { from: workflow?.reviewState ?? null, to: "in_review" } },
      tx,
    );
    return {
      ok: true,
      item: toItem(type, current),
      changed: true,
      ...(saved?.ok && saved.draftVersion ? { draftVersion: saved.draftVersion } : {}),
    };
  },
);

/** An editor approves what is in review and publishes it. */
// The editor approves what they saw: a change since they opened it is shown first.
export const approveReview = publishStep(
  { action: "approve", review: "approve" },
  async (type, id, by, { tx, current, workflow, published }) => {
    await recordReviewStep(tx, type, id, "approved", by.actor, current.version);
    const outcome = await publishWaiting(tx, type, current, workflow, by.actor, {
      action: `approved (submitted by ${workflow?.submittedBy ?? "unknown"}) and published`,
      published,
    });
    if (outcome) return outcome;
    await setWorkflow(tx, type, id, { reviewState: null });
    return { ok: true, item: toItem(type, current), changed: true };
  },
);

/** An editor sends what is in review back to its writer, with a note saying what to change. */
export function sendBack(type: ContentType, id: number, note: string, by: Acting) {
  return reviewStep(
    { action: "return", review: "return" },
    async (type, id, by, { tx, current, workflow }) => {
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
    },
  )(type, id, by);
}
