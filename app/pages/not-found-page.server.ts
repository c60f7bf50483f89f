// The 404 page answered before React Router (issue 41, decision 045): a scanner asking for
// thousands of missing paths would otherwise have React Router's pipeline, the loaders and the
// layout's render run for each. A path is answered here only when the loaders certainly answer it
// 404: the catch-all route matches it, or the city route with a slug that is no city, no renamed
// city's old slug and no archived city (the same decision the city loader reads). Anything else,
// and the first 404 of each kind, goes to React Router; its render is kept with places for what a
// 404 page shows of its request: the address, in the footer's Lite switch (returnTo), and the CSP
// nonce. Which links of the header are marked current is part of the stored page's key.
import { matchPath, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { isActivePath } from "#app/components/layout/nav.ts";
import { mainNav, quickLinks } from "#app/content/site-nav.ts";
import { BoundedLru } from "#app/domain/operations/bounded-lru.ts";
import { localeOfPath } from "#app/domain/languages/locale.ts";
import { cutPage } from "#app/domain/pages/page-template.ts";
import {
  encodedBytes,
  encodeTemplate,
  fillEncoded,
  type EncodedTemplate,
} from "#app/pages/encoded-template.server.ts";
import { missingContentOutcome } from "#app/pages/missing-content.server.ts";
import { currentFrenchPages } from "#app/i18n/french-pages.server.ts";
import { findCityBySlug } from "#app/models/cities.server.ts";
import { contentGeneration } from "#app/models/content-snapshot/serve.server.ts";
import { PREVIEW_PARAM } from "#app/models/preview.server.ts";
import { weighPage, type PageWeight } from "#app/pages/page-weight.server.ts";
import { PAGE_CODINGS, type PageCoding } from "#app/domain/pages/content-coding.ts";

interface NotFoundPage {
  template: EncodedTemplate<"address" | "nonce">;
  /**
   * The weight its footer showed sent in each coding, which the page filled for another address
   * almost always shows.
   */
  weights: Record<PageCoding, PageWeight | undefined>;
}

/**
 * At most 32 pages and 4 MB: one per kind of missing path (a top-level path goes through the city
 * route, a deeper one through the catch-all), lite or not, per set of marked header links.
 */
const pages = new BoundedLru<string, NotFoundPage>({
  maxEntries: 32,
  maxBytes: 4 * 1024 * 1024,
  sizeOf: (page) => encodedBytes(page.template),
});

/** React's escaping of an attribute's value, as the Lite switch's returnTo is written. */
export function escapeAttribute(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/** What the footer's Lite switch writes before the page's address. */
export const ADDRESS_ATTRIBUTE = 'name="returnTo" value="';
const NAV_HREFS = [...mainNav, ...quickLinks].map((link) => link.href);

/** The Lite switch's returnTo for an address, as the footer writes it. */
export function returnToOf(url: URL): string {
  return escapeAttribute(`${url.pathname}${url.search}`);
}

/**
 * A path whose segments need no decoding and no resolving ("." and ".."), so React Router matches
 * and reads it as written; anything else is left to React Router.
 */
const PLAIN_PATH = /^(\/(?!\.{1,2}(?:\/|$))[\w.~-]+)+$/;

/** The routes that answer a missing address: any other path, and a top-level slug. */
const CATCH_ALL = "routes/not-found";
const CITY = "routes/city";

interface RouteTable {
  /** The routes as the tree React Router matches. */
  tree: RouteObject[];
  /** Every segment a route names (lower-cased, as React Router compares them), if none is case-sensitive. */
  namedSegments: Set<string> | undefined;
  /** The routes matched for each shape of path (see shapeOf). */
  byShape: Map<string, readonly MatchedRoute[]>;
}

/** Made once per build. */
const tables = new WeakMap<ServerBuild["routes"], RouteTable>();

function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route!.id);
      const { id, path, index, caseSensitive } = route!;
      // An index route may not have children, not even none.
      const node = { id, path, index, caseSensitive, ...(children.length > 0 ? { children } : {}) };
      return node as RouteObject;
    });
}

function routeTableOf(routes: ServerBuild["routes"]): RouteTable {
  let table = tables.get(routes);
  if (table) return table;
  const all = Object.values(routes).filter((route) => route !== undefined);
  const namedSegments = all.some((route) => route.caseSensitive)
    ? undefined
    : new Set(all.flatMap((route) => (route.path ?? "").toLowerCase().split("/")));
  table = { tree: routeTree(routes), namedSegments, byShape: new Map() };
  tables.set(routes, table);
  return table;
}

/** A segment no route names: "-" is a path's segment as any unnamed one is. */
const UNNAMED = "-";
/** Shapes remembered per build: a scanner's paths come in a few. */
const MAX_SHAPES = 256;

/**
 * The path with every segment that no route names replaced by one that no route names either:
 * React Router matches both alike (a parameter or a splat takes any segment), so every path of one
 * shape has the same routes, and matching them, which tries every route in the table, runs once.
 */
function shapeOf(pathname: string, namedSegments: Set<string>): string {
  return pathname
    .split("/")
    .map((segment, index) =>
      index === 0 || namedSegments.has(segment.toLowerCase()) ? segment : UNNAMED,
    )
    .join("/");
}

export interface MatchedRoute {
  route: { id: string; path?: string };
  params: Record<string, string | undefined>;
}

/** The routes React Router matches for a path, as it matches them; params only for the last. */
export function matchBuildRoutes(build: ServerBuild, pathname: string): MatchedRoute[] {
  const table = routeTableOf(build.routes);
  const match = (path: string) => (matchRoutes(table.tree, path) ?? []) as MatchedRoute[];
  if (!table.namedSegments || table.namedSegments.has(UNNAMED)) return match(pathname);
  const shape = shapeOf(pathname, table.namedSegments);
  let routes = table.byShape.get(shape);
  if (!routes) {
    if (table.byShape.size >= MAX_SHAPES) table.byShape.clear();
    routes = match(shape).map(({ route: { id, path } }) => ({ route: { id, path }, params: {} }));
    table.byShape.set(shape, routes);
  }
  if (routes.length === 0) return [];
  // The parameters of this path, read with the matched routes' pattern.
  const params = matchPath(routePatternOf(routes), pathname)?.params ?? {};
  return routes.map((route) => ({ ...route, params }));
}

/** The route pattern a request is logged and counted under (app/observability/route-name.server.ts). */
export function routePatternOf(matches: readonly MatchedRoute[]): string {
  const pattern = matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join("/");
  return `/${pattern.replace(/\/\/+/g, "/").replace(/^\/+/, "")}`;
}

/**
 * The key of the stored 404 page for this address: everything the page is rendered from apart
 * from its address and nonce. Undefined unless the loaders certainly answer the address 404 as
 * every other address of its kind: not a French page (its own 404, in French), not an English
 * page with a French twin (its language switch and suggestion), not a city preview.
 */
export async function notFoundPageKey(
  url: URL,
  matches: readonly MatchedRoute[],
  isLite: boolean,
): Promise<string | undefined> {
  const { pathname } = url;
  if (!PLAIN_PATH.test(pathname) || pathname.endsWith(".data")) return undefined;
  if (localeOfPath(pathname) === "fr" || (await currentFrenchPages()).twinOf(pathname)) {
    return undefined;
  }
  const last = matches.at(-1);
  if (last?.route.id === CITY) {
    const slug = last.params.city;
    if (!slug || url.searchParams.has(PREVIEW_PARAM) || (await findCityBySlug(slug))) {
      return undefined;
    }
    const outcome = await missingContentOutcome("cities", slug, (target) => `/${target}`);
    if (outcome.status !== 404) return undefined;
  } else if (last?.route.id !== CATCH_ALL) {
    return undefined;
  }
  return JSON.stringify([
    isLite,
    contentGeneration(),
    // The footer's copyright year.
    new Date().getFullYear(),
    // The header marks the links the address falls under.
    NAV_HREFS.map((href) => isActivePath(pathname, href)),
    matches.map((match) => match.route.id),
  ]);
}

/**
 * The stored page for this address and nonce, and the weight it was stored with sent in `coding`,
 * or undefined.
 */
export function storedNotFoundPage(key: string, url: URL, nonce: string, coding: PageCoding) {
  const page = pages.get(key);
  if (!page) return undefined;
  return {
    html: fillEncoded(page.template, { address: returnToOf(url), nonce }),
    weight: page.weights[coding],
  };
}

function lastSegmentOf(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname.split("/").at(-1) ?? "");
  } catch {
    return undefined;
  }
}

/** Shorter than this, a path's last segment could be any word on the page. */
const DISTINCT_SEGMENT_LENGTH = 8;

/**
 * Keeps a rendered 404 page, unless its address may show anywhere but in the Lite switch (then a
 * page for another address would show this one's): a later 404 with a distinct address is kept.
 */
export function keepNotFoundPage(key: string, url: URL, nonce: string, html: string) {
  if (!nonce || pages.get(key)) return;
  const lastSegment = lastSegmentOf(url.pathname);
  if (!lastSegment || lastSegment.length < DISTINCT_SEGMENT_LENGTH) return;
  const template = cutPage(html, [
    { place: "address", text: returnToOf(url), isOnce: true },
    { place: "nonce", text: nonce, isOnce: false },
  ]);
  const at = template?.places.indexOf("address") ?? -1;
  if (!template || !template.parts[at]!.endsWith(ADDRESS_ATTRIBUTE)) return;
  const elsewhere = template.parts.join("");
  const forms = [url.pathname, escapeAttribute(url.pathname), lastSegment];
  if (forms.some((form) => elsewhere.includes(form))) return;
  const weights = Object.fromEntries(
    PAGE_CODINGS.map((coding) => [coding, weighPage(html, { coding }).weight]),
  ) as Record<PageCoding, PageWeight | undefined>;
  pages.set(key, { template: encodeTemplate(template), weights });
}
