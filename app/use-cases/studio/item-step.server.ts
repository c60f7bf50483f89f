// The prelude every editorial step on one item shares, so each step states only its own work: the
// person's role is checked, the item is locked in one transaction (404 when it is gone), its
// review state checked against the step (409), and the version the person saw compared (409). And
// the reload after a change visitors see.
import type { ContentType } from "#app/domain/content-schemas.ts";
import {
  reviewStepRefusal,
  type EditorialAction,
  type ReviewState,
  type ReviewStep,
} from "#app/domain/editorial.ts";
import { refusal } from "#app/domain/outcome.ts";
import { lockRow, type Row, type Tx } from "#app/models/content-store.server.ts";
import { reloadContentAfterChange } from "#app/models/content-snapshot/after-change.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { workflowOf, type WorkflowRow } from "#app/models/editorial.server.ts";
import { loadPublishedTexts, type PublishedText } from "#app/models/fact-check.server.ts";
import {
  forbidden,
  noSuchItem,
  staleVersion,
  type Acting,
  type SaveOutcome,
  type SaveRefusal,
} from "#app/use-cases/studio/content-changes.server.ts";

export interface StepRules {
  /** What the role must be allowed to do. */
  action: EditorialAction;
  /** The review step the item's review state must allow. */
  review?: ReviewStep;
  /** The version the person saw; a newer one is refused. */
  baseVersion?: number;
  /** Whether the step may publish, so needs the published texts for the fact check. */
  mayPublish?: boolean;
}

export interface StepItem {
  tx: Tx;
  current: Row;
  workflow: WorkflowRow | null;
  /** What is published, read before the transaction when the step may publish. */
  published: readonly PublishedText[] | null;
}

/** Checks the rules, then runs `work` on the locked item in one transaction. */
export async function itemStep<T extends { ok: boolean }>(
  type: ContentType,
  id: number,
  by: Acting,
  rules: StepRules,
  work: (item: StepItem) => Promise<T | SaveRefusal>,
): Promise<T | SaveRefusal> {
  const refused = forbidden(by, rules.action);
  if (refused) return refused;
  const published = rules.mayPublish ? await loadPublishedTexts() : null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await lockRow(tx, type, id);
    if (!current) return noSuchItem(type, id);
    const workflow = await workflowOf(tx, type, id);
    const state = (workflow?.reviewState as ReviewState | null) ?? null;
    const stepRefusal = rules.review ? reviewStepRefusal(state, rules.review) : null;
    if (stepRefusal) return refusal(409, stepRefusal);
    if (rules.baseVersion !== undefined && current.version !== rules.baseVersion) {
      return staleVersion(type, rules.baseVersion, current.version);
    }
    return work({ tx, current, workflow, published });
  });
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
