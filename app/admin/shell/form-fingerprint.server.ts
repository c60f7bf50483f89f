// A short fingerprint of what an edit form shows: the studio remounts its fields (showing the
// stored values) only when it changes, so an upload, which changes photos alone, keeps the text.
import { createHash } from "node:crypto";

export function formFingerprint(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 12);
}
