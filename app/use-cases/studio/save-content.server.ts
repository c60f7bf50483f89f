// Saving content, by a screen, the JSON API or a job: creating an item, saving changes to it or to
// its pending draft (which one the person's role decides, docs/decisions/035), and archiving it.
// Each save is checked against the version the person loaded (a stale one is refused, never
// silently lost), runs in one transaction with its revision and audit entry, and then tells every
// process to reload its content snapshot.
import {
  changedFields,
  fieldErrorsOf,
  invalidFields,
  parseFields,
  type ContentType,
  type FieldChanges,
} from "#app/domain/content/content-schemas.ts";
import { statusChangeRefusal } from "#app/domain/content/editorial.ts";
import { refusal } from "#app/domain/shared/outcome.ts";
import { recordAudit } from "#app/models/audit-log.server.ts";
import {
  bumpContentVersion,
  conflictErrors,
  currentVersion,
  forgetRedirectFrom,
  insertItem,
  insertRevision,
  lockRow,
  NOUN,
} from "#app/models/content-store.server.ts";
import { workflowOf } from "#app/models/editorial.server.ts";
import {
  applyAndBump,
  columnsOf,
  forbidden,
  noSuchItem,
  saveToTarget,
  staleVersion,
  withImage,
  withPublishTime,
  type Acting,
  type SaveOutcome,
} from "#app/use-cases/studio/content-changes.server.ts";
import { saveThenReload } from "#app/use-cases/studio/editorial-step.server.ts";
import {
  factErrorsForStoredSave,
  textsToCheckAgainst,
} from "#app/use-cases/studio/fact-check.server.ts";

/**
 * Creates an item from its fields, each already checked by its definition (checkChanges); only an
 * editor may create it other than as a draft.
 */
export async function createItem<T extends ContentType>(
  type: T,
  input: FieldChanges<T>,
  by: Acting,
): Promise<SaveOutcome> {
  const statusRefusal = statusChangeRefusal(by.role, "draft", input.status ?? "draft");
  const refused = forbidden(by, "create") ?? (statusRefusal ? refusal(403, statusRefusal) : null);
  if (refused) return refused;
  const parsed = parseFields(type, input);
  if (!parsed.success) return invalidFields(fieldErrorsOf(parsed.error.issues));
  const fields = withPublishTime(withImage(type, parsed.data));
  const published = await textsToCheckAgainst(type, fields);
  return saveThenReload(async (tx) => {
    const errors = {
      ...(await conflictErrors(tx, type, fields, null)),
      ...(await factErrorsForStoredSave(type, fields, null, published, tx)),
    };
    if (Object.keys(errors).length > 0) return invalidFields(errors);
    const item = await insertItem(tx, type, columnsOf(type, fields));
    const changes = changedFields({}, item.fields);
    await insertRevision(tx, {
      type,
      itemId: item.id,
      version: 1,
      actor: by.actor.name,
      changes,
      snapshot: item.fields,
    });
    await forgetRedirectFrom(tx, type, fields.slug);
    await recordAudit(by.actor, `${NOUN[type]} ${item.id} created`, changes, tx);
    await bumpContentVersion(tx);
    return { ok: true, item, changed: true };
  });
}

/**
 * Saves changes to an item, to the item itself or to its pending draft (editTarget; `asDraft`
 * asks for a draft of a published item), based on `baseVersion`, the version the person loaded.
 */
export async function saveItem<T extends ContentType>(
  type: T,
  id: number,
  baseVersion: number,
  changes: FieldChanges<T>,
  by: Acting,
  options: { action?: string; asDraft?: boolean } = {},
): Promise<SaveOutcome> {
  const action = options.action ?? "saved";
  const published = await textsToCheckAgainst(type, changes);
  return saveThenReload(async (tx) => {
    const current = await lockRow(tx, type, id);
    if (!current) return noSuchItem(type, id);
    return saveToTarget(tx, type, current, await workflowOf(tx, type, id), changes, by, {
      action,
      asDraft: options.asDraft,
      baseVersion,
      published,
    });
  });
}

/** Archives an item (DELETE): its page answers 410; an editor's decision. */
export async function archiveItem(type: ContentType, id: number, by: Acting): Promise<SaveOutcome> {
  const refused = forbidden(by, "archive");
  if (refused) return refused;
  const version = await currentVersion(type, id);
  if (version === null) return noSuchItem(type, id);
  return saveThenReload(async (tx) => {
    const current = await lockRow(tx, type, id);
    if (!current) return noSuchItem(type, id);
    if (current.version !== version) return staleVersion(type, version, current.version);
    return applyAndBump(tx, type, current, { status: "archived" }, by.actor, {
      action: "archived",
      published: null,
    });
  });
}
