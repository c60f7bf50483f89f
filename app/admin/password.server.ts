// The operator's password: compared in constant time with ADMIN_PASSWORD, or checked against a
// scrypt hash in ADMIN_PASSWORD_HASH ("scrypt$<salt>$<hash>", both base64; see
// scripts/hash-password.ts).
import { createHash, randomBytes, scrypt, timingSafeEqual, type BinaryLike } from "node:crypto";

const KEY_LENGTH = 64;

function scryptAsync(password: BinaryLike, salt: BinaryLike, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(
  password: string,
  secret: { plain?: string; hash?: string },
): Promise<boolean> {
  if (secret.hash) {
    const [scheme, salt, expected] = secret.hash.split("$");
    if (scheme !== "scrypt" || !salt || !expected) return false;
    const expectedKey = Buffer.from(expected, "base64");
    const key = await scryptAsync(password, Buffer.from(salt, "base64"), expectedKey.length);
    return timingSafeEqual(key, expectedKey);
  }
  if (secret.plain === undefined) return false;
  // Equal-length digests, so the comparison takes the same time whatever was typed.
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(password), digest(secret.plain));
}
