import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { holdHydrationScripts } from "#app/hydration/hold-scripts.server.ts";

async function run(chunks: (string | Buffer)[]) {
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  return text(source.pipe(holdHydrationScripts()));
}

const PAGE =
  '<head><link rel="modulepreload" href="/assets/entry.js" nonce="abc+/="/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="abc+/="/>' +
  '<script nonce="abc+/=" data-modulepreload="">release();</script>' +
  '<link rel="stylesheet" href="/a.css"/><script type="application/ld+json">{}</script>' +
  '</head><body>Cedi ₵ prices <a href="/hotels">Hotels</a>' +
  '<script nonce="abc+/=">window.__ctx = 1 < 2;</script>' +
  '<script nonce="abc+/=" type="module" async="">import "/assets/root.js";</script></body>';
const EXPECTED =
  '<head><script nonce="abc+/=" data-modulepreload="/assets/entry.js /assets/root.js">' +
  "release();</script>" +
  '<link rel="stylesheet" href="/a.css"/><script type="application/ld+json">{}</script>' +
  '</head><body>Cedi ₵ prices <a href="/hotels">Hotels</a>' +
  '<script nonce="abc+/=">window.__ctx = 1 < 2;</script>' +
  '<script nonce="abc+/=" type="text/x-held-module">import "/assets/root.js";</script></body>';

describe("holdHydrationScripts", () => {
  it("moves the modulepreloads onto the head's releaser, holds the module script and leaves everything else alone", async () => {
    expect(await run([PAGE])).toBe(EXPECTED);
  });

  it("handles tags and multi-byte characters split across chunks at every position", async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
  });

  it("handles a page arriving a byte at a time", async () => {
    const bytes = Buffer.from(PAGE);
    expect(await run([...bytes].map((byte) => Buffer.from([byte])))).toBe(EXPECTED);
  });

  it("leaves a preload that comes after the releaser to load at once", async () => {
    const late = '<link rel="modulepreload" href="/assets/late.js"/>';
    expect(await run([PAGE.replace("</head>", `${late}</head>`)])).toBe(
      EXPECTED.replace("</head>", `${late}</head>`),
    );
  });
});
