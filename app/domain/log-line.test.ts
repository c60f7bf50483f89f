import { describe, expect, it } from "vitest";
import { formatJson, formatPretty, isLevelShown, type LogEntry } from "#app/domain/log-line.ts";

const entry: LogEntry = {
  level: "error",
  time: "2026-11-25T19:04:05.123Z",
  msg: "Request failed",
  requestId: "3f2b9c1e-7d4a-4e8b-9a61-2c0d5e7f8a90",
  route: "/hotels/:slug",
  status: 500,
  error: { name: "Error", message: "boom", stack: "Error: boom\n    at load (hotels.ts:1:1)" },
};

describe("formatJson", () => {
  it("writes one line whatever the stack holds", () => {
    const line = formatJson(entry);
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual(entry);
  });
});

describe("formatPretty", () => {
  it("reads as time, level, message, short request id and fields, then the stack", () => {
    expect(formatPretty(entry)).toBe(
      "19:04:05.123 ERROR Request failed [3f2b9c1e] route=/hotels/:slug status=500\n" +
        "Error: boom\n    at load (hotels.ts:1:1)",
    );
  });
});

describe("isLevelShown", () => {
  it("shows the threshold and above", () => {
    expect(isLevelShown("warn", "info")).toBe(true);
    expect(isLevelShown("debug", "info")).toBe(false);
  });
});
