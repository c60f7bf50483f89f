// A small shared cache in front of server rendering. A route opts in by answering with
// `Cache-Control: public, s-maxage=N` (see app/http/cache-headers.ts); its 200 responses are then
// kept for N seconds, keyed by path, query and lite mode (issue 25), and served without rendering
// again. Rendering a catalogue page costs milliseconds of CPU per request; a hit costs a string
// copy.
//
// Each response carries its own CSP nonce. A cached page keeps the nonce it was rendered with,
// and a hit swaps in the nonce of the request it answers, which the CSP header names.
import type { Request, RequestHandler, Response } from "express";
import { isLiteRequest } from "#app/domain/lite-mode.ts";

export interface PageCacheOptions {
  /** Most pages kept; the least recently used go first. */
  maxEntries?: number;
  /** Largest body kept, in bytes. */
  maxEntryBytes?: number;
  now?: () => number;
  /**
   * The content generation (app/models/content-cache.server.ts): a page rendered from older
   * content is not served again, so a published change shows at once.
   */
  generation?: () => number;
}

interface Entry {
  status: number;
  headers: [string, string | string[]][];
  /** The body cut at each occurrence of the nonce it was rendered with. */
  parts: string[];
  expiresAt: number;
  generation: number;
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
]);

/** A page's address, and whether it is its lite page, which has no scripts (issue 25). */
function cacheKey(req: Request): string {
  const isLite = isLiteRequest({ saveData: req.get("save-data"), cookie: req.get("cookie") });
  return `${isLite ? "lite " : ""}${req.originalUrl}`;
}

/** Seconds a shared cache may keep the response, or 0. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl)) return 0;
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

export function pageCache(options: PageCacheOptions = {}): RequestHandler {
  const {
    maxEntries = 500,
    maxEntryBytes = 512 * 1024,
    now = Date.now,
    generation = () => 0,
  } = options;
  const entries = new Map<string, Entry>();

  function remember(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  function replay(res: Response, entry: Entry, isHead: boolean) {
    const nonce = String(res.locals.cspNonce ?? "");
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Cache", "HIT");
    res.status(entry.status);
    if (isHead) res.end();
    else res.send(entry.parts.join(nonce));
  }

  return (req, res, next) => {
    const isHead = req.method === "HEAD";
    if (req.method !== "GET" && !isHead) return next();
    const key = cacheKey(req);
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now() && cached.generation === generation()) {
      remember(key, cached);
      return replay(res, cached, isHead);
    }
    if (cached) entries.delete(key);
    if (isHead) return next();

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
      const maxAge = sharedMaxAge(res.getHeader("cache-control")?.toString());
      if (res.statusCode !== 200 || maxAge === 0 || size > maxEntryBytes) return;
      if (res.getHeader("set-cookie") !== undefined) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !PER_RESPONSE_HEADERS.has(name) && name !== "x-cache")
        .map(([name, value]) => [
          name,
          Array.isArray(value) ? value : String(value),
        ]) as Entry["headers"];
      const body = Buffer.concat(chunks).toString("utf8");
      const nonce = String(res.locals.cspNonce ?? "");
      remember(key, {
        status: res.statusCode,
        headers,
        parts: nonce ? body.split(nonce) : [body],
        expiresAt: now() + maxAge * 1000,
        generation: renderedAt,
      });
    });
    // The content the page is rendered from: a change during rendering makes the entry stale.
    const renderedAt = generation();
    res.setHeader("X-Cache", "MISS");
    next();
  };
}
