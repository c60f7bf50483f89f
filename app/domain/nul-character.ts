// PostgreSQL cannot store the NUL character in text, and refuses the whole query: a client's
// stray "\u0000" must be turned away as bad input (400), not reach the database and be taken
// for an outage (503, "Database unavailable" in the log).

/**
 * The path of a string holding a NUL character ("" for the value itself), or null.
 * Walks with its own stack, not recursion: a client may send JSON nested thousands deep.
 */
export function pathOfNul(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, ""]];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return path;
    } else if (Array.isArray(item)) {
      pending.push(...item.map((child, index): [unknown, string] => [child, join(path, index)]));
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000")) return join(path, key);
        pending.push([child, join(path, key)]);
      }
    }
  }
  return null;
}

export function nulMessage(path: string): string {
  const where = path ? `${path}: ` : "";
  return `${where}Remove the NUL character (\\u0000): text here cannot contain it.`;
}
