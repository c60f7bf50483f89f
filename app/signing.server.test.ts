import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isSigned, keyedHashes, sign } from "#app/signing.server.ts";

const OLD = "a".repeat(40);
const NEW = "b".repeat(40);
const PARTS = ["preview", "post", 7, 1_800_000_000] as const;

describe("the signer", () => {
  it("verifies its own signature and refuses any change to the message or the signature", () => {
    const signature = sign(PARTS, [NEW]);
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(isSigned(PARTS, signature, [NEW])).toBe(true);
    expect(isSigned(["preview", "post", 8, 1_800_000_000], signature, [NEW])).toBe(false);
    expect(isSigned(["newsletter", "post", 7, 1_800_000_000], signature, [NEW])).toBe(false);
    const flipped = signature.slice(0, 5) + (signature[5] === "A" ? "B" : "A") + signature.slice(6);
    expect(isSigned(PARTS, flipped, [NEW])).toBe(false);
    expect(isSigned(PARTS, "short", [NEW])).toBe(false);
  });

  it("keeps verifying a signature made under a previous secret after rotation", () => {
    const before = sign(PARTS, [OLD]);
    expect(isSigned(PARTS, before, [NEW, OLD])).toBe(true);
    expect(isSigned(PARTS, before, [NEW])).toBe(false);
    expect(sign(PARTS, [NEW, OLD])).not.toBe(before);
    expect(keyedHashes(["rate", "203.0.113.9"], [NEW, OLD])[1]).toBe(
      keyedHashes(["rate", "203.0.113.9"], [OLD])[0],
    );
  });

  it("signs what the e-mailed links signed before it existed", () => {
    // The newsletter links' old message format: links in inboxes must keep verifying.
    const legacy = createHmac("sha256", OLD)
      .update("newsletter:confirm:1:0:99")
      .digest("base64url");
    expect(sign(["newsletter", "confirm", 1, 0, 99], [OLD])).toBe(legacy);
  });
});
