// Passwords. Staff passwords are stored as argon2id hashes with their parameters (a PHC string,
// Node 24's built-in crypto.argon2); the bootstrap's ADMIN_PASSWORD_HASH is a scrypt hash
// ("scrypt$<salt>$<hash>", both base64; see scripts/hash-password.ts), accepted as the first
// owner's stored hash until their first sign-in rehashes it. Every comparison is constant-time.
import {
  argon2,
  createHash,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type BinaryLike,
} from "node:crypto";

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

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 50 ms here, bearable on every
 * sign-in, costly for anyone guessing offline. Stored with each hash, so raising them later
 * leaves existing hashes verifiable.
 */
const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

function argon2id(
  password: string,
  salt: Buffer,
  params: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2("argon2id", { message: password, nonce: salt, ...params }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** "$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>" (base64 without padding, as PHC writes). */
export async function hashStaffPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await argon2id(password, salt, ARGON2);
  const b64 = (buffer: Buffer) => buffer.toString("base64").replace(/=+$/, "");
  return `$argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$${b64(salt)}$${b64(key)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Checks a stored staff hash: argon2id (PHC) or the bootstrap's scrypt. */
export async function verifyStaffPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith("scrypt$")) return verifyPassword(password, { hash: stored });
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match;
  const expected = Buffer.from(hash!, "base64");
  const key = await argon2id(password, Buffer.from(salt!, "base64"), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return timingSafeEqual(key, expected);
}

/** Whether a stored hash should be replaced by one with today's algorithm and parameters. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(
    `$argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$`,
  );
}

/** A hash nobody's password matches, checked when an e-mail is unknown so the answer takes as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashStaffPassword(randomBytes(16).toString("base64"));
  return decoyHash;
}
