import { describe, expect, it } from "vitest";
import { stripScripts } from "#app/hydration/strip-scripts.ts";

describe("stripScripts", () => {
  it("removes module scripts, inline scripts and held scripts, whatever their type", () => {
    const html = [
      "<p>a</p>",
      '<script nonce="n" type="module" async="">import "/assets/manifest-1.js";</script>',
      '<script nonce="n">window.__reactRouterContext = {};</script>',
      '<script nonce="n" type="text/x-held-module">import "/assets/root-2.js";</script>',
      '<script src="/assets/x.js"></script>',
      "<SCRIPT>alert(1)</SCRIPT >",
      "<p>b</p>",
    ].join("");
    expect(stripScripts(html)).toBe("<p>a</p><p>b</p>");
  });

  it("keeps JSON-LD, which is data and never runs", () => {
    const jsonLd = '<script type="application/ld+json">{"@type":"Hotel"}</script>';
    const unquoted = "<script nonce=n type=application/ld+json>{}</script>";
    expect(stripScripts(`${jsonLd}<script>run()</script>${unquoted}`)).toBe(`${jsonLd}${unquoted}`);
  });

  it("removes links that fetch scripts and keeps stylesheets, fonts and icons", () => {
    const kept = [
      '<link rel="stylesheet" href="/assets/root-1.css"/>',
      '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
      '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml"/>',
    ];
    const removed = [
      '<link rel="modulepreload" href="/assets/root-2.js"/>',
      '<link data-held-rel="modulepreload" href="/assets/root-3.js"/>',
      '<link rel="preload" as="script" href="/assets/chunk-4.js"/>',
      '<link rel="prefetch" href="/assets/chunk-5.mjs?v=1"/>',
    ];
    expect(stripScripts([...kept, ...removed].join(""))).toBe(kept.join(""));
  });
});
