import { describe, expect, it } from "vitest";
import { pageCodingFor } from "#app/domain/pages/content-coding.ts";

describe("pageCodingFor", () => {
  it("sends zstd to a browser that takes it, gzip to one that takes only gzip", () => {
    expect(pageCodingFor("gzip, deflate, br, zstd")).toBe("zstd");
    expect(pageCodingFor("gzip, deflate, br")).toBe("gzip");
    expect(pageCodingFor("gzip")).toBe("gzip");
    expect(pageCodingFor("ZSTD")).toBe("zstd");
  });

  it("follows the client's weights, and the server's order when they tie", () => {
    expect(pageCodingFor("zstd;q=0.5, gzip;q=1.0")).toBe("gzip");
    expect(pageCodingFor("gzip;q=0.8, zstd;q=0.8")).toBe("zstd");
    expect(pageCodingFor("br;q=1.0, gzip;q=0.5")).toBe("gzip");
  });

  it("reads * as every coding not named, and q=0 as a refusal", () => {
    expect(pageCodingFor("*")).toBe("zstd");
    expect(pageCodingFor("zstd;q=0, *")).toBe("gzip");
    expect(pageCodingFor("gzip;q=0, zstd;q=0.000, *;q=0.3")).toBeUndefined();
    expect(pageCodingFor("gzip;q=0")).toBeUndefined();
  });

  it("sends the page as it is when no coding it makes is named", () => {
    expect(pageCodingFor("br")).toBeUndefined();
    expect(pageCodingFor("identity")).toBeUndefined();
    expect(pageCodingFor("")).toBeUndefined();
    expect(pageCodingFor(undefined)).toBeUndefined();
  });

  it("counts a malformed weight as a refusal rather than guessing", () => {
    expect(pageCodingFor("zstd;q=high, gzip")).toBe("gzip");
    expect(pageCodingFor("zstd;q=2, gzip")).toBe("gzip");
  });
});
