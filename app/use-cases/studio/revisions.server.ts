// Bringing back an earlier revision of an item: as a draft by default, or put live at once by an
// editor. The revision's whole fields are saved as a new version (nothing in the history is lost).
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import { refusal } from "#app/domain/shared/outcome.ts";
import { getRevisionSnapshot, NOUN } from "#app/models/content-store.server.ts";
import { setWorkflow } from "#app/models/editorial.server.ts";
import {
  applyAndBump,
  forbidden,
  saveAsDraft,
  type Acting,
  type SaveOutcome,
} from "#app/use-cases/studio/content-changes.server.ts";
import { textsToCheckAgainst } from "#app/use-cases/studio/fact-check.server.ts";
import { editorialStep, reloadAfter } from "#app/use-cases/studio/editorial-step.server.ts";

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
  const action = options.publish ? "restore-and-publish" : "restore";
  const refused = forbidden(by, action);
  if (refused) return refused;
  if (!Number.isSafeInteger(revision) || revision < 1) {
    return refusal(404, `There is no such version of ${NOUN[type]} ${id}.`);
  }
  const snapshot = await getRevisionSnapshot(type, id, revision);
  if (!snapshot) return refusal(404, `There is no version ${revision} of ${NOUN[type]} ${id}.`);
  const published = await textsToCheckAgainst(type, snapshot);
  const restored = `restored to version ${revision}`;
  const outcome = await editorialStep<SaveOutcome>(
    type,
    id,
    by,
    { action, baseVersion },
    async ({ tx, current, workflow }) => {
      if (options.publish) {
        const saved = await applyAndBump(
          tx,
          type,
          current,
          { ...snapshot, status: "published" },
          by.actor,
          { action: `${restored} and published`, published },
        );
        // A draft waiting is superseded (it stays in the history).
        if (saved.ok && workflow?.draftVersion) {
          await setWorkflow(tx, type, id, { draftVersion: null, reviewState: null });
        }
        return saved;
      }
      const changes = { ...snapshot, status: current.status };
      if (current.status === "draft" && !workflow?.draftVersion) {
        return applyAndBump(tx, type, current, changes, by.actor, { action: restored, published });
      }
      return saveAsDraft(tx, type, current, workflow, changes, by, {
        action: `draft ${restored}`,
        published,
      });
    },
  );
  return reloadAfter(outcome);
}
