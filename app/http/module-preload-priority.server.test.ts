import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./module-preload-priority.server.ts";

async function run(chunks: (string | Buffer)[]) {
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  return text(source.pipe(lowerModulePreloadPriority()));
}

const PAGE =
  '<head><link rel="stylesheet" href="/a.css"/></head><body>Cedi ₵ prices' +
  '<link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/></body>';
const EXPECTED = PAGE.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe("lowerModulePreloadPriority", () => {
  it("marks every modulepreload link low priority and leaves the rest alone", async () => {
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
});
