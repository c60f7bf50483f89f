import { describe, expect, it } from "vitest";
import { formatBytes } from "#app/domain/operations/byte-size.ts";

describe("formatBytes", () => {
  it("reads in the largest unit that keeps the number at least 1", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5.0 GB");
  });
});
