import { describe, expect, it } from "vitest";
import { parseId } from "#app/domain/shared/ids.ts";

describe("parseId", () => {
  it("reads a positive whole number written plainly", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("204")).toBe(204);
    expect(parseId("2147483647")).toBe(2_147_483_647);
  });

  it("refuses every other spelling", () => {
    for (const value of [
      "",
      "0",
      "-1",
      "012",
      "1e3",
      " 12",
      "12 ",
      "12.0",
      "0x10",
      "new",
      "1".repeat(16),
    ]) {
      expect(parseId(value), value).toBeNull();
    }
    expect(parseId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});
