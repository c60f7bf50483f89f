// Secrets stored at rest (the two-factor keys), sealed with AES-256-GCM under a key derived from
// SESSION_SECRET by HKDF, so a copy of the database or a backup alone does not give them away.
// Rotation follows the signed links' (docs/decisions/028): new seals use SESSION_SECRET, and a
// seal made under one in SESSION_SECRET_PREVIOUS still opens, and says so, so that the caller
// can seal it again under the current secret.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { sessionSecrets } from "#app/env.server.ts";

const VERSION = "v1";

function keyFrom(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "akwaaba-secret-box", purpose, 32));
}

/** Seals `plain` for one purpose ("two-factor-key"): a seal for one purpose opens for no other. */
export function seal(plain: Uint8Array, purpose: string, secrets = sessionSecrets()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secrets[0]!, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export type Opened = { plain: Buffer; isUnderOldSecret: boolean } | null;

/** Opens a seal under the current secret or a previous one; null when none opens it. */
export function open(sealedText: string, purpose: string, secrets = sessionSecrets()): Opened {
  const [version, iv, sealed, tag] = sealedText.split(".");
  if (version !== VERSION || !iv || !sealed || !tag) return null;
  for (const [index, secret] of secrets.entries()) {
    try {
      const decipher = createDecipheriv(
        "aes-256-gcm",
        keyFrom(secret, purpose),
        Buffer.from(iv, "base64url"),
      );
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(sealed, "base64url")),
        decipher.final(),
      ]);
      return { plain, isUnderOldSecret: index > 0 };
    } catch {
      // Not sealed under this secret: try the next.
    }
  }
  return null;
}
