import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { enrolmentOf, verifyTotp } from "#app/domain/accounts/totp.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

// RFC 6238 appendix B's SHA-1 key; its 8-digit codes end in the 6 an app shows.
const RFC_KEY = bytes("12345678901234567890");

describe("verifyTotp computes codes as the RFCs and authenticator apps do", () => {
  const vectors: [number, string][] = [
    [59, "287082"],
    [1111111109, "081804"],
    [1111111111, "050471"],
    [1234567890, "005924"],
    [2000000000, "279037"],
    [20000000000, "353130"],
  ];
  it.each(vectors)("at %i s the code is %s", (seconds, code) => {
    expect(verifyTotp(RFC_KEY, code, seconds * 1000, null)).toEqual({
      isValid: true,
      step: Math.floor(seconds / 30),
    });
  });

  it("still takes a key enrolled before otpauth: codes the old hand-written TOTP computed", () => {
    // Worked out by the module this one replaced, for a key stored as base32 on the enrolment page.
    const key = Secret.fromBase32("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP").bytes;
    expect(verifyTotp(key, "406058", 1_700_000_000_000, null)).toEqual({
      isValid: true,
      step: 56_666_666,
    });
    expect(verifyTotp(key, "661763", 1_700_000_030_000, null)).toMatchObject({ isValid: true });
    expect(verifyTotp(key, "797823", 1_699_999_970_000, null)).toMatchObject({ isValid: true });
  });

  it("reads the key whole from a Buffer that is a view into a larger one, as node:crypto gives", () => {
    const pool = Buffer.alloc(64, 0xee);
    pool.set(RFC_KEY, 16);
    const view = pool.subarray(16, 16 + RFC_KEY.length);
    expect(verifyTotp(view, "081804", 1111111109_000, null)).toMatchObject({ isValid: true });
  });
});

describe("verifyTotp's window and replay rule", () => {
  const now = 1234567890_000;
  const step = Math.floor(now / 30_000);
  const codeAt = (offsetSteps: number) =>
    TOTP.generate({
      secret: new Secret({ buffer: RFC_KEY.buffer }),
      timestamp: now + offsetSteps * 30_000,
    });

  it("accepts now and one step either side, and says which step matched", () => {
    expect(verifyTotp(RFC_KEY, codeAt(0), now, null)).toEqual({ isValid: true, step });
    expect(verifyTotp(RFC_KEY, codeAt(-1), now, null)).toEqual({ isValid: true, step: step - 1 });
    expect(verifyTotp(RFC_KEY, codeAt(1), now, null)).toEqual({ isValid: true, step: step + 1 });
  });

  it("refuses codes two steps away", () => {
    expect(verifyTotp(RFC_KEY, codeAt(-2), now, null).isValid).toBe(false);
    expect(verifyTotp(RFC_KEY, codeAt(2), now, null).isValid).toBe(false);
  });

  it("never accepts a step at or before the last one used", () => {
    expect(verifyTotp(RFC_KEY, codeAt(0), now, step).isValid).toBe(false);
    expect(verifyTotp(RFC_KEY, codeAt(-1), now, step).isValid).toBe(false);
    expect(verifyTotp(RFC_KEY, codeAt(1), now, step).isValid).toBe(true);
  });

  it("ignores spaces and refuses anything but six digits", () => {
    const code = codeAt(0);
    expect(verifyTotp(RFC_KEY, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toMatchObject({
      isValid: true,
    });
    for (const wrong of ["", "12345", "1234567", "abcdef", `${code}0`]) {
      expect(verifyTotp(RFC_KEY, wrong, now, null).isValid).toBe(false);
    }
  });
});

describe("enrolmentOf", () => {
  const key = Secret.fromBase32("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP").bytes;

  it("names the issuer and the account in the URI, and carries the key unpadded", () => {
    expect(enrolmentOf(key, "owner@example.com")).toEqual({
      secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
      groupedSecret: "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP",
      otpauthUri:
        "otpauth://totp/Akwaaba%20Stays:owner%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Akwaaba%20Stays",
    });
  });

  it("writes a 160-bit key as 32 base32 characters without padding, as apps take it", () => {
    const twenty = Uint8Array.from({ length: 20 }, (_, index) => index * 13);
    const { secret } = enrolmentOf(twenty, "a@example.com");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toEqual(twenty);
    // A length that does not fill the last group is not padded with "=" either.
    expect(enrolmentOf(bytes("foobar"), "a@example.com").secret).toBe("MZXW6YTBOI");
  });
});
