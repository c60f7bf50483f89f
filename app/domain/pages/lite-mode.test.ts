import { describe, expect, it } from "vitest";
import { isLiteRequest, liteCookie, LiteFormSchema } from "#app/domain/pages/lite-mode.ts";

describe("isLiteRequest", () => {
  it("follows the Save-Data hint when the reader has not chosen", () => {
    expect(isLiteRequest({ saveData: "on", cookie: null })).toBe(true);
    expect(isLiteRequest({ saveData: " On ", cookie: "other=1" })).toBe(true);
    expect(isLiteRequest({ saveData: "off", cookie: null })).toBe(false);
    expect(isLiteRequest({ saveData: null, cookie: null })).toBe(false);
  });

  it("lets the reader's cookie win over the hint, either way", () => {
    expect(isLiteRequest({ saveData: "on", cookie: "akwaaba_lite=0" })).toBe(false);
    expect(isLiteRequest({ saveData: null, cookie: "a=b; akwaaba_lite=1" })).toBe(true);
  });

  it("ignores a cookie value it does not know, and cookies with a similar name", () => {
    expect(isLiteRequest({ saveData: "on", cookie: "akwaaba_lite=maybe" })).toBe(true);
    expect(isLiteRequest({ saveData: null, cookie: "xakwaaba_lite=1" })).toBe(false);
  });
});

describe("liteCookie", () => {
  it("remembers the choice for a year, site-wide, and is Secure only when asked", () => {
    expect(liteCookie(true, { isSecure: false })).toBe(
      "akwaaba_lite=1; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000",
    );
    expect(liteCookie(false, { isSecure: true })).toMatch(/^akwaaba_lite=0; .*; Secure$/);
  });
});

describe("LiteFormSchema", () => {
  const parse = (input: Record<string, unknown>) => LiteFormSchema.safeParse(input);

  it("accepts on or off and a path on this site", () => {
    expect(parse({ lite: "on", returnTo: "/hotels?city=accra&page=2" }).success).toBe(true);
    expect(parse({ lite: "off", returnTo: "/" }).success).toBe(true);
  });

  it("refuses a return address that could lead to another site", () => {
    for (const returnTo of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "evil.example",
      "javascript:alert(1)",
      "/ hotels",
      "",
    ]) {
      const result = parse({ lite: "on", returnTo });
      expect(result.success, returnTo).toBe(false);
    }
  });

  it("refuses a value other than on or off, with a message a person can read", () => {
    const result = parse({ lite: "yes", returnTo: "/" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Choose Lite on or off.");
  });
});
