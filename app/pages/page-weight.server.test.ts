import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync, zstdDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { PAGE_WEIGHT_PLACEHOLDER, SPARE_BYTES } from "#app/domain/pages/page-weight.ts";
import {
  GZIP_LEVEL,
  readAssetSizes,
  weighPage,
  weighStoredPage,
  writePageWeight,
} from "#app/pages/page-weight.server.ts";

const directory = mkdtempSync(path.join(tmpdir(), "page-weight-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Text that compresses poorly (random bytes as base64), so the page's own size counts. */
const noise = (bytes: number) => randomBytes(bytes).toString("base64");

describe("readAssetSizes", () => {
  it("counts scripts and styles gzipped, small files and fonts as they are", () => {
    const script = `console.log(${JSON.stringify("a".repeat(5000))});`;
    writeFileSync(path.join(directory, "root-1.js"), script);
    writeFileSync(path.join(directory, "tiny-2.css"), "a{color:red}");
    writeFileSync(path.join(directory, "inter-3.woff2"), Buffer.alloc(3000, 1));
    const sizes = readAssetSizes(directory);
    expect(sizes.get("/assets/root-1.js")).toBe(gzipSync(script, { level: GZIP_LEVEL }).length);
    expect(sizes.get("/assets/tiny-2.css")).toBe("a{color:red}".length);
    expect(sizes.get("/assets/inter-3.woff2")).toBe(3000);
  });

  it("has nothing to count where there is no build", () => {
    expect(readAssetSizes(path.join(directory, "missing")).size).toBe(0);
  });
});

describe("writePageWeight", () => {
  it("writes the gzipped page plus the files it names, in KB, measured with the figure in", () => {
    const sizes = new Map([
      ["/assets/root-1.js", 30_000],
      ["/assets/root-2.css", 9_000],
      ["/assets/unused-3.js", 99_000],
    ]);
    const html = `<html><head><link rel="stylesheet" href="/assets/root-2.css"><script type="module">import "/assets/root-1.js";</script></head><body><p>${noise(15_000)}</p><footer>This page: <span>${PAGE_WEIGHT_PLACEHOLDER}</span> KB</footer></body></html>`;
    const page = writePageWeight(html, sizes);
    const figure = Number(/This page: <span>(\d+)<\/span> KB/.exec(page)?.[1]);
    expect(figure).toBe(Math.round((gzipSync(page, { level: GZIP_LEVEL }).length + 39_000) / 1024));
    // About 15 KB of page and 38 KB of files, and nothing for a file the page does not name.
    expect(figure).toBeGreaterThan(50);
    expect(figure).toBeLessThan(60);
  });

  it("leaves a page without the placeholder as it is", () => {
    expect(writePageWeight("<p>No footer</p>", new Map())).toBe("<p>No footer</p>");
  });
});

describe("weighPage", () => {
  it("gives the page it weighed gzipped, as the compression middleware sends it", () => {
    const html = `<html><body><p>${noise(5_000)}</p><footer>This page: <span>${PAGE_WEIGHT_PLACEHOLDER}</span> KB</footer></body></html>`;
    const { page, compressed } = weighPage(html, { sizes: new Map() });
    expect(page).toBe(writePageWeight(html, new Map()));
    expect(compressed).toEqual(gzipSync(page, { level: GZIP_LEVEL }));
  });

  it("weighs a page sent in zstd as the zstd it gives, the figure counting those bytes", () => {
    const html = `<html><body><p>${noise(5_000)}</p><footer>This page: <span>${PAGE_WEIGHT_PLACEHOLDER}</span> KB</footer></body></html>`;
    const { page, compressed, weight } = weighPage(html, { sizes: new Map(), coding: "zstd" });
    expect(zstdDecompressSync(compressed!).toString()).toBe(page);
    expect(page).toContain(`This page: <span>${weight!.figure}</span> KB`);
    expect(weight!.figure).toBe(Math.round(compressed!.length / 1024));
    // Not the gzip's figure by another name: the two sizes differ.
    const gzip = weighPage(html, { sizes: new Map() });
    expect(compressed!.length).not.toBe(gzip.compressed!.length);
  });
});

/** A page as the site renders one: repeated markup, some text that compresses poorly, the footer. */
const pageLike = (seed: number) =>
  `<html><head><script nonce="${noise(16)}">x</script></head><body>` +
  Array.from(
    { length: 40 + (seed % 60) },
    (_, index) => `<li class="card p-4">${index} ${noise(40)}</li>`,
  ).join("") +
  `<footer><p>This page: <span id="page-weight">${PAGE_WEIGHT_PLACEHOLDER}</span> KB</p></footer>` +
  `<script>${noise(200)}</script></body></html>`;

/** A page's UTF-8 bytes cut into pieces, as a stored page is filled: the placeholder in one. */
const piecesOf = (html: string, seed: number) => {
  const bytes = Buffer.from(html);
  const cuts = [0, 7 + (seed % 50), 300 + seed, bytes.length];
  return cuts.slice(1).map((end, index) => bytes.subarray(cuts[index], end));
};

describe("weighStoredPage", () => {
  it("gives the figure and the bytes a measure from nothing gives, whatever figure it starts from", () => {
    for (let seed = 0; seed < 40; seed++) {
      const html = pageLike(seed);
      for (const coding of ["gzip", "zstd"] as const) {
        const weighed = weighPage(html, { sizes: new Map(), coding });
        const { figure, assetBytes } = weighed.weight!;
        for (const start of [figure, figure + 1, figure - 1, 0]) {
          const like = { figure: start, assetBytes };
          const fast = weighStoredPage(piecesOf(html, seed), { like, coding });
          expect(fast.page().toString()).toBe(weighed.page);
          expect(fast.compressed?.equals(weighed.compressed!)).toBe(true);
          expect(fast.weight).toEqual(weighed.weight);
        }
      }
    }
  });

  it("gives the page as it is, uncompressed, when it has no place for its weight", () => {
    const pieces = piecesOf(`<html><body>${noise(500)}</body></html>`, 3);
    const { page, compressed } = weighStoredPage(pieces, {
      like: { figure: 3, assetBytes: 0 },
      coding: "zstd",
    });
    expect(compressed).toBeUndefined();
    expect(page()).toEqual(Buffer.concat(pieces));
  });

  it("gives each answer a page of its own, not the buffer the next one is put together in", () => {
    const pages = [pageLike(1), pageLike(2)];
    const [first, second] = pages.map((html, seed) =>
      weighStoredPage(piecesOf(html, seed), { like: { figure: 0, assetBytes: 0 }, coding: "gzip" }),
    );
    const firstPage = first!.page();
    second!.page();
    expect(firstPage.toString()).toBe(weighPage(pages[0]!, { sizes: new Map() }).page);
  });

  it("rests on a figure's digits moving the gzipped page by half the spare bytes at most", () => {
    for (let seed = 0; seed < 40; seed++) {
      const html = pageLike(seed);
      const sizeWith = (figure: number) =>
        gzipSync(html.replace(PAGE_WEIGHT_PLACEHOLDER, String(figure)), { level: GZIP_LEVEL })
          .length;
      const base = sizeWith(0);
      for (const figure of [7, 42, 181, 999, 1234]) {
        expect(Math.abs(sizeWith(figure) - base)).toBeLessThanOrEqual(SPARE_BYTES / 2);
      }
    }
  });
});
