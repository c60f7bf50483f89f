import { describe, expect, it } from "vitest";
import { open, seal } from "#app/use-cases/people/secret-box.server.ts";

const OLD = "an-older-session-secret-0123456789abcdef";
const NEW = "the-current-session-secret-0123456789abcdef";
const plain = Buffer.from("20 bytes of key here");

describe("secret box", () => {
  it("opens what it sealed, and the seal does not show the secret", () => {
    const sealed = seal(plain, "two-factor-key", [NEW]);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(plain.toString("base64url"));
    expect(open(sealed, "two-factor-key", [NEW])).toEqual({ plain, isUnderOldSecret: false });
  });

  it("seals the same secret differently each time (a fresh IV)", () => {
    expect(seal(plain, "two-factor-key", [NEW])).not.toBe(seal(plain, "two-factor-key", [NEW]));
  });

  it("opens a seal made under a previous SESSION_SECRET and says so", () => {
    const sealed = seal(plain, "two-factor-key", [OLD]);
    expect(open(sealed, "two-factor-key", [NEW, OLD])).toEqual({ plain, isUnderOldSecret: true });
    expect(open(sealed, "two-factor-key", [NEW])).toBeNull();
  });

  it("keeps purposes apart, and refuses tampering", () => {
    const sealed = seal(plain, "two-factor-key", [NEW]);
    expect(open(sealed, "recovery-codes-flash", [NEW])).toBeNull();
    const [version, iv, body, tag] = sealed.split(".");
    const flipped = body!.startsWith("A") ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(open([version, iv, flipped, tag].join("."), "two-factor-key", [NEW])).toBeNull();
    expect(open("not a seal", "two-factor-key", [NEW])).toBeNull();
  });
});
