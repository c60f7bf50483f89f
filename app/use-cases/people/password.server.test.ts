import { describe, expect, it } from "vitest";
import {
  hashPassword,
  hashStaffPassword,
  needsRehash,
  verifyPassword,
  verifyStaffPassword,
} from "#app/use-cases/people/password.server.ts";

describe("verifyPassword", () => {
  it("compares with a plain password", async () => {
    expect(await verifyPassword("correct horse", { plain: "correct horse" })).toBe(true);
    expect(await verifyPassword("correct hors", { plain: "correct horse" })).toBe(false);
    expect(await verifyPassword("", { plain: "correct horse" })).toBe(false);
  });

  it("checks a scrypt hash, which wins over a plain password", async () => {
    const hash = await hashPassword("battery staple");
    expect(hash).toMatch(/^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("battery staple", { hash, plain: "other" })).toBe(true);
    expect(await verifyPassword("other", { hash, plain: "other" })).toBe(false);
  });

  it("refuses a malformed hash", async () => {
    expect(await verifyPassword("x", { hash: "md5$abc" })).toBe(false);
  });
});

describe("staff passwords", () => {
  it("hashes with argon2id, its parameters stored with the hash", async () => {
    const hash = await hashStaffPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(await verifyStaffPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyStaffPassword("correct horse batter", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("accepts the bootstrap's scrypt hash, marked for rehashing", async () => {
    const hash = await hashPassword("battery staple");
    expect(await verifyStaffPassword("battery staple", hash)).toBe(true);
    expect(await verifyStaffPassword("battery stapl", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });

  it("refuses a malformed hash", async () => {
    expect(await verifyStaffPassword("x", "$argon2id$v=19$m=1$abc")).toBe(false);
  });
});
