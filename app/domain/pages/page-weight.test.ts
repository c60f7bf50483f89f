import { describe, expect, it } from "vitest";
import { referencedAssets, settlePageWeight, toKilobytes } from "#app/domain/pages/page-weight.ts";

describe("referencedAssets", () => {
  it("lists each build file the page names once, from any attribute or inline import", () => {
    const html = `<link rel="stylesheet" href="/assets/root-Ab_1.css"/>
      <link rel="preload" href="/assets/inter-latin-wght-normal-Dx4k.woff2" as="font"/>
      <link rel="modulepreload" href="/assets/root-Zz9.js"/>
      <script type="module">import "/assets/manifest-1a.js"; import * as r from "/assets/root-Zz9.js";</script>
      <img src="/images/city/accra.svg" alt="">`;
    expect(referencedAssets(html)).toEqual([
      "/assets/root-Ab_1.css",
      "/assets/inter-latin-wght-normal-Dx4k.woff2",
      "/assets/root-Zz9.js",
      "/assets/manifest-1a.js",
    ]);
  });

  it("leaves out the route manifest's own file, which lazy route discovery never loads", () => {
    const html = `<script>window.__reactRouterManifest = {
      "routes": { "root": { "module": "/assets/root-Zz9.js" } },
      "url": "/assets/manifest-25e151e2.js",
      "version": "25e151e2"
    };</script>`;
    expect(referencedAssets(html)).toEqual(["/assets/root-Zz9.js"]);
  });

  it("finds nothing in a page without build files", () => {
    expect(referencedAssets("<p>Hello</p>")).toEqual([]);
  });
});

describe("toKilobytes", () => {
  it("rounds to the nearest 1,024 bytes", () => {
    expect(toKilobytes(0)).toBe(0);
    expect(toKilobytes(511)).toBe(0);
    expect(toKilobytes(512)).toBe(1);
    expect(toKilobytes(46 * 1024 + 100)).toBe(46);
  });
});

describe("settlePageWeight", () => {
  it("answers a figure that, written into the page, measures as itself", () => {
    // Each digit of the figure adds a byte to the HTML.
    const htmlBytesWith = (kb: number) => 20_000 + String(kb).length;
    const figure = settlePageWeight({ htmlBytesWith, assetBytes: 27_000 });
    expect(figure).toBe(toKilobytes(htmlBytesWith(figure) + 27_000));
    expect(figure).toBe(46);
  });

  it("settles when the figure's own digits carry the page over a kilobyte boundary", () => {
    // A two-digit figure makes the page 600 bytes heavier, enough to round up to 11 KB.
    const htmlBytesWith = (kb: number) => 10 * 1024 + (kb >= 10 ? 600 : 0);
    const figure = settlePageWeight({ htmlBytesWith, assetBytes: 0 });
    expect(figure).toBe(11);
    expect(toKilobytes(htmlBytesWith(figure))).toBe(figure);
  });

  it("stops after the passes it is given, even if the figure keeps flipping", () => {
    let calls = 0;
    settlePageWeight({
      htmlBytesWith: (kb) => {
        calls++;
        return kb === 1 ? 2048 : 1024;
      },
      assetBytes: 0,
      maxPasses: 3,
    });
    expect(calls).toBe(3);
  });
});

describe("settlePageWeight from a figure", () => {
  it("measures once when it starts from the figure the page settles on", () => {
    const seen: number[] = [];
    const htmlBytesWith = (kb: number) => {
      seen.push(kb);
      return 20_000 + String(kb).length;
    };
    expect(settlePageWeight({ htmlBytesWith, assetBytes: 27_000, from: 46 })).toBe(46);
    expect(seen).toEqual([46]);
  });

  it("answers the smaller of two figures that both measure as themselves, from either", () => {
    // 46 KB written in, the page is 2 bytes under 46.5 KB; 47 written in, it is on the edge.
    const htmlBytesWith = (kb: number) => 46.5 * 1024 - (kb >= 47 ? 0 : 2);
    expect(toKilobytes(htmlBytesWith(46))).toBe(46);
    expect(toKilobytes(htmlBytesWith(47))).toBe(47);
    for (const from of [0, 46, 47, 48]) {
      expect(settlePageWeight({ htmlBytesWith, assetBytes: 0, from }), `from ${from}`).toBe(46);
    }
  });

  it("answers the figure a start from nothing gives when the one it starts from is off", () => {
    const htmlBytesWith = (kb: number) => 20_000 + String(kb).length;
    const fromNothing = settlePageWeight({ htmlBytesWith, assetBytes: 27_000 });
    for (const from of [1, 45, 47, 999]) {
      expect(settlePageWeight({ htmlBytesWith, assetBytes: 27_000, from })).toBe(fromNothing);
    }
  });
});
