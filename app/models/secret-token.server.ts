// The random tokens handed to people (the session cookie, the e-mailed invitation and reset
// links) and the hash kept in their place: a copy of the database gives no usable token.
import { createHash, randomBytes } from "node:crypto";

/** A new token: 256 random bits, 43 base64url characters. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
