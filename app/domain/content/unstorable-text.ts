// Text PostgreSQL cannot store: the NUL character, and a lone UTF-16 surrogate ("\uD800", which
// JSON may carry but UTF-8 cannot encode). Either makes the database refuse the whole query, so a
// client's stray one must be turned away as bad input (400, naming the field) where request
// bodies are read, not reach the database and be taken for an outage (503, "Database
// unavailable" in the log).

export interface UnstorableText {
  /** Where in the value: "message", "hotel.amenities.1"; "" for the value itself. */
  path: string;
  character: "nul" | "lone surrogate";
}

/** A high surrogate with no low one after it, or a low one with no high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What in a string the database cannot store, or null. */
function unstorableIn(text: string): UnstorableText["character"] | null {
  if (text.includes("\u0000")) return "nul";
  if (LONE_SURROGATE.test(text)) return "lone surrogate";
  return null;
}

/**
 * The first string in a value (keys included) the database cannot store, and where, or null.
 * Walks with its own stack, not recursion: a client may send JSON nested thousands deep.
 */
export function findUnstorableText(value: unknown): UnstorableText | null {
  const pending: [unknown, string][] = [[value, ""]];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === "string") {
      const character = unstorableIn(item);
      if (character) return { path, character };
    } else if (Array.isArray(item)) {
      pending.push(...item.map((child, index): [unknown, string] => [child, join(path, index)]));
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        const character = unstorableIn(key);
        if (character)
          return {
            path: join(path, key.replace(new RegExp(LONE_SURROGATE, "g"), "\uFFFD")),
            character,
          };
        pending.push([child, join(path, key)]);
      }
    }
  }
  return null;
}

/** The 400's words: the field, and what to remove. */
export function unstorableTextMessage({ path, character }: UnstorableText): string {
  const where = path ? `${path}: ` : "";
  return character === "nul"
    ? `${where}Remove the NUL character (\\u0000): text here cannot contain it.`
    : `${where}Remove the broken character (a lone UTF-16 surrogate such as \\uD800): text here cannot contain it.`;
}
