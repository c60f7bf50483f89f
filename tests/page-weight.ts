// What a page costs a reader on a first visit, read from the HTML as served: the page types
// every budget covers, the budgets (issue "Light on a Ghanaian phone"), and the floor that the
// script budget is measured from. Shared by the CI budget test and `npm run bench:pages`.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { GZIP_LEVEL } from "#app/pages/page-weight.server.ts";

/** The hotel that gets two uploaded photos before its page is weighed. */
export const PHOTO_HOTEL = "labadi-beach-hotel";

/** Every public page type, by a representative address. */
export const PAGE_TYPES: readonly { name: string; path: string }[] = [
  { name: "home", path: "/" },
  { name: "hotels", path: "/hotels" },
  { name: "city", path: "/accra" },
  { name: "hotel (2 photos)", path: `/hotels/${PHOTO_HOTEL}` },
  { name: "landing, budget", path: "/cheap-hotels-accra" },
  { name: "landing, luxury", path: "/luxury-hotels-ghana" },
  { name: "blog", path: "/blog" },
  { name: "post", path: "/blog/ghana-visa-requirements" },
  { name: "faq", path: "/faq" },
  { name: "faq category", path: "/faq/visa" },
  { name: "search", path: "/search?q=accra" },
  { name: "compare", path: "/compare?hotels=labadi-beach-hotel,kempinski-hotel-gold-coast-city" },
  { name: "shortlist", path: "/shortlist" },
  { name: "cities", path: "/cities" },
  { name: "name generator", path: "/name-generator" },
  { name: "culture", path: "/ancient-culture" },
  { name: "legal", path: "/privacy-policy" },
  { name: "contact", path: "/contact" },
  { name: "404", path: "/no-such-page-here" },
  // The French site (issue 44).
  { name: "French home", path: "/fr" },
  { name: "French guide", path: "/fr/blog/ghana-visa-free-entry-and-visa-on-arrival" },
  { name: "French FAQ", path: "/fr/faq" },
  { name: "French guides", path: "/fr/blog" },
  { name: "French legal", path: "/fr/privacy-policy" },
  { name: "French contact", path: "/fr/contact" },
  { name: "French newsletter", path: "/fr/newsletter" },
  { name: "French newsletter link", path: "/fr/newsletter/confirm?token=damaged" },
  { name: "French hotels", path: "/fr/hotels" },
  { name: "French hotel", path: "/fr/hotels/labadi-beach-hotel" },
  { name: "French, not yet translated", path: "/fr/cities" },
  { name: "French 404, hotel", path: "/fr/hotels/no-such-hotel" },
];

const KB = 1024;

export const BUDGET = {
  /** Script over the floor of React and React Router alone. */
  jsOverFloor: 25 * KB,
  htmlGzip: 30 * KB,
  htmlRaw: 150 * KB,
  /** HTML, scripts, styles, fonts and first-view images together. */
  firstVisit: 350 * KB,
  /** The HTML and every file it makes the browser fetch before the page is usable. */
  requests: 20,
} as const;

/**
 * Bytes on the wire: HTML gzipped as the server compresses a page, other text at zlib's default
 * level (over what the build's best-level copies weigh), the rest as it is.
 */
export function wireSize(body: Uint8Array, contentType: string): number {
  if (contentType.startsWith("text/html")) return gzipSync(body, { level: GZIP_LEVEL }).length;
  return /text|javascript|json|css|svg|xml/.test(contentType) ? gzipSync(body).length : body.length;
}

export interface PageAssets {
  scripts: string[];
  styles: string[];
  fonts: string[];
  images: string[];
}

const unique = (values: Iterable<string>) => [...new Set(values)];

/** The phone the first-view image is chosen for: 412 CSS px wide at about 2× density. */
const PHONE_IMAGE_WIDTH = 824;

/** The candidate a phone takes from a srcset: the narrowest at least PHONE_IMAGE_WIDTH wide. */
function phoneCandidate(srcset: string): string | undefined {
  const candidates = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url!, width: Number.parseInt(descriptor ?? "", 10) }))
    .filter((candidate) => Number.isFinite(candidate.width))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((c) => c.width >= PHONE_IMAGE_WIDTH) ?? candidates.at(-1))?.url;
}

/**
 * The files a page makes the browser fetch on a first visit: every built script it names (module
 * scripts, preloads, held or not), stylesheets, preloaded fonts, and the images not marked lazy
 * (from a <picture>, its first source: the format a current phone takes).
 */
export function pageAssets(html: string): PageAssets {
  // Preloads: as links, or listed on the held module script until the document is parsed
  // (app/hydration); a route manifest also names files it does not load, so a bare "/assets/…js"
  // is not counted.
  const preloads = [
    ...[...html.matchAll(/<link\b[^>]*modulepreload[^>]*>/g)].map(
      (link) => /\shref="([^"]+)"/.exec(link[0])?.[1],
    ),
    ...[...html.matchAll(/\sdata-modulepreload="([^"]*)"/g)].flatMap((list) =>
      list[1]!.split(/\s+/),
    ),
  ];
  const moduleImports = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (script) =>
      [...script[1]!.matchAll(/import\s*(?:[\w*{}\s,$]+from\s*)?\(?"(\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1],
      ),
  );
  const scripts = unique([...preloads, ...moduleImports].filter((url) => url !== undefined));
  const styles = unique(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  );
  const fonts = unique(
    [
      ...html.matchAll(
        /<link[^>]*as="font"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*as="font"/g,
      ),
    ].map((m) => (m[1] ?? m[2])!),
  );
  const images: string[] = [];
  for (const picture of html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)) {
    const inner = picture[1]!;
    if (/<img[^>]*loading="lazy"/.test(inner)) continue;
    const srcset = /<source[^>]*srcSet="([^"]+)"|<source[^>]*srcset="([^"]+)"/i.exec(inner);
    const chosen = srcset ? phoneCandidate((srcset[1] ?? srcset[2])!) : undefined;
    const src = chosen ?? /<img[^>]*src="([^"]+)"/.exec(inner)?.[1];
    if (src) images.push(src);
  }
  const outsidePictures = html.replace(/<picture>[\s\S]*?<\/picture>/g, "");
  for (const img of outsidePictures.matchAll(/<img\b[^>]*>/g)) {
    if (/loading="lazy"/.test(img[0])) continue;
    const src = /\ssrc="([^"]+)"/.exec(img[0])?.[1];
    if (src && !src.startsWith("data:")) images.push(src);
  }
  // Icons drawn from a sprite fetch the sprite once.
  for (const use of html.matchAll(/<use\b[^>]*href="([^"#]+)#/g)) images.push(use[1]!);
  return { scripts, styles, fonts, images: unique(images) };
}

export interface PageWeight {
  htmlRaw: number;
  htmlGzip: number;
  js: number;
  css: number;
  fonts: number;
  images: number;
  /** Everything above on the wire. */
  firstVisit: number;
  /** HTML plus every file fetched. */
  requests: number;
  scripts: number;
}

/** Weighs a page: its HTML as served, and each file it names as fetched from the same server. */
export async function weighPage(
  baseUrl: string,
  pagePath: string,
  init?: RequestInit,
): Promise<PageWeight> {
  const response = await fetch(`${baseUrl}${pagePath}`, init);
  const html = new Uint8Array(await response.arrayBuffer());
  const assets = pageAssets(new TextDecoder().decode(html));
  const sizeOf = async (urls: string[]) => {
    let total = 0;
    for (const url of urls) {
      const file = await fetch(new URL(url, baseUrl));
      if (!file.ok) throw new Error(`${pagePath} names ${url}, which answers ${file.status}`);
      total += wireSize(
        new Uint8Array(await file.arrayBuffer()),
        file.headers.get("content-type") ?? "",
      );
    }
    return total;
  };
  const htmlGzip = wireSize(html, "text/html");
  const [js, css, fonts, images] = [
    await sizeOf(assets.scripts),
    await sizeOf(assets.styles),
    await sizeOf(assets.fonts),
    await sizeOf(assets.images),
  ];
  const files = [assets.scripts, assets.styles, assets.fonts, assets.images].flat();
  return {
    htmlRaw: html.length,
    htmlGzip,
    js,
    css,
    fonts,
    images,
    firstVisit: htmlGzip + js + css + fonts + images,
    requests: 1 + files.length,
    scripts: assets.scripts.length,
  };
}

export interface FloorBuild {
  /** The floor's browser files, to serve under "/". */
  clientDir: string;
  build: ServerBuild;
  /** The floor's only page as its server renders it. */
  render: () => Promise<string>;
  remove: () => void;
}

/**
 * The floor: React and React Router alone (scripts/framework-floor), built with this project's packages.
 * Kept apart from measureFloor so the page benchmark can also serve it to a browser.
 */
export async function buildFloor(): Promise<FloorBuild> {
  // Inside the project, so the server build finds its packages in node_modules.
  const cache = path.resolve("node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const buildDir = mkdtempSync(path.join(cache, "akwaaba-floor-"));
  const remove = () => rmSync(buildDir, { recursive: true, force: true });
  try {
    const root = path.resolve("scripts/framework-floor");
    execFileSync(path.resolve("node_modules/.bin/react-router"), ["build"], {
      cwd: root,
      env: { ...process.env, FLOOR_BUILD_DIR: buildDir, NODE_ENV: "production" },
      stdio: "pipe",
    });
    const { createRequestHandler } = await import("react-router");
    const serverBuild = readdirSync(path.join(buildDir, "server")).find((f) => f.endsWith(".js"))!;
    const build = (await import(path.join(buildDir, "server", serverBuild))) as ServerBuild;
    const handle = createRequestHandler(build, "production");
    return {
      clientDir: path.join(buildDir, "client"),
      build,
      render: async () => (await handle(new Request("http://floor.test/"))).text(),
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The floor's script bytes, weighed the same way as the site's (built here unless given). */
export async function measureFloor(floor?: FloorBuild): Promise<number> {
  const built = floor ?? (await buildFloor());
  try {
    let total = 0;
    for (const url of pageAssets(await built.render()).scripts) {
      total += wireSize(readFileSync(path.join(built.clientDir, url)), "text/javascript");
    }
    return total;
  } finally {
    if (!floor) built.remove();
  }
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
