import { describe, expect, it } from "vitest";
import { acceptRequestId } from "#app/domain/operations/request-id.ts";

describe("acceptRequestId", () => {
  it("keeps a proxy's short token", () => {
    expect(acceptRequestId("3f2b9c1e-7d4a-4e8b-9a61-2c0d5e7f8a90")).toBe(
      "3f2b9c1e-7d4a-4e8b-9a61-2c0d5e7f8a90",
    );
    expect(acceptRequestId(" req_01HZX9.a:b ")).toBe("req_01HZX9.a:b");
  });

  it("refuses anything that could break or forge a log line", () => {
    expect(acceptRequestId(undefined)).toBeNull();
    expect(acceptRequestId("short")).toBeNull();
    expect(acceptRequestId("a".repeat(65))).toBeNull();
    expect(acceptRequestId('abc"def\n{"level":"error"}')).toBeNull();
    expect(acceptRequestId("id with spaces")).toBeNull();
    expect(acceptRequestId("kofi@example.com")).toBeNull();
  });
});
