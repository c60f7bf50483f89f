// The prelude every editorial step on one item shares, so each step states only its own work: the
// person's role is checked, the item is locked in one transaction (404 when it is gone), its
// review state checked against the step (409), the version the person saw compared (409), and
// what their screen showed either saved first or, where the step must not act on anything
// unsaved, compared with what is saved (409 when it differs). A step that refuses leaves nothing
// behind: its transaction is rolled back. And the reload after a change visitors see.
import type { ContentType, FieldChanges } from "#app/domain/content/content-schemas.ts";
import {
  reviewStepRefusal,
  type EditorialAction,
  type ReviewState,
  type ReviewStep,
} from "#app/domain/content/editorial.ts";
import { refusal } from "#app/domain/shared/outcome.ts";
import { lockRow, type Row, type Tx } from "#app/models/content-store.server.ts";
import { reloadContentAfterChange } from "#app/models/content-snapshot/reload-after-save.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { workflowOf, type WorkflowRow } from "#app/models/editorial.server.ts";
import { loadPublishedTexts, type PublishedText } from "#app/models/fact-check.server.ts";
import {
  differsFromSaved,
  forbidden,
  noSuchItem,
  saveToTarget,
  staleVersion,
  type Acting,
  type SaveOutcome,
  type SaveRefusal,
} from "#app/use-cases/studio/content-changes.server.ts";
import { textsToCheckAgainst } from "#app/use-cases/studio/fact-check.server.ts";

/** Why a step that must act on what is saved refuses while the screen holds more. */
export const UNSAVED_CHANGES = "Save or discard your changes first.";

/**
 * The fields the person's screen showed with the step. "save": saved first (as a save would,
 * or as a draft with `asDraft`), in the step's transaction; "refuse": the step is refused while
 * they differ from what is saved.
 */
export type OnScreen =
  | { changes: FieldChanges<ContentType>; then: "save"; asDraft?: boolean }
  | { changes: FieldChanges<ContentType>; then: "refuse" };

export interface StepRules {
  /** What the role must be allowed to do. */
  action: EditorialAction;
  /** The review step the item's review state must allow. */
  review?: ReviewStep;
  /** The version the person saw; a newer one is refused. */
  baseVersion?: number;
  /** Whether the step may publish, so needs the published texts for the fact check. */
  mayPublish?: boolean;
  /** What the screen showed, when the step came from one. */
  onScreen?: OnScreen;
}

export interface StepItem {
  tx: Tx;
  current: Row;
  workflow: WorkflowRow | null;
  /** What is published, read before the transaction when the step may publish. */
  published: readonly PublishedText[] | null;
  /** The save of what the screen showed, when the step saved it first and it changed anything. */
  saved: SaveOutcome | null;
}

/** What a screen sent with a step: the version it showed, and its fields. */
export interface FromScreen {
  baseVersion?: number;
  /** The fields as shown, to save first or to compare (each step says which). */
  changes?: FieldChanges<ContentType>;
}

/** A refusal carried out of a transaction, so that it rolls back. */
class StepRefused extends Error {
  readonly outcome: SaveRefusal;
  constructor(outcome: SaveRefusal) {
    super(outcome.error);
    this.outcome = outcome;
  }
}

/** Checks the rules, then runs `work` on the locked item in one transaction. */
export async function editorialStep<T extends { ok: boolean }>(
  type: ContentType,
  id: number,
  by: Acting,
  rules: StepRules,
  work: (item: StepItem) => Promise<T | SaveRefusal>,
): Promise<T | SaveRefusal> {
  const refused = forbidden(by, rules.action);
  if (refused) return refused;
  const { onScreen } = rules;
  const published = rules.mayPublish
    ? await loadPublishedTexts()
    : onScreen?.then === "save"
      ? await textsToCheckAgainst(type, onScreen.changes)
      : null;
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockRow(tx, type, id);
      if (!locked) return noSuchItem(type, id);
      let current = locked;
      let workflow = await workflowOf(tx, type, id);
      const state = (workflow?.reviewState as ReviewState | null) ?? null;
      const stepRefusal = rules.review ? reviewStepRefusal(state, rules.review) : null;
      if (stepRefusal) return refusal(409, stepRefusal);
      if (rules.baseVersion !== undefined && current.version !== rules.baseVersion) {
        return staleVersion(type, rules.baseVersion, current.version);
      }
      let saved: SaveOutcome | null = null;
      if (onScreen?.then === "refuse") {
        if (await differsFromSaved(tx, type, current, workflow, onScreen.changes)) {
          return refusal(409, UNSAVED_CHANGES);
        }
      } else if (onScreen?.then === "save") {
        const outcome = await saveToTarget(tx, type, current, workflow, onScreen.changes, by, {
          action: "saved",
          asDraft: onScreen.asDraft,
          published,
        });
        if (!outcome.ok) return outcome;
        if (outcome.changed) {
          saved = outcome;
          current = (await lockRow(tx, type, id))!;
          workflow = await workflowOf(tx, type, id);
        }
      }
      const result = await work({ tx, current, workflow, published, saved });
      // Whatever the step wrote before it refused (the save of the screen, a review event) goes.
      if (!result.ok) throw new StepRefused(result as SaveRefusal);
      return result;
    });
  } catch (error) {
    if (error instanceof StepRefused) return error.outcome;
    throw error;
  }
}

/** After a committed change visitors see (not a pending draft): reloads the content snapshot. */
export async function reloadAfter(outcome: SaveOutcome): Promise<SaveOutcome> {
  if (!outcome.ok || !outcome.changed || outcome.draftVersion) return outcome;
  return { ...outcome, publicPages: await reloadContentAfterChange() };
}

/** Runs `work` in one transaction, then reloads after what it changed. */
export async function saveThenReload(work: (tx: Tx) => Promise<SaveOutcome>): Promise<SaveOutcome> {
  const db = await getDb();
  return reloadAfter(await db.transaction(work));
}
