// Translating a content item (issue 44, docs/decisions/053): saving its French version, submitting
// it for review, sending it back with a note, publishing and unpublishing it. The same rules as the
// English workflow (who may do what, 409 out of turn or on a stale version); each step locks the
// item's French version, writes a revision when the words change and its audit entry in one
// transaction, and a change visitors see reloads the content snapshot (and so the page cache).
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import {
  FRENCH_FIELD_NAMES,
  FrenchFieldsSchema,
  frenchStep,
  isTranslatable,
  type FrenchFields,
  type FrenchStatus,
  type FrenchStep,
} from "#app/domain/content/french-version.ts";
import { invalid, refusal, type Outcome, type Refusal } from "#app/domain/shared/outcome.ts";
import { recordAudit, type Actor, type Changes } from "#app/models/audit-log.server.ts";
import { reloadContentAfterChange } from "#app/models/content-snapshot/reload-after-save.server.ts";
import { bumpContentVersion, lockRow, NOUN, type Tx } from "#app/models/content-store.server.ts";
import { getDb } from "#app/models/db.server.ts";
import {
  getFrenchRevisionWords,
  insertFrenchRevision,
  insertFrenchVersion,
  lockFrenchVersion,
  updateFrenchVersion,
  type FrenchVersionRow,
} from "#app/models/french-versions.server.ts";
import type { Acting } from "#app/use-cases/studio/content-changes.server.ts";

export type FrenchOutcome = Outcome<{ version: FrenchVersionRow; changed: boolean }>;

/** A refusal thrown inside the transaction, so nothing it wrote outlives it. */
class Refused extends Error {
  readonly outcome: Refusal;
  constructor(outcome: Refusal) {
    super(outcome.error);
    this.outcome = outcome;
  }
}

/**
 * Runs a French step in one transaction; a `refuse` inside rolls it back and answers its refusal.
 * When the step changed what visitors read (`isPublic`), every process reloads its content.
 */
export async function inFrenchTransaction<Done extends object>(
  work: (tx: Tx) => Promise<Done & { isPublic: boolean }>,
): Promise<Outcome<Omit<Done, "isPublic">>> {
  const db = await getDb();
  try {
    const { isPublic, ...done } = await db.transaction(work);
    if (isPublic) await reloadContentAfterChange();
    return { ok: true, ...(done as Omit<Done, "isPublic">) };
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

export function refuse(status: 400 | 403 | 404 | 409, error: string): never {
  throw new Refused(refusal(status, error));
}

/** The item must exist and have a French page: 404 otherwise, locked until the step ends. */
async function lockItem(tx: Tx, type: ContentType, id: number) {
  if (!isTranslatable(type)) refuse(404, `A ${NOUN[type]} has no French version.`);
  const item = await lockRow(tx, type, id);
  if (!item) refuse(404, `There is no ${NOUN[type]} ${id}.`);
  return item;
}

function checkVersion(current: FrenchVersionRow | null, baseVersion: number | undefined) {
  if (baseVersion !== undefined && current && current.version !== baseVersion) {
    refuse(
      409,
      `Someone saved this French version since you opened it (now version ${current.version}). Reload it, then make your change again.`,
    );
  }
}

function wordsOf(row: FrenchVersionRow): FrenchFields {
  return { title: row.title, heading: row.heading, description: row.description, body: row.body };
}

/**
 * Saves the French words as a draft (a new version, with its revision), creating the French
 * version on its first save. Words identical to what is saved change nothing.
 */
export async function saveFrenchVersion(
  type: ContentType,
  id: number,
  input: Record<string, unknown>,
  by: Acting,
  baseVersion?: number,
): Promise<FrenchOutcome> {
  const parsed = FrenchFieldsSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return inFrenchTransaction(async (tx) => ({
    ...(await saveWords(tx, type, id, parsed.data, by, baseVersion)),
    isPublic: false,
  }));
}

/**
 * Brings back an earlier revision's French words as a new draft version: nothing in the history is
 * lost, and what visitors read changes only when an editor publishes it.
 */
export async function restoreFrenchRevision(
  type: ContentType,
  id: number,
  revision: number,
  by: Acting,
  baseVersion?: number,
): Promise<FrenchOutcome> {
  const words = Number.isSafeInteger(revision)
    ? await getFrenchRevisionWords(type, id, revision)
    : null;
  if (!words) {
    return refusal(404, `There is no French version ${revision} of ${NOUN[type]} ${id}.`);
  }
  return inFrenchTransaction(async (tx) => ({
    ...(await saveWords(tx, type, id, words, by, baseVersion, `restored to version ${revision}`)),
    isPublic: false,
  }));
}

async function saveWords(
  tx: Tx,
  type: ContentType,
  id: number,
  fields: FrenchFields,
  by: Acting,
  baseVersion: number | undefined,
  /** What the audit log says was done, when not a plain save. */
  done?: string,
): Promise<{ version: FrenchVersionRow; changed: boolean }> {
  await lockItem(tx, type, id);
  const current = await lockFrenchVersion(tx, type, id);
  checkVersion(current, baseVersion);
  const ruling = frenchStep(
    current ? (current.status as FrenchStatus) : "missing",
    "save",
    by.role,
  );
  if (!ruling.ok) refuse(ruling.status, ruling.error);
  const before = current ? wordsOf(current) : null;
  const changes: Changes = {};
  for (const name of FRENCH_FIELD_NAMES) {
    if (before?.[name] !== fields[name])
      changes[name] = { from: before?.[name] ?? null, to: fields[name] };
  }
  if (current && Object.keys(changes).length === 0) return { version: current, changed: false };
  if (current && current.status !== "draft") {
    changes.status = { from: current.status, to: "draft" };
  }
  const version = current
    ? await updateFrenchVersion(tx, type, id, {
        ...fields,
        status: "draft",
        version: current.version + 1,
        updatedBy: by.actor.name,
      })
    : await insertFrenchVersion(tx, { type, id, fields, by: by.actor.name });
  await insertFrenchRevision(tx, {
    type,
    id,
    version: version.version,
    actor: by.actor.name,
    changes,
    snapshot: { ...fields, status: "draft" },
  });
  await recordAudit(
    by.actor,
    `${NOUN[type]} ${id} French version ${done ?? (current ? "saved" : "created")}`,
    changes,
    tx,
  );
  return { version, changed: true };
}

/** Whether the words on screen differ from the saved ones (compared as a save would store them). */
function hasUnsavedWords(row: FrenchVersionRow, fields: Record<string, unknown>): boolean {
  const saved = wordsOf(row);
  return FRENCH_FIELD_NAMES.some(
    (name) => fields[name] !== undefined && String(fields[name]).trim() !== saved[name],
  );
}

export interface StepInput {
  /** The version the screen showed; a step on a newer one is refused (409). */
  baseVersion?: number;
  /**
   * The words on screen: Submit saves them first (as a draft) so what is reviewed is what was
   * seen; Publish refuses while they differ from what is saved, since it publishes what is saved.
   */
  fields?: Record<string, unknown>;
  /** Send back's note. */
  note?: string;
}

const NOTE_ERROR = "Write a note saying what to change.";

/** A workflow step on the French version: submit, send back, publish or unpublish. */
export async function takeFrenchStep(
  type: ContentType,
  id: number,
  step: Exclude<FrenchStep, "save">,
  by: Acting,
  input: StepInput = {},
): Promise<FrenchOutcome> {
  let fields: FrenchFields | undefined;
  if (input.fields && step === "submit") {
    const parsed = FrenchFieldsSchema.safeParse(input.fields);
    if (!parsed.success) return invalid(parsed.error.issues);
    fields = parsed.data;
  }
  const note = input.note?.trim() ?? "";
  if (step === "send-back" && !note) return refusal(400, NOTE_ERROR, { note: NOTE_ERROR });
  if (note.length > 2000) return refusal(400, "The note is at most 2,000 characters.");
  return inFrenchTransaction(async (tx) => {
    const { row, status } = await lockForStep(tx, { type, id, step }, by, {
      fields,
      baseVersion: input.baseVersion,
    });
    if (step === "publish" && input.fields && hasUnsavedWords(row, input.fields)) {
      refuse(409, "Save or discard your changes first: Publish publishes what is saved.");
    }
    const applied = await applyFrenchStep(tx, { type, id, row, step, status }, by.actor, {
      note,
    });
    return { ...applied, changed: true };
  });
}

/**
 * Saves the words on screen first when given (so a step acts on what was seen), then locks the
 * French version and rules on `step` for the person: the version and the status it goes to, or a
 * refusal thrown (a stale version, a step out of turn, a role that may not).
 */
export async function lockForStep(
  tx: Tx,
  change: { type: ContentType; id: number; step: Exclude<FrenchStep, "save"> },
  by: Acting,
  screen: { fields?: FrenchFields; baseVersion?: number },
): Promise<{ row: FrenchVersionRow; status: FrenchStatus }> {
  const { type, id, step } = change;
  let baseVersion = screen.baseVersion;
  if (screen.fields) {
    const saved = await saveWords(tx, type, id, screen.fields, by, baseVersion);
    baseVersion = saved.version.version;
  } else {
    await lockItem(tx, type, id);
  }
  const current = await lockFrenchVersion(tx, type, id);
  checkVersion(current, baseVersion);
  const ruling = frenchStep(current ? (current.status as FrenchStatus) : "missing", step, by.role, {
    isLive: current?.published != null,
  });
  if (!ruling.ok) refuse(ruling.status, ruling.error);
  return { row: current!, status: ruling.status };
}

/**
 * Writes a step the rules allowed (frenchStep) to the locked French version `row`, with its audit
 * entry: by a person, or by the server carrying out a schedule (`how`: "as scheduled by …").
 */
export async function applyFrenchStep(
  tx: Tx,
  change: {
    type: ContentType;
    id: number;
    row: FrenchVersionRow;
    step: Exclude<FrenchStep, "save">;
    status: FrenchStatus;
  },
  actor: Actor,
  details: { note?: string; how?: string } = {},
): Promise<{ version: FrenchVersionRow; isPublic: boolean }> {
  const { type, id, row, step, status } = change;
  const note = details.note ?? "";
  const now = new Date();
  const set: Partial<FrenchVersionRow> = { status, updatedBy: actor.name };
  let verb: string;
  if (step === "submit") {
    Object.assign(set, { submittedBy: actor.name, submittedAt: now, returnNote: null });
    verb = "French version submitted for review";
  } else if (step === "send-back") {
    Object.assign(set, { returnNote: note });
    verb = "French version sent back";
  } else if (step === "publish") {
    Object.assign(set, {
      published: wordsOf(row),
      publishedAt: now,
      publishedBy: actor.name,
      returnNote: null,
    });
    verb = "French version published";
  } else {
    Object.assign(set, { published: null, publishedAt: null, publishedBy: null });
    verb = "French version unpublished";
  }
  const version = await updateFrenchVersion(tx, type, id, set);
  const isPublic = step === "publish" || step === "unpublish";
  if (isPublic) await bumpContentVersion(tx);
  await recordAudit(
    actor,
    `${NOUN[type]} ${id} ${verb}${details.how ? ` ${details.how}` : ""}`,
    {
      status: { from: row.status, to: status },
      // Who submitted what an editor published, as the English approval records it.
      ...(step === "publish" && row.submittedBy
        ? { submittedBy: { from: null, to: row.submittedBy } }
        : {}),
      ...(note ? { note: { from: null, to: note } } : {}),
    },
    tx,
  );
  return { version, isPublic };
}
