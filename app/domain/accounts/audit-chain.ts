// The audit log's chain (docs/decisions/034): each entry carries an HMAC over its own fields and
// the previous entry's HMAC, under a secret the database never holds. Whoever can write the
// table but not read that secret cannot rewrite, insert before or remove an entry without the
// chain breaking there; removing the newest entries shows against a head a backup recorded.

/** The fields an entry's HMAC covers, as stored. */
export interface ChainedEntry {
  createdAt: string;
  actor: string;
  staffId: number | null;
  clientHash: string | null;
  kind: string;
  action: string;
  changes: unknown;
  keyId: string;
}

/** The newest entry of a chain: what a backup's manifest records. */
export interface ChainHead {
  id: number;
  hmac: string;
}

/** jsonb keeps keys in its own order: sorted keys give the same text before and after storing. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * The text an entry's HMAC signs: its fields and the previous entry's HMAC ("" for the first), as
 * one JSON array, so no field's words can pass for another's.
 */
export function chainMessage(entry: ChainedEntry, previousHmac: string): string {
  return canonicalJson([
    entry.createdAt,
    entry.actor,
    entry.staffId,
    entry.clientHash,
    entry.kind,
    entry.action,
    entry.changes,
    entry.keyId,
    previousHmac,
  ]);
}

/** How one stored entry stands against the secrets configured now. */
export type LinkVerdict = "signed" | "unsigned" | "unknown-key" | "mismatch";

/** The first entry where the chain breaks, in words the System tab and a backup show. */
export function brokenLinkReason(
  id: number,
  verdict: Exclude<LinkVerdict, "signed">,
  keyId?: string | null,
): string {
  switch (verdict) {
    case "unsigned":
      return `Entry ${id} has no signature: it was written outside the app, or before the chain existed and never signed.`;
    case "unknown-key":
      return `Entry ${id} was signed under a secret no longer configured (key ${keyId ?? "none"}): put that secret back in SESSION_SECRET_PREVIOUS to verify it and the entries after it.`;
    case "mismatch":
      return `Entry ${id} does not match its signature: it, or the entry before it, was changed or removed after it was written.`;
  }
}

/**
 * Whether a chain still holds the head an earlier backup recorded: the entry with that id must be
 * there with the same HMAC. `current` is that entry's HMAC now, undefined when it is gone. Null
 * when it holds; otherwise a sentence naming the entry and the backup.
 */
export function headMismatch(
  recorded: ChainHead,
  current: string | null | undefined,
  recordedBy: string,
): string | null {
  if (current === recorded.hmac) return null;
  if (current === undefined) {
    return `Entry ${recorded.id}, the newest entry when ${recordedBy} was taken, is gone from the audit log: entries were removed since.`;
  }
  return `Entry ${recorded.id} differs from the entry ${recordedBy} recorded: the audit log was rewritten since.`;
}
