import { describe, expect, it } from "vitest";
import { acceptsGzip } from "#app/pages/stored-pages.server.ts";

describe("acceptsGzip", () => {
  it("reads gzip, or any coding, unless refused with q=0", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
