// The steps every content save shares, inside the caller's one transaction: validating changes
// over the stored item (or its pending draft), checking what the schema cannot (a free slug, the
// fact register), and writing the next version with its revision, its slug redirect and its audit
// entry; saving to the pending draft; and publishing what waits. Also who acts and the refusals
// the studio's use-cases share.
import { CHECKED_FIELDS } from "#app/domain/facts/fact-check.ts";
import {
  changedFields,
  drawnImagePath,
  fieldErrorsOf,
  FIXED_PAGE_SLUGS,
  invalidFields,
  isPageType,
  parseFields,
  type ContentFields,
  type ContentType,
  type FieldChanges,
} from "#app/domain/content/content-schemas.ts";
import {
  editorialRefusal,
  editTarget,
  statusChangeRefusal,
  type EditorialAction,
} from "#app/domain/content/editorial.ts";
import type { HotelFields } from "#app/domain/content/hotel-definition.ts";
import { refusal, type Refusal } from "#app/domain/shared/outcome.ts";
import { priceRangeLabel } from "#app/domain/hotels/price-range.ts";
import { conversionRate } from "#app/domain/money/cedi-settings.ts";
import { usdValue } from "#app/domain/hotels/rates.ts";
import type { Role } from "#app/domain/accounts/roles.ts";
import { recordAudit, type Actor, type Changes } from "#app/models/audit-log.server.ts";
import {
  bumpContentVersion,
  bumpItemVersion,
  conflictErrors,
  fieldsOf,
  insertRevision,
  keepSeedRevision,
  NOUN,
  recordSlugChange,
  toItem,
  updateItem,
  type ContentItem,
  type Row,
  type Tx,
} from "#app/models/content-store.server.ts";
import type { ContentReloadWait } from "#app/models/content-snapshot/reload-after-save.server.ts";
import { draftFields, setWorkflow, type WorkflowRow } from "#app/models/editorial.server.ts";
import type { PublishedText } from "#app/models/fact-check.server.ts";
import { factErrorsForStoredSave } from "#app/use-cases/studio/fact-check.server.ts";

/** Who acts: the audit's actor and the role the rules are checked against. */
export interface Acting {
  actor: Actor;
  role: Role;
}

/** A refused save; a stale one says which version the item is at now. */
export type SaveRefusal = Refusal & { currentVersion?: number };

export type SaveOutcome =
  | {
      ok: true;
      item: ContentItem;
      changed: boolean;
      /**
       * Whether public pages show the change yet (a saved change stays saved whatever the reload
       * does); absent when nothing changed.
       */
      publicPages?: ContentReloadWait;
      /** Set when the change was saved as the pending draft (visitors still see the live item). */
      draftVersion?: number;
    }
  | SaveRefusal;

/** 403 when the person's role may not take this step. */
export function forbidden(by: Acting, action: EditorialAction): Refusal | null {
  const message = editorialRefusal(by.role, action);
  return message ? refusal(403, message) : null;
}

export function noSuchItem(type: ContentType, id: number): Refusal {
  return refusal(404, `There is no ${NOUN[type]} ${id}.`);
}

export function staleVersion(type: ContentType, base: number, current: number): SaveRefusal {
  return {
    ...refusal(
      409,
      `This ${NOUN[type]} was saved by someone else since you opened it (you edited version ${base}; it is now version ${current}). Reload it, apply your changes again, and save.`,
    ),
    currentVersion: current,
  };
}

/**
 * An empty image is the item's drawn illustration, which follows the slug: an item that shows
 * its own illustration keeps showing it when renamed.
 */
export function withImage<F extends { slug: string }>(type: ContentType, fields: F, before?: F): F {
  if (!isPageType(type) || !("image" in fields)) return fields;
  const followsSlug =
    before &&
    "image" in before &&
    before.image === drawnImagePath(type, before.slug) &&
    fields.image === before.image;
  return !fields.image || followsSlug
    ? { ...fields, image: drawnImagePath(type, fields.slug) }
    : fields;
}

/** Whether `fields`, of the kind `type`, are a hotel's. */
function isHotel(type: ContentType, _fields: object): _fields is HotelFields {
  return type === "hotels";
}

/** The columns to write for validated fields (derived columns included). */
export function columnsOf<T extends ContentType>(
  type: T,
  fields: ContentFields<T>,
): Record<string, unknown> {
  if (isHotel(type, fields)) return hotelColumns(fields);
  // A post's publish time is a timestamp column.
  if ("publishedAt" in fields) {
    return { ...fields, publishedAt: fields.publishedAt ? new Date(fields.publishedAt) : null };
  }
  return fields;
}

/**
 * A hotel's columns: its fields and the price label. The pages derive the label from the rate's
 * dollar value at the operator's rate (content-snapshot); the stored one is taken at the cited
 * reference rate.
 */
function hotelColumns(hotel: HotelFields) {
  const usd = usdValue(
    { currency: hotel.priceCurrency, amount: hotel.price },
    conversionRate(null),
  );
  return { ...hotel, priceRange: priceRangeLabel(usd) };
}

/** A draft needs no publish time; a post published without one goes public now. */
export function withPublishTime<F extends { status: string }>(fields: F): F {
  if (!("publishedAt" in fields) || fields.status !== "published" || fields.publishedAt) {
    return fields;
  }
  return { ...fields, publishedAt: new Date().toISOString() };
}

/** The About, legal and culture pages are routes the footer links: they stay where they are. */
function fixedPageErrors(
  type: ContentType,
  before: { slug: string },
  after: { slug: string; status: string },
): Record<string, string> {
  if (type !== "pages" || !FIXED_PAGE_SLUGS.has(before.slug)) return {};
  const errors: Record<string, string> = {};
  if (after.slug !== before.slug) {
    errors.slug = `The ${before.slug} page keeps its address: every page's footer links to it.`;
  }
  if (after.status !== "published") {
    errors.status = `The ${before.slug} page stays published: every page's footer links to it. Edit its words instead.`;
  }
  return errors;
}

export interface ChangeOptions<T extends ContentType> {
  /** What the audit says was done ("saved", "archived"). */
  action: string;
  isDryRun?: boolean;
  /** A pending draft's fields, to change instead of the stored ones. */
  base?: FieldChanges<T>;
  /** The published texts read before the transaction (textsToCheckAgainst). */
  published: readonly PublishedText[] | null;
}

/**
 * Validates `changes` over the stored row (or over `base`) and, unless it is a dry run, saves them
 * as the next version with its revision, slug redirect and audit entry, inside the caller's
 * transaction. `after` is the whole item as it would be.
 */
export async function applyChanges<T extends ContentType>(
  tx: Tx,
  type: T,
  current: Row,
  changes: FieldChanges<T>,
  actor: Actor,
  options: ChangeOptions<T>,
): Promise<SaveOutcome & { diff?: Changes; after?: ContentFields<T> }> {
  const stored = fieldsOf(type, current);
  // A draft saved before a field existed takes the stored item's for it.
  const before = options.base ? { ...stored, ...options.base } : stored;
  const parsed = parseFields(type, { ...before, ...changes });
  if (!parsed.success) return invalidFields(fieldErrorsOf(parsed.error.issues));
  const after = withPublishTime(withImage(type, parsed.data, before));
  const diff = changedFields(before, after);
  if (Object.keys(diff).length === 0) {
    return { ok: true, item: toItem<ContentType>(type, current), changed: false, diff, after };
  }
  // Only words that change are checked against the register: an edit to a price is not refused
  // for a sentence the operator did not touch (the daily check lists those).
  const changedText = CHECKED_FIELDS[type].filter((field) => field in diff);
  const checked = {
    slug: after.slug,
    ...Object.fromEntries(Object.entries(after).filter(([name]) => changedText.includes(name))),
  };
  const errors = {
    ...fixedPageErrors(type, before, after),
    ...(await conflictErrors(tx, type, after, current.id)),
    ...(changedText.length > 0
      ? await factErrorsForStoredSave(type, checked, current.id, options.published, tx)
      : {}),
  };
  if (Object.keys(errors).length > 0) return invalidFields(errors);
  if (options.isDryRun) {
    return { ok: true, item: toItem<ContentType>(type, current), changed: true, diff, after };
  }
  // An item the seed added has no revision of how it began: keep that too, so it can be restored.
  await keepSeedRevision(tx, type, current);
  const item = await updateItem(tx, type, current, columnsOf(type, after));
  await insertRevision(tx, {
    type,
    itemId: current.id,
    version: item.version,
    actor: actor.name,
    changes: diff,
    snapshot: after,
  });
  if (diff.slug) await recordSlugChange(tx, type, before.slug, after.slug);
  await recordAudit(actor, `${NOUN[type]} ${current.id} ${options.action}`, diff, tx);
  return { ok: true, item, changed: true, diff, after };
}

/** applyChanges, telling every process the content changed when it did. */
export async function applyAndBump<T extends ContentType>(
  ...change: Parameters<typeof applyChanges<T>>
): Promise<SaveOutcome> {
  const saved = await applyChanges(...change);
  if (saved.ok && saved.changed) await bumpContentVersion(change[0]);
  return saved;
}

/**
 * Saves changes as the item's pending draft: a revision marked as a draft, and the item's version
 * moved on (so any later save based on the older version is refused, as for the item itself),
 * while its fields, its page and the public snapshot stay as they are.
 */
export async function saveAsDraft<T extends ContentType>(
  tx: Tx,
  type: T,
  current: Row,
  workflow: WorkflowRow | null,
  changes: FieldChanges<T>,
  by: Acting,
  options: { action: string; published: readonly PublishedText[] | null },
): Promise<SaveOutcome> {
  const base =
    (workflow?.draftVersion && (await draftFields(tx, type, current.id, workflow.draftVersion))) ||
    fieldsOf(type, current);
  const checked = await applyChanges(tx, type, current, changes, by.actor, {
    ...options,
    isDryRun: true,
    base,
  });
  if (!checked.ok) return checked;
  if (!checked.changed && workflow?.draftVersion) return checked;
  await keepSeedRevision(tx, type, current);
  const item = await bumpItemVersion(tx, type, current);
  await insertRevision(tx, {
    type,
    itemId: current.id,
    version: item.version,
    actor: by.actor.name,
    changes: checked.diff ?? {},
    snapshot: checked.after!,
    isDraft: true,
  });
  await setWorkflow(tx, type, current.id, { draftVersion: item.version });
  await recordAudit(
    by.actor,
    `${NOUN[type]} ${current.id} ${options.action}`,
    checked.diff ?? {},
    tx,
  );
  return { ok: true, item, changed: true, draftVersion: item.version };
}

/**
 * Publishes what is waiting inside the caller's transaction: the pending draft over the live
 * item, or a draft item itself. Clears the draft and the review. Null when there was nothing to
 * publish (already published as it is).
 */
export async function publishWaiting(
  tx: Tx,
  type: ContentType,
  current: Row,
  workflow: WorkflowRow | null,
  actor: Actor,
  options: { action: string; published: readonly PublishedText[] | null },
): Promise<SaveOutcome | null> {
  const { action, published } = options;
  let outcome: SaveOutcome;
  if (workflow?.draftVersion) {
    const draft = await draftFields(tx, type, current.id, workflow.draftVersion);
    outcome = await applyAndBump(tx, type, current, { ...draft, status: "published" }, actor, {
      action: `${action} (draft version ${workflow.draftVersion})`,
      published,
    });
  } else if (current.status !== "published") {
    outcome = await applyAndBump(tx, type, current, { status: "published" }, actor, {
      action,
      published,
    });
  } else {
    return null;
  }
  if (!outcome.ok) return outcome;
  await setWorkflow(tx, type, current.id, { draftVersion: null, reviewState: null });
  return outcome;
}

/**
 * Saves changes where the person's role and the item's state send them (editTarget): the item
 * itself or its pending draft; `asDraft` asks for a draft of a published item. Inside the caller's
 * transaction, on the locked row; `baseVersion`, when given, is checked after the role's rules.
 */
export async function saveToTarget<T extends ContentType>(
  tx: Tx,
  type: T,
  current: Row,
  workflow: WorkflowRow | null,
  changes: FieldChanges<T>,
  by: Acting,
  options: {
    action: string;
    asDraft?: boolean;
    baseVersion?: number;
    published: readonly PublishedText[] | null;
  },
): Promise<SaveOutcome> {
  const hasDraft = Boolean(workflow?.draftVersion);
  const where = editTarget(by.role, current.status, hasDraft, options.asDraft);
  if ("refused" in where) return refusal(403, where.refused);
  const draft =
    hasDraft && workflow?.draftVersion
      ? await draftFields(tx, type, current.id, workflow.draftVersion)
      : null;
  const statusRefusal = statusChangeRefusal(
    by.role,
    draft?.status ?? current.status,
    changes.status,
  );
  if (statusRefusal) return refusal(403, statusRefusal);
  if (options.baseVersion !== undefined && current.version !== options.baseVersion) {
    return staleVersion(type, options.baseVersion, current.version);
  }
  const { action, published } = options;
  if (where.target === "draft") {
    return saveAsDraft(tx, type, current, workflow, changes, by, {
      action: `draft ${action}`,
      published,
    });
  }
  return applyAndBump(tx, type, current, changes, by.actor, { action, published });
}

/**
 * Whether `changes` (a screen's fields) differ from what is saved: the pending draft, or the item.
 * Compared as a save would validate them; fields a save would refuse differ too.
 */
export async function differsFromSaved<T extends ContentType>(
  tx: Tx,
  type: T,
  current: Row,
  workflow: WorkflowRow | null,
  changes: FieldChanges<T>,
): Promise<boolean> {
  const stored = fieldsOf(type, current);
  const draft =
    workflow?.draftVersion && (await draftFields(tx, type, current.id, workflow.draftVersion));
  const before = draft ? { ...stored, ...draft } : stored;
  // Both sides go through the schema: a browser sends a text area's lines ending in CRLF where
  // the stored text (a restored seed revision) has LF, and a version saved before a field existed
  // gets its default, so only what the screen changed counts. The publish time a save would
  // stamp is not something the screen shows.
  const normalised = (fields: FieldChanges<T>) => {
    const parsed = parseFields(type, fields);
    return parsed.success ? withImage(type, parsed.data, before) : null;
  };
  const onScreen = normalised({ ...before, ...changes });
  if (!onScreen) return true;
  return Object.keys(changedFields(normalised(before) ?? before, onScreen)).length > 0;
}
