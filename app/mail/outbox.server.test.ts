import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "#app/mail/outbox.server.ts";

describe("retryDelaySeconds", () => {
  it("waits the base after the first failure, doubles each time, and stops at an hour", () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelaySeconds(attempts, 30))).toEqual([
      30, 60, 120, 240, 480,
    ]);
    expect(retryDelaySeconds(12, 30)).toBe(3_600);
  });
});
