import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sessionSecrets } from "#app/env.server.ts";
import { previewToken, readPreviewToken } from "#app/models/preview.server.ts";

describe("preview tokens", () => {
  const now = Date.parse("2026-11-24T12:00:00Z");

  it("grant their item for seven days", () => {
    const token = previewToken("hotels", 42, now);
    expect(readPreviewToken("hotels", token, now)).toBe(42);
    expect(readPreviewToken("hotels", token, now + 6 * 86_400_000)).toBe(42);
    expect(readPreviewToken("hotels", token, now + 8 * 86_400_000)).toBeNull();
  });

  it("refuse another kind, another id, a longer expiry and garbage", () => {
    const token = previewToken("hotels", 42, now);
    const [, expires, signature] = token.split(".");
    expect(readPreviewToken("posts", token, now)).toBeNull();
    expect(readPreviewToken("hotels", `43.${expires}.${signature}`, now)).toBeNull();
    expect(
      readPreviewToken("hotels", `42.${Number(expires) + 86_400}.${signature}`, now),
    ).toBeNull();
    for (const bad of ["", "42", "x.y.z", `42.${expires}.${"a".repeat(43)}`]) {
      expect(readPreviewToken("hotels", bad, now)).toBeNull();
    }
  });

  it("still read a link signed before the signer moved to app/signing.server.ts", () => {
    const expires = Math.floor(now / 1000) + 86_400;
    const signature = createHmac("sha256", sessionSecrets()[0]!)
      .update(`preview:posts:7:${expires}`)
      .digest("base64url");
    expect(readPreviewToken("posts", `7.${expires}.${signature}`, now)).toBe(7);
  });
});
