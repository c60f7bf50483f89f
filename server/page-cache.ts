// A small shared cache in front of server rendering. A route opts in by answering with
// `Cache-Control: public, s-maxage=N` (see app/http/cache-headers.ts); its 200 responses are then
// kept for N seconds, keyed by path, query and lite mode (issue 25), and served without rendering
// again.
//
// A hit sends stored bytes: once a page is asked for a second time, it is compressed in the
// background with brotli at its best quality and with gzip, and later hits go out in the
// smallest encoding the client takes, so a reader on 3G gets fewer bytes than live compression
// gives and the server compresses a page once, not on every request. That is why a cached page
// keeps the CSP nonce it was rendered with, and a hit names that nonce in its CSP header: the body
// and its nonce are made together and frozen together, so nothing injected later can know it
// (decision 026). A re-render that differs from the stored page only by its nonce keeps the stored
// page, its compressed forms and its ETag, so a returning reader's copy is still current.
//
// Some pages no other cache may keep are still the same for every reader who asks: a search
// (counted on every request, so a CDN must not answer it), the empty shortlist of a visitor with
// no list. The app lets this cache keep those with SERVER_MAX_AGE_HEADER, which never leaves the
// server, and `onHit` does on each hit what the page's loader would have (counting the search).
import { createHash } from "node:crypto";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isLiteRequest } from "#app/domain/pages/lite-mode.ts";
import { SERVER_MAX_AGE_HEADER } from "#app/http/cache-headers.ts";
import type { CachedPageHit } from "#app/pages/cached-page-hits.server.ts";
import type { StoredPageAnswer, StoredPageRequest } from "#app/pages/stored-pages.server.ts";
import { readShortlistCookie } from "#app/domain/hotel-lists/shortlist.ts";
import { readStayCookie } from "#app/domain/partners/stay.ts";
import { currentRequest } from "#app/observability/request-store.server.ts";
import { chooseEncoding, type StoredEncoding } from "#server/accept-encoding.ts";

export interface PageCacheOptions {
  /** Most pages kept; the least recently used go first. */
  maxEntries?: number;
  /** Largest body kept, in bytes. */
  maxEntryBytes?: number;
  /**
   * Bytes kept in all, each page's body and its compressed forms: pages a crawler walks through
   * once must not grow the process past a small server's memory (issue 41).
   */
  maxBytes?: number;
  now?: () => number;
  /**
   * The content generation (app/models/content-snapshot/serve.server.ts): a page rendered from older
   * content is not served again, so a published change shows at once.
   */
  generation?: () => number;
  /** Runs for each page served from the cache (docs/decisions/045). */
  onHit?: (hit: CachedPageHit) => void;
  /**
   * A page this cache does not hold that the app answers from a stored page without rendering
   * (docs/decisions/045): the 404 page, the name generator with names drawn. Undefined: render.
   */
  storedPage?: (request: StoredPageRequest) => Promise<StoredPageAnswer | undefined>;
}

interface Entry {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  /** The CSP nonce the body was rendered with. */
  nonce: string;
  /** Weak, so one tag serves every encoding of the body. */
  etag: string;
  /** Filled in the background after the first hit. */
  encoded: Partial<Record<StoredEncoding, Buffer>>;
  isEncoding: boolean;
  expiresAt: number;
  generation: number;
  /** The route pattern the page was rendered for, so a hit is logged and counted under it. */
  route?: string;
}

/** Bodies smaller than the compression middleware's threshold go as they are. */
const SMALLEST_ENCODED = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript))/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const sizeOf = (entry: Entry) =>
  entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);

/** Brotli at its best quality and gzip at its highest level: spent once per page, not per hit. */
async function encode(entry: Entry) {
  const [br, gz] = await Promise.all([
    brotli(entry.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
      },
    }),
    gzipped(entry.body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  entry.encoded = { br, gzip: gz };
}

function isWorthEncoding(entry: Entry): boolean {
  const type = entry.headers.find(([name]) => name === "content-type")?.[1];
  return entry.body.length >= SMALLEST_ENCODED && COMPRESSIBLE.test(String(type ?? ""));
}

/** Headers that belong to one response, not to the page. */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "content-security-policy",
  "connection",
  "date",
  "etag",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
  "x-request-id",
]);

/** A page's address, and whether it is its lite page, which has no scripts (issue 25). */
function cacheKey(req: Request): string {
  const isLite = isLiteRequest({ saveData: req.get("save-data"), cookie: req.get("cookie") });
  return `${isLite ? "lite " : ""}${req.originalUrl}`;
}

/**
 * A hotel page shows the visitor's remembered stay in its Book Now form (issue 39), and the
 * shortlist the hotels in the visitor's shortlist cookie, so a visitor with either never gets the
 * page rendered for everyone; their page answers private and is not kept. Every other page stays
 * one entry for all, whatever stay or list the visitor keeps.
 */
function showsOwnChoice(req: Request): boolean {
  const cookie = req.get("cookie");
  if (req.path.startsWith("/hotels/")) return readStayCookie(cookie) !== null;
  // The page, or its data for a client navigation.
  const isShortlist = req.path === "/shortlist" || req.path === "/shortlist.data";
  return isShortlist && readShortlistCookie(cookie) !== undefined;
}

/** Seconds a shared cache may keep the response, or 0. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl)) return 0;
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/** The stored page, unchanged but for the nonce this render was given. */
function sameAsBefore(before: Entry | undefined, after: Entry): boolean {
  if (!before || before.status !== after.status) return false;
  if (!after.nonce || !before.nonce) return before.body.equals(after.body);
  const renamed = after.body.toString("utf8").replaceAll(after.nonce, before.nonce);
  return before.body.equals(Buffer.from(renamed, "utf8"));
}

/**
 * The app's word to this cache alone (SERVER_MAX_AGE_HEADER): read as the headers go out, and
 * taken off them, whether or not this answer is kept.
 */
function takeServerMaxAge(res: Response): () => number {
  let seconds = 0;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    seconds = Number(res.getHeader(SERVER_MAX_AGE_HEADER) ?? 0) || 0;
    res.removeHeader(SERVER_MAX_AGE_HEADER);
    return writeHead(...args);
  }) as Response["writeHead"];
  return () => seconds;
}

const keptFrom = ({ body, nonce, etag, encoded, isEncoding }: Entry) => ({
  body,
  nonce,
  etag,
  encoded,
  isEncoding,
});

export function pageCache(options: PageCacheOptions = {}): RequestHandler {
  const {
    maxEntries = 500,
    maxEntryBytes = 512 * 1024,
    maxBytes = 32 * 1024 * 1024,
    now = Date.now,
    generation = () => 0,
    onHit,
    storedPage,
  } = options;
  const entries = new Map<string, Entry>();

  /** The least recently used pages go until what is kept fits both limits. */
  function trim() {
    let total = 0;
    for (const entry of entries.values()) total += sizeOf(entry);
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && total <= maxBytes) return;
      entries.delete(key);
      total -= sizeOf(entry);
    }
  }

  function remember(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    trim();
  }

  function replay(req: Request, res: Response, entry: Entry, isHead: boolean) {
    // The CSP header names this request's nonce; the stored body carries its own.
    const policy = res.getHeader("content-security-policy");
    const requestNonce = String(res.locals.cspNonce ?? "");
    if (typeof policy === "string" && requestNonce && entry.nonce) {
      res.setHeader(
        "Content-Security-Policy",
        policy.replaceAll(`'nonce-${requestNonce}'`, `'nonce-${entry.nonce}'`),
      );
      res.locals.cspNonce = entry.nonce;
    }
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Cache", "HIT");
    // A reader coming back gets "not modified" while the page is the one they hold.
    res.setHeader("ETag", entry.etag);
    if (
      req
        .get("if-none-match")
        ?.split(/\s*,\s*/)
        .includes(entry.etag)
    ) {
      res.status(304).end();
      return;
    }
    res.status(entry.status);
    const encoding = chooseEncoding(req.get("accept-encoding"));
    const encoded = encoding ? entry.encoded[encoding] : undefined;
    if (encoded) {
      res.vary("Accept-Encoding");
      res.setHeader("Content-Encoding", encoding!);
    } else if (!entry.isEncoding && isWorthEncoding(entry)) {
      entry.isEncoding = true;
      // A page that cannot be compressed goes out as it does today, compressed per request.
      encode(entry).then(trim, () => {});
    }
    const body = encoded ?? entry.body;
    res.setHeader("Content-Length", body.length);
    if (isHead) res.end();
    else res.end(body);
  }

  return (req, res, next) => {
    const serverMaxAge = takeServerMaxAge(res);
    const isHead = req.method === "HEAD";
    if ((req.method !== "GET" && !isHead) || showsOwnChoice(req)) return next();
    const key = cacheKey(req);
    const cached = entries.get(key);
    const request = currentRequest();
    if (cached && cached.expiresAt > now() && cached.generation === generation()) {
      if (request && cached.route) request.route = cached.route;
      remember(key, cached);
      onHit?.({ route: cached.route, url: req.originalUrl, userAgent: req.get("user-agent") });
      return replay(req, res, cached, isHead);
    }
    if (cached) entries.delete(key);
    if (isHead) return next();
    if (!storedPage) return render(req, res, next, cached, serverMaxAge);
    storedPage({
      url: req.originalUrl,
      nonce: String(res.locals.cspNonce ?? ""),
      cookie: req.get("cookie"),
      saveData: req.get("save-data"),
      acceptEncoding: req.get("accept-encoding"),
      hasErrorProbe: req.get("x-error-probe") !== undefined,
    }).then((answer) => {
      if (!answer) return render(req, res, next, cached, serverMaxAge);
      if (request) request.route = answer.route;
      res.setHeader("X-Cache", "MISS");
      for (const [name, value] of answer.headers) res.setHeader(name, value);
      res.status(answer.status).end(answer.body);
    }, next);
  };

  /** Renders the page, and keeps it when the app says it may be kept. */
  function render(
    req: Request,
    res: Response,
    next: NextFunction,
    cached: Entry | undefined,
    serverMaxAge: () => number,
  ) {
    const key = cacheKey(req);
    const request = currentRequest();

    // Record what the renderer writes, passing every chunk through unchanged.
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      if (size > maxEntryBytes) return;
      const buffer =
        chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(
              String(chunk),
              (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding,
            );
      chunks.push(buffer);
      size += buffer.length;
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];

    res.on("finish", () => {
      const maxAge = sharedMaxAge(res.getHeader("cache-control")?.toString()) || serverMaxAge();
      if (res.statusCode !== 200 || maxAge === 0 || size > maxEntryBytes) return;
      if (res.getHeader("set-cookie") !== undefined) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !PER_RESPONSE_HEADERS.has(name) && name !== "x-cache")
        .map(([name, value]) => [
          name,
          Array.isArray(value) ? value : String(value),
        ]) as Entry["headers"];
      const body = Buffer.concat(chunks);
      const nonce = String(res.locals.cspNonce ?? "");
      const entry: Entry = {
        status: res.statusCode,
        headers,
        body,
        nonce,
        etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        encoded: {},
        isEncoding: false,
        expiresAt: now() + maxAge * 1000,
        generation: renderedAt,
        route: request?.route,
      };
      remember(key, sameAsBefore(cached, entry) ? { ...entry, ...keptFrom(cached!) } : entry);
    });
    // The content the page is rendered from: a change during rendering makes the entry stale.
    const renderedAt = generation();
    res.setHeader("X-Cache", "MISS");
    next();
  }
}
