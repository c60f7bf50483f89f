import { describe, expect, it } from "vitest";
import { hostCookieName, readCookie } from "#app/domain/accounts/cookie-header.ts";

describe("reading a cookie from a Cookie header", () => {
  it("finds the named cookie among others, and only that name", () => {
    const header = "akwaaba_lite=1; akwaaba_shortlist=a.b; x_akwaaba_shortlist=c";
    expect(readCookie(header, "akwaaba_shortlist")).toBe("a.b");
    expect(readCookie(header, "akwaaba_lite")).toBe("1");
  });

  it("tells an empty value from a missing cookie", () => {
    expect(readCookie("akwaaba_shortlist=", "akwaaba_shortlist")).toBe("");
    expect(readCookie("", "akwaaba_shortlist")).toBeUndefined();
  });
});

describe("a cookie's name where cookies are Secure", () => {
  it("takes the __Host- prefix only when Secure, which browsers require of it", () => {
    expect(hostCookieName("akwaaba_admin", true)).toBe("__Host-akwaaba_admin");
    expect(hostCookieName("akwaaba_admin", false)).toBe("akwaaba_admin");
  });

  it("is read back under its prefixed name, not the bare one", () => {
    const header = "akwaaba_admin=old; __Host-akwaaba_admin=new";
    expect(readCookie(header, hostCookieName("akwaaba_admin", true))).toBe("new");
  });
});
