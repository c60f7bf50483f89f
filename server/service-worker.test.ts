import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { buildAssetList, renderOfflinePage, renderServiceWorker } from "#server/service-worker.ts";

describe("buildAssetList", () => {
  it("lists the manifest, entry and every route's module, imports and CSS once", () => {
    const assets = {
      url: "/assets/manifest-1.js",
      version: "1",
      entry: { module: "/assets/entry.js", imports: ["/assets/chunk-a.js"] },
      routes: {
        root: {
          id: "root",
          module: "/assets/root.js",
          imports: ["/assets/chunk-a.js"],
          css: ["/assets/root.css"],
        },
        home: { id: "home", module: "/assets/home.js" },
      },
    } as unknown as ServerBuild["assets"];
    expect(buildAssetList(assets).sort()).toEqual(
      [
        "/assets/chunk-a.js",
        "/assets/entry.js",
        "/assets/home.js",
        "/assets/manifest-1.js",
        "/assets/root.css",
        "/assets/root.js",
      ].sort(),
    );
  });
});

describe("renderServiceWorker", () => {
  it("names its cache for the build and leaves private paths and writes alone", () => {
    const script = renderServiceWorker("abc123", ["/", "/offline"]);
    expect(script).toContain('const CACHE = "akwaaba-abc123";');
    expect(script).toContain('const PRECACHE = ["/","/offline"];');
    expect(script).toContain('if (request.method !== "GET") return;');
    expect(script).toContain('url.pathname.startsWith("/api/")');
    // The script must parse.
    expect(() => new Function(script)).not.toThrow();
  });
});

describe("renderOfflinePage", () => {
  it("is plain HTML with the stylesheet, links to the saved pages, and no script", () => {
    const html = renderOfflinePage(["/assets/root-1.css"]);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css">');
    expect(html).toContain("You're offline");
    expect(html).toContain('href="/hotels"');
    expect(html).not.toContain("<script");
  });
});
