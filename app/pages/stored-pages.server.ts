// Pages the server answers before React Router from a page stored with places (issue 41,
// decision 045): the 404 page of an address the loaders certainly answer 404, and the name
// generator with names drawn. server/page-cache.ts asks here for every page it does not hold;
// an answer is the page a full render would give, its weight measured for it as before.
import type { ServerBuild } from "react-router";
import { isLiteRequest } from "#app/domain/pages/lite-mode.ts";
import { drawnNamesPage, NAME_GENERATOR_PATH } from "#app/pages/drawn-names-page.server.tsx";
import {
  matchBuildRoutes,
  notFoundPageKey,
  routePatternOf,
  storedNotFoundPage,
} from "#app/pages/not-found-page.server.ts";
import { weighPage, type PageWeight } from "#app/pages/page-weight.server.ts";

export interface StoredPageRequest {
  /** Path and query, as asked. */
  url: string;
  /** This request's CSP nonce, which its header names. */
  nonce: string;
  cookie: string | undefined;
  saveData: string | undefined;
  acceptEncoding: string | undefined;
  /** The error tracker's probe (app/observability/route-name.server.ts) is React Router's. */
  hasErrorProbe: boolean;
}

export interface StoredPageAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** The route pattern the request is logged and counted under, as React Router names it. */
  route: string;
}

/** Whether the client takes gzip: named, or by "*", and not refused with q=0 (RFC 9110 12.5.3). */
export function acceptsGzip(header: string | undefined): boolean {
  const codings = new Map(
    (header ?? "").split(",").map((item) => {
      const [coding = "", ...params] = item.trim().toLowerCase().split(";");
      const isRefused = params.some((param) => /^\s*q=0(\.0{0,3})?\s*$/.test(param));
      return [coding.trim(), !isRefused] as const;
    }),
  );
  return codings.get("gzip") ?? codings.get("*") ?? false;
}

/**
 * The page with its weight written in, with the headers a render gives it. Weighing the page
 * gzipped it: a client taking gzip is sent that, so the page is not compressed a second time.
 */
function answerWith(
  { html, weight }: { html: Buffer; weight: PageWeight | undefined },
  status: number,
  route: string,
  acceptEncoding: string | undefined,
): StoredPageAnswer {
  // Measured from the stored page's weight: one gzip when its figure holds (page-weight.server.ts).
  const { page, gzipped } = weighPage(html, { like: weight });
  const headers: [string, string][] = [["Content-Type", "text/html; charset=utf-8"]];
  if (gzipped && acceptsGzip(acceptEncoding)) {
    headers.push(["Content-Encoding", "gzip"], ["Vary", "Save-Data, Cookie, Accept-Encoding"]);
    return { status, headers, body: gzipped, route };
  }
  // The same address answers a lite page or a full one (app/domain/pages/lite-mode.ts).
  headers.push(["Vary", "Save-Data, Cookie"]);
  return { status, headers, body: page, route };
}

export async function answerStoredPage(
  request: StoredPageRequest,
  build: ServerBuild,
): Promise<StoredPageAnswer | undefined> {
  if (request.hasErrorProbe || !request.url.startsWith("/")) return undefined;
  const url = new URL(request.url, "http://stored-page.invalid");
  const isLite = isLiteRequest({ saveData: request.saveData, cookie: request.cookie });
  if (url.pathname === NAME_GENERATOR_PATH) {
    const filled = drawnNamesPage(url, isLite, request.nonce);
    return filled && answerWith(filled, 200, NAME_GENERATOR_PATH, request.acceptEncoding);
  }
  const matches = matchBuildRoutes(build, url.pathname);
  const key = await notFoundPageKey(url, matches, isLite);
  const filled = key === undefined ? undefined : storedNotFoundPage(key, url, request.nonce);
  return filled && answerWith(filled, 404, routePatternOf(matches), request.acceptEncoding);
}
