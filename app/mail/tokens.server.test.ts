import { describe, expect, it } from "vitest";
import { emailToken, readEmailToken } from "#app/mail/tokens.server.ts";

const NOW = Date.parse("2026-11-24T12:00:00Z");
const DAY = 86_400_000;

describe("e-mail link tokens", () => {
  it("reads back the subscriber and generation it was made for", () => {
    const token = emailToken("confirm", 42, 3, NOW);
    expect(readEmailToken("confirm", token, NOW + DAY)).toEqual({
      status: "valid",
      subscriberId: 42,
      generation: 3,
    });
  });

  it("serves one purpose: a confirmation token does not unsubscribe, and the reverse", () => {
    expect(readEmailToken("unsubscribe", emailToken("confirm", 42, 0, NOW), NOW)).toEqual({
      status: "invalid",
    });
    expect(readEmailToken("confirm", emailToken("unsubscribe", 42, 0, NOW), NOW)).toEqual({
      status: "invalid",
    });
  });

  it("expires: a confirmation after 7 days, an unsubscribe link after 400", () => {
    expect(readEmailToken("confirm", emailToken("confirm", 1, 0, NOW), NOW + 8 * DAY)).toEqual({
      status: "expired",
    });
    const unsubscribe = emailToken("unsubscribe", 1, 0, NOW);
    expect(readEmailToken("unsubscribe", unsubscribe, NOW + 399 * DAY).status).toBe("valid");
    expect(readEmailToken("unsubscribe", unsubscribe, NOW + 401 * DAY).status).toBe("expired");
  });

  it("refuses a token whose subscriber, generation or expiry was changed", () => {
    const [id, generation, expires, signature] = emailToken("confirm", 42, 0, NOW).split(".");
    for (const forged of [
      `43.${generation}.${expires}.${signature}`,
      `${id}.1.${expires}.${signature}`,
      `${id}.${generation}.${Number(expires) + 86_400}.${signature}`,
      "42.0.1.short",
      "",
    ]) {
      expect(readEmailToken("confirm", forged, NOW)).toEqual({ status: "invalid" });
    }
  });
});

describe("e-mail link tokens already sent", () => {
  it("keep the message they were signed over: newsletter:{purpose}:{id}:{generation}:{expires}", async () => {
    const { createHmac } = await import("node:crypto");
    const { getEnv } = await import("#app/env.server.ts");
    const expires = Math.floor(NOW / 1000) + 7 * 86_400;
    const signature = createHmac("sha256", getEnv().SESSION_SECRET)
      .update(`newsletter:confirm:42:3:${expires}`)
      .digest("base64url");
    expect(readEmailToken("confirm", `42.3.${expires}.${signature}`, NOW).status).toBe("valid");
  });
});
