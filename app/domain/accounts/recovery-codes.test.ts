import { describe, expect, it } from "vitest";
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  readSecondFactorCode,
  recoveryCodesText,
} from "#app/domain/accounts/recovery-codes.ts";

describe("recovery codes", () => {
  it("are 12 base32 characters in groups of four", () => {
    const code = formatRecoveryCode(Uint8Array.from({ length: 12 }, (_, index) => index * 7));
    expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
  });

  it("refuse the wrong number of random bytes", () => {
    expect(() => formatRecoveryCode(new Uint8Array(8))).toThrow(/12 random bytes/);
  });

  it("are read in any case, with or without separators", () => {
    expect(normalizeRecoveryCode("ABCD-efgh-2345")).toBe("abcdefgh2345");
    expect(normalizeRecoveryCode(" abcd efgh 2345 ")).toBe("abcdefgh2345");
    expect(normalizeRecoveryCode("abcd-efgh-234")).toBeNull();
    expect(normalizeRecoveryCode("abcd-efgh-2341")).toBeNull();
  });

  it("are told apart from the app's 6 digits", () => {
    expect(readSecondFactorCode("123 456")).toEqual({ kind: "totp", code: "123456" });
    expect(readSecondFactorCode("abcd-efgh-2345")).toEqual({
      kind: "recovery",
      code: "abcdefgh2345",
    });
    expect(readSecondFactorCode("12345")).toEqual({ kind: "invalid" });
  });

  it("go into a text file with a line each", () => {
    const file = recoveryCodesText(["aaaa-bbbb-cccc", "dddd-eeee-ffff"], "me@example.com");
    expect(file).toContain("me@example.com");
    expect(file.split("\n")).toContain("dddd-eeee-ffff");
  });
});
