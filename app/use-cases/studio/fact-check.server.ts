// The fact register's checks over stored content: at a save (a save is refused when its text
// contradicts the register or published content) and once a day over everything published, whose
// findings the operator reads on the Facts tab. The unit test (app/content/facts.test.ts) reads the
// seed; these read what readers are actually shown.
import { factPlaces, facts } from "#app/content/facts.ts";
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import { CHECKED_FIELDS, factErrorsForSave } from "#app/domain/facts/fact-check.ts";
import { findFactProblems } from "#app/domain/facts/facts.ts";
import type { Tx } from "#app/models/content-store.server.ts";
import {
  loadPublishedTexts,
  saveFactCheck,
  type PublishedText,
  type StoredFactCheck,
} from "#app/models/fact-check.server.ts";

/** Whether changes touch words the register checks (and a save must read what is published). */
export function touchesCheckedText(type: ContentType, changes: Readonly<object>): boolean {
  return CHECKED_FIELDS[type].some((field) => field in changes);
}

/**
 * The published texts a save is checked against, read before its transaction opens (so a save
 * does not read every published row while it holds its locks); null when the changes touch no
 * checked words.
 */
export async function textsToCheckAgainst(
  type: ContentType,
  changes: Readonly<object>,
): Promise<PublishedText[] | null> {
  return touchesCheckedText(type, changes) ? loadPublishedTexts() : null;
}

/**
 * Field errors for saving `fields` as an item of `type` (its stored self left out). `published` is
 * what the save read beforehand; without it the texts are read inside the transaction.
 */
export async function factErrorsForStoredSave(
  type: ContentType,
  fields: Readonly<Record<string, unknown>>,
  id: number | null,
  published: readonly PublishedText[] | null,
  tx: Tx,
): Promise<Record<string, string>> {
  const texts = published ?? (await loadPublishedTexts(tx));
  const own = id === null ? null : `${type}:${id}`;
  const others = texts.filter((text) => text.owner === null || text.owner !== own);
  // A draft is checked too: publishing it later must not need a second round of corrections.
  return factErrorsForSave(
    type,
    fields,
    others.map((text) => text.text),
    facts,
    factPlaces,
    new Date(),
  );
}

/** Checks everything published against the register and keeps the findings for the operator. */
export async function runFactCheck(today = new Date()): Promise<StoredFactCheck> {
  const published = await loadPublishedTexts();
  const problems = findFactProblems(
    published.map((text) => text.text),
    facts,
    factPlaces,
    today,
  )
    // A correct figure typed out is a style matter for the register's test, not a contradiction.
    .filter((problem) => problem.kind !== "retypes")
    .map(({ kind, where, message }) => ({ kind, where, message }));
  const check = { ranAt: today.toISOString(), problems };
  await saveFactCheck(check);
  return check;
}
