import { describe, expect, it } from "vitest";
import { chooseEncoding } from "#server/accept-encoding.ts";

describe("chooseEncoding", () => {
  it("prefers brotli when a browser offers both", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("br;q=1.0, gzip;q=0.8")).toBe("br");
  });

  it("follows the client's weights and refusals", () => {
    expect(chooseEncoding("gzip, br;q=0.5")).toBe("gzip");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBeUndefined();
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
  });

  it("sends the body as it is when nothing is offered", () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding("")).toBeUndefined();
    expect(chooseEncoding("identity")).toBeUndefined();
  });
});
