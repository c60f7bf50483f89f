import { describe, expect, it } from "vitest";
import { formatPretty, type LogEntry } from "#app/domain/operations/log-line.ts";

const entry: LogEntry = {
  level: "error",
  time: "2026-11-25T19:04:05.123Z",
  msg: "Request failed",
  requestId: "3f2b9c1e-7d4a-4e8b-9a61-2c0d5e7f8a90",
  route: "/hotels/:slug",
  status: 500,
  error: { name: "Error", message: "boom", stack: "Error: boom\n    at load (hotels.ts:1:1)" },
};

describe("formatPretty", () => {
  it("reads as time, level, message, short request id and fields, then the stack", () => {
    expect(formatPretty(entry)).toBe(
      "19:04:05.123 ERROR Request failed [3f2b9c1e] route=/hotels/:slug status=500\n" +
        "Error: boom\n    at load (hotels.ts:1:1)",
    );
  });
});
