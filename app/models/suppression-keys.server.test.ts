import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getEnv } from "#app/env.server.ts";
import { legacySuppressionKeys, suppressionKey } from "#app/models/subscriptions.server.ts";

describe("suppression keys", () => {
  it("are the same for an address however it is written, and name their scheme", () => {
    const key = suppressionKey("Ama@Example.com ");
    expect(key).toBe(suppressionKey("ama@example.com"));
    expect(key).toMatch(/^sha256:[\w-]{43}$/);
    expect(key).not.toBe(suppressionKey("kofi@example.com"));
  });

  it("still match entries made before 028, an HMAC under the session secret", () => {
    const before = createHmac("sha256", getEnv().SESSION_SECRET)
      .update("suppress:ama@example.com")
      .digest("base64url");
    expect(legacySuppressionKeys("Ama@Example.com")).toContain(before);
  });
});
