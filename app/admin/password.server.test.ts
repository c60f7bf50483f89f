import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "#app/admin/password.server.ts";

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
