// Two revisions side by side: each field's old and new text, with the words that changed marked
// (rendered as <del> and <ins>, so the change is in the markup, not in a colour alone). Words are
// compared with a longest common subsequence, as `diff --word-diff` does.
import { fieldLabel, valueText } from "#app/domain/change-text.ts";

export type DiffPart = { kind: "same" | "removed" | "added"; text: string };

/** Words and the spaces between them, kept as tokens so the text reads back exactly. */
function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

/** Beyond this many word pairs the texts are compared as a whole (a bound on time and memory). */
const MAX_CELLS = 4_000_000;

/** Joins neighbouring parts of the same kind ("a", " ", "b" → "a b"). */
function merged(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last && last.kind === part.kind) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** The word-level difference between two texts, in reading order. */
export function diffWords(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ kind: "same", text: before }] : [];
  const a = tokens(before);
  const b = tokens(after);
  // Common head and tail are cheap to take off, and most edits touch a few words of a long text.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail++;
  }
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const parts: DiffPart[] = [];
  if (head > 0) parts.push({ kind: "same", text: a.slice(0, head).join("") });
  if ((midA.length + 1) * (midB.length + 1) > MAX_CELLS) {
    if (midA.length > 0) parts.push({ kind: "removed", text: midA.join("") });
    if (midB.length > 0) parts.push({ kind: "added", text: midB.join("") });
  } else {
    parts.push(...lcsParts(midA, midB));
  }
  if (tail > 0) parts.push({ kind: "same", text: a.slice(a.length - tail).join("") });
  return merged(parts);
}

function lcsParts(a: string[], b: string[]): DiffPart[] {
  const width = b.length + 1;
  // lengths[i * width + j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ kind: "same", text: a[i]! });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      parts.push({ kind: "removed", text: a[i]! });
      i++;
    } else {
      parts.push({ kind: "added", text: b[j]! });
      j++;
    }
  }
  while (i < a.length) parts.push({ kind: "removed", text: a[i++]! });
  while (j < b.length) parts.push({ kind: "added", text: b[j++]! });
  return parts;
}

/** A stored value as text to compare: long text whole (unlike the history's one line). */
export function comparableText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  if (Array.isArray(value) && value.every((entry) => typeof entry === "string")) {
    return value.join(", ");
  }
  if (typeof value === "number" || typeof value === "boolean") return valueText(value);
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, " ");
}

export interface FieldDiff {
  field: string;
  label: string;
  isChanged: boolean;
  /** The old text, words removed marked. */
  before: DiffPart[];
  /** The new text, words added marked. */
  after: DiffPart[];
}

/**
 * Every field of two snapshots, in the order of the newer one (then any only the older has),
 * each with its two sides: the old side keeps the same and removed words, the new side the same
 * and added words.
 */
export function diffSnapshots(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): FieldDiff[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.map((field) => {
    const parts = diffWords(comparableText(before[field]), comparableText(after[field]));
    return {
      field,
      label: fieldLabel(field),
      isChanged: parts.some((part) => part.kind !== "same"),
      before: parts.filter((part) => part.kind !== "added"),
      after: parts.filter((part) => part.kind !== "removed"),
    };
  });
}
