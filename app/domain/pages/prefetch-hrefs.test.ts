import { describe, expect, it } from "vitest";
import { prefetchHrefs, type PrefetchManifest } from "#app/domain/pages/prefetch-hrefs.ts";

const manifest: PrefetchManifest = {
  routes: {
    root: { module: "/assets/root-a.js", imports: ["/assets/framework-b.js"], hasLoader: true },
    "routes/hotels": {
      module: "/assets/hotels-c.js",
      imports: ["/assets/framework-b.js", "/assets/cards-d.js"],
      hasLoader: true,
    },
    "routes/about": { module: "/assets/about-e.js", hasLoader: false },
  },
};

describe("prefetchHrefs", () => {
  it("gives the page's single-fetch data, then each route's module and imports, once each", () => {
    expect(prefetchHrefs("/hotels", ["root", "routes/hotels"], manifest)).toEqual([
      "/hotels.data",
      "/assets/root-a.js",
      "/assets/framework-b.js",
      "/assets/hotels-c.js",
      "/assets/cards-d.js",
    ]);
  });

  it("asks for no data when no route on the way loads any", () => {
    expect(prefetchHrefs("/about", ["routes/about"], manifest)).toEqual(["/assets/about-e.js"]);
  });

  it("skips a route the manifest does not know yet", () => {
    expect(prefetchHrefs("/blog", ["routes/blog"], manifest)).toEqual([]);
  });
});
