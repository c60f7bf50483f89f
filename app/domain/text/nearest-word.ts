// The known word a mistyped one was most likely meant to be, for "Did you mean …?" messages.

/** Edits (insert, delete, substitute) between two words. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidate closest to `word` (compared by `key`), or null when none is close enough to be a
 * plausible typo: within a third of the longer word's length, and at least 2 edits allowed.
 */
export function nearestWord<T>(
  word: string,
  candidates: readonly T[],
  key: (candidate: T) => readonly string[],
): T | null {
  let best: { candidate: T; distance: number } | null = null;
  for (const candidate of candidates) {
    for (const form of key(candidate)) {
      const distance = editDistance(word, form);
      const allowed = Math.max(2, Math.floor(Math.max(word.length, form.length) / 3));
      if (distance <= allowed && (!best || distance < best.distance)) {
        best = { candidate, distance };
      }
    }
  }
  return best?.candidate ?? null;
}
