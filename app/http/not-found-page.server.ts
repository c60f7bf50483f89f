// The 404 page, rendered once and reused (issue 41): a scanner asking for thousands of missing
// paths would otherwise have the whole layout rendered for each. Loaders still run, so whether a
// path is missing (a renamed page's redirect, an archived one's 410) is decided as before; only
// the rendering is skipped. What a 404 page shows of its request is its address, in the footer's
// Lite switch (returnTo), which links of the header are marked current, and the CSP nonce: the
// stored page has places for the address and the nonce, and is kept per set of marked links.
import type { EntryContext, RouterContextProvider } from "react-router";
import { isActivePath } from "#app/components/layout/nav.ts";
import { mainNav, quickLinks } from "#app/content/site-nav.ts";
import { BoundedLru } from "#app/domain/bounded-lru.ts";
import { heldHtmlContext } from "#app/http/request-context.server.ts";
import { contentGeneration } from "#app/models/content-snapshot/serve.server.ts";

/** A stored 404 page: its markup cut where the request's address and nonce go. */
interface NotFoundPage {
  /** Text between the places, the address's place first: [before, between…, after]. */
  parts: string[];
  /** For each place between parts, whether it takes the address (else the nonce). */
  places: ("address" | "nonce")[];
}

/**
 * At most 32 pages and 4 MB: one per kind of missing path (a top-level path goes through the city
 * route, a deeper one through the catch-all), lite or not, per set of marked header links.
 */
const pages = new BoundedLru<string, NotFoundPage>({
  maxEntries: 32,
  maxBytes: 4 * 1024 * 1024,
  sizeOf: (page) => page.parts.reduce((sum, part) => sum + part.length * 2, 0),
});

/** React's escaping of an attribute's value, as the Lite switch's returnTo is written. */
function escapeAttribute(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

const ADDRESS_ATTRIBUTE = 'name="returnTo" value="';
const NAV_HREFS = [...mainNav, ...quickLinks].map((link) => link.href);

function addressOf(request: Request): { url: URL; returnTo: string } {
  const url = new URL(request.url);
  return { url, returnTo: escapeAttribute(`${url.pathname}${url.search}`) };
}

/** Everything a 404 page is rendered from, apart from its address and nonce. */
export function notFoundPageKey(
  request: Request,
  routerContext: EntryContext,
  loadContext: Readonly<RouterContextProvider>,
  isLite: boolean,
): string {
  const { pathname } = new URL(request.url);
  const { matches, loaderData, actionData, errors } = routerContext.staticHandlerContext;
  return JSON.stringify([
    isLite,
    contentGeneration(),
    // The header marks the links the address falls under, and hides its search box on /search.
    NAV_HREFS.map((href) => isActivePath(pathname, href)),
    pathname === "/search",
    matches.map((match) => match.route.id),
    loaderData,
    actionData,
    errors,
    [...(loadContext.get(heldHtmlContext) ?? [])],
  ]);
}

/** The stored page for this request's address and nonce, or undefined. */
export function storedNotFoundPage(key: string, request: Request, nonce: string) {
  const page = pages.get(key);
  if (!page) return undefined;
  const { returnTo } = addressOf(request);
  let html = page.parts[0]!;
  page.places.forEach((place, index) => {
    html += (place === "address" ? returnTo : nonce) + page.parts[index + 1]!;
  });
  return html;
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
export function keepNotFoundPage(key: string, request: Request, nonce: string, html: string) {
  if (!nonce || pages.get(key)) return;
  const { url, returnTo } = addressOf(request);
  const halves = html.split(`${ADDRESS_ATTRIBUTE}${returnTo}"`);
  if (halves.length !== 2) return;
  const lastSegment = lastSegmentOf(url.pathname);
  if (!lastSegment || lastSegment.length < DISTINCT_SEGMENT_LENGTH) return;
  const elsewhere = halves.join("");
  const forms = [url.pathname, escapeAttribute(url.pathname), lastSegment];
  if (forms.some((form) => elsewhere.includes(form))) return;

  const page: NotFoundPage = { parts: [""], places: [] };
  const add = (text: string) => {
    page.parts[page.parts.length - 1] += text;
  };
  const place = (kind: NotFoundPage["places"][number]) => {
    page.places.push(kind);
    page.parts.push("");
  };
  [`${halves[0]}${ADDRESS_ATTRIBUTE}`, `"${halves[1]}`].forEach((segment, index) => {
    if (index > 0) place("address");
    segment.split(nonce).forEach((piece, at) => {
      if (at > 0) place("nonce");
      add(piece);
    });
  });
  pages.set(key, page);
}

/** Whether the client takes gzip: named, or by "*", and not refused with q=0 (RFC 9110 12.5.3). */
export function acceptsGzip(header: string | null): boolean {
  const codings = new Map(
    (header ?? "").split(",").map((item) => {
      const [coding = "", ...params] = item.trim().toLowerCase().split(";");
      const isRefused = params.some((param) => /^\s*q=0(\.0{0,3})?\s*$/.test(param));
      return [coding.trim(), !isRefused] as const;
    }),
  );
  return codings.get("gzip") ?? codings.get("*") ?? false;
}
