import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  groupedKey,
  hotp,
  otpauthUri,
  totp,
  totpStep,
  verifyTotp,
  type HmacSha1,
} from "#app/domain/totp.ts";

const hmacSha1: HmacSha1 = (key, message) => createHmac("sha1", key).update(message).digest();
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | null) => (data ? new TextDecoder().decode(data) : null);

// RFC 4226 appendix D and RFC 6238 appendix B share this key (SHA-1).
const RFC_KEY = bytes("12345678901234567890");

describe("base32 (RFC 4648 section 10 test vectors)", () => {
  const vectors: [string, string][] = [
    ["", ""],
    ["f", "MY======"],
    ["fo", "MZXQ===="],
    ["foo", "MZXW6==="],
    ["foob", "MZXW6YQ="],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI======"],
  ];

  it.each(vectors)("encodes %j as %j and reads it back", (plain, encoded) => {
    expect(base32Encode(bytes(plain))).toBe(encoded);
    expect(text(base32Decode(encoded))).toBe(plain);
  });

  it("reads keys as people type them: lowercase, spaced, unpadded", () => {
    expect(text(base32Decode("mzxw 6ytb-oi"))).toBe("foobar");
    expect(base32Encode(bytes("foobar"), { padding: false })).toBe("MZXW6YTBOI");
  });

  it("refuses characters outside the alphabet", () => {
    expect(base32Decode("MZXW1")).toBeNull();
    expect(base32Decode("MZ8W")).toBeNull();
  });

  it("round-trips a 20-byte key into 32 characters", () => {
    const key = Uint8Array.from({ length: 20 }, (_, index) => index * 13);
    const encoded = base32Encode(key, { padding: false });
    expect(encoded).toHaveLength(32);
    expect(base32Decode(encoded)).toEqual(key);
  });
});

describe("HOTP (RFC 4226 appendix D)", () => {
  const expected = [
    "755224",
    "287082",
    "359152",
    "969429",
    "338314",
    "254676",
    "287922",
    "162583",
    "399871",
    "520489",
  ];
  it.each(expected.map((code, counter) => [counter, code] as const))(
    "counter %i gives %s",
    (counter, code) => {
      expect(hotp(RFC_KEY, counter, hmacSha1)).toBe(code);
    },
  );
});

describe("TOTP (RFC 6238 appendix B, SHA-1, 8 digits)", () => {
  const vectors: [number, string][] = [
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ];
  it.each(vectors)("at %i s the code is %s", (seconds, code) => {
    expect(totp(RFC_KEY, seconds * 1000, hmacSha1, 8)).toBe(code);
  });

  it("uses 30-second steps and 6 digits by default (the last 6 of the 8)", () => {
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(60_000)).toBe(2);
    expect(totp(RFC_KEY, 1111111109_000, hmacSha1)).toBe("081804");
  });
});

describe("verifyTotp", () => {
  const now = 1234567890_000;
  const codeAt = (offsetSteps: number) => totp(RFC_KEY, now + offsetSteps * 30_000, hmacSha1);

  it("accepts now and one step either side, and says which step matched", () => {
    const step = totpStep(now);
    expect(verifyTotp(RFC_KEY, codeAt(0), now, null, hmacSha1)).toEqual({ isValid: true, step });
    expect(verifyTotp(RFC_KEY, codeAt(-1), now, null, hmacSha1)).toEqual({
      isValid: true,
      step: step - 1,
    });
    expect(verifyTotp(RFC_KEY, codeAt(1), now, null, hmacSha1)).toEqual({
      isValid: true,
      step: step + 1,
    });
  });

  it("refuses codes two steps away", () => {
    expect(verifyTotp(RFC_KEY, codeAt(-2), now, null, hmacSha1).isValid).toBe(false);
    expect(verifyTotp(RFC_KEY, codeAt(2), now, null, hmacSha1).isValid).toBe(false);
  });

  it("never accepts a step at or before the last one used", () => {
    const step = totpStep(now);
    expect(verifyTotp(RFC_KEY, codeAt(0), now, step, hmacSha1).isValid).toBe(false);
    expect(verifyTotp(RFC_KEY, codeAt(-1), now, step, hmacSha1).isValid).toBe(false);
    expect(verifyTotp(RFC_KEY, codeAt(1), now, step, hmacSha1).isValid).toBe(true);
  });

  it("ignores spaces and refuses anything but six digits", () => {
    const code = codeAt(0);
    expect(
      verifyTotp(RFC_KEY, `${code.slice(0, 3)} ${code.slice(3)}`, now, null, hmacSha1),
    ).toMatchObject({ isValid: true });
    for (const wrong of ["", "12345", "1234567", "abcdef", `${code}0`]) {
      expect(verifyTotp(RFC_KEY, wrong, now, null, hmacSha1).isValid).toBe(false);
    }
  });
});

describe("otpauth URI and the key in text", () => {
  const key = base32Decode("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")!;

  it("names the issuer and the account, and carries the key unpadded", () => {
    expect(otpauthUri("owner@example.com", key)).toBe(
      "otpauth://totp/Akwaaba%20Stays:owner%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Akwaaba%20Stays",
    );
  });

  it("groups the key in fours", () => {
    expect(groupedKey(key)).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
  });
});
