// Pages the server answers before React Router from a page stored with places (issue 41,
// decision 045): the 404 page of an address the loaders certainly answer 404, and the name
// generator with names drawn. server/page-cache.ts asks here for every page it does not hold;
// an answer is the page a full render would give, its weight measured for it as before.
import type { ServerBuild } from "react-router";
import { pageCodingFor, type PageCoding } from "#app/domain/pages/content-coding.ts";
import { isLiteRequest } from "#app/domain/pages/lite-mode.ts";
import { drawnNamesPage, NAME_GENERATOR_PATH } from "#app/pages/drawn-names-page.server.tsx";
import {
  matchBuildRoutes,
  notFoundPageKey,
  routePatternOf,
  storedNotFoundPage,
} from "#app/pages/not-found-page.server.ts";
import { weighStoredPage, type PageWeight } from "#app/pages/page-weight.server.ts";

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

/**
 * The page with its weight written in, with the headers a render gives it. Weighing the page
 * compressed it in the coding the client takes best (zstd, else gzip): it is sent that, so the
 * page is not compressed a second time. A client that takes neither gets the page as it is, its
 * figure the gzip's, as the compression middleware would have sent it.
 */
function answerWith(
  { html, weight }: { html: Buffer[]; weight: PageWeight | undefined },
  status: number,
  route: string,
  coding: PageCoding | undefined,
): StoredPageAnswer {
  // Measured from the stored page's weight: one compression when its figure holds.
  const { page, compressed } = weighStoredPage(html, { like: weight, coding: coding ?? "gzip" });
  const headers: [string, string][] = [["Content-Type", "text/html; charset=utf-8"]];
  if (compressed && coding) {
    headers.push(["Content-Encoding", coding], ["Vary", "Save-Data, Cookie, Accept-Encoding"]);
    return { status, headers, body: compressed, route };
  }
  // The same address answers a lite page or a full one (app/domain/pages/lite-mode.ts).
  headers.push(["Vary", "Save-Data, Cookie"]);
  return { status, headers, body: page(), route };
}

export async function answerStoredPage(
  request: StoredPageRequest,
  build: ServerBuild,
): Promise<StoredPageAnswer | undefined> {
  if (request.hasErrorProbe || !request.url.startsWith("/")) return undefined;
  const url = new URL(request.url, "http://stored-page.invalid");
  const isLite = isLiteRequest({ saveData: request.saveData, cookie: request.cookie });
  const coding = pageCodingFor(request.acceptEncoding);
  if (url.pathname === NAME_GENERATOR_PATH) {
    const filled = drawnNamesPage(url, isLite, request.nonce, coding ?? "gzip");
    return filled && answerWith(filled, 200, NAME_GENERATOR_PATH, coding);
  }
  const matches = matchBuildRoutes(build, url.pathname);
  const key = await notFoundPageKey(url, matches, isLite);
  const filled =
    key === undefined ? undefined : storedNotFoundPage(key, url, request.nonce, coding ?? "gzip");
  return filled && answerWith(filled, 404, routePatternOf(matches), coding);
}
