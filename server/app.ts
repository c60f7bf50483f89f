// Builds the Express app: security headers, compression, static files, the body limit and the
// React Router request handler. server/index.ts only reads config, opens the app and listens.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { apiBodyLimit, bodyTooLargeMessage } from "#app/http/request-body.server.ts";
import type { createRequestContext } from "#app/http/request-context.server.ts";
import { reportError } from "#app/observability/error-tracker.server.ts";
import { errorField, log } from "#app/observability/log.server.ts";
import type { CachedPageHit } from "#app/pages/cached-page-hits.server.ts";
import { GZIP_LEVEL } from "#app/pages/page-weight.server.ts";
import type { answerStoredPage } from "#app/pages/stored-pages.server.ts";
import { pageCache } from "#server/page-cache.ts";
import { pageRequests } from "#server/page-requests.ts";
import { precompressedAssets } from "#server/precompressed-assets.ts";
import { requestLog } from "#server/request-log.ts";
import { offlinePage, serviceWorkerHandler } from "#server/service-worker.ts";
import { redirectTrailingSlash } from "#server/trailing-slash.ts";

export interface AppOptions {
  /**
   * The React Router server build: the build itself once built, or what resolves a fresh one per
   * request in development. Given a function, React Router derives its routes, their ranking and
   * its handlers again for every request (6% of an API request's time), so a build that never
   * changes is given as it is.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  isProduction: boolean;
  /** Express's trust proxy setting, so req.ip is the client behind a load balancer. */
  trustProxy: string;
  /** Directory of the client build, served statically; absent in development. */
  clientDir?: string;
  /** Vite's middleware in development. */
  devMiddleware?: RequestHandler;
  /** Goes up when published content changes, so the page cache drops what it rendered before. */
  contentGeneration?: () => number;
  /** What a page's loader does on each request, done for a page the cache answers instead. */
  onCachedPage?: (hit: CachedPageHit) => void;
}

type StoredPages = { answerStoredPage: typeof answerStoredPage };

function contentSecurityPolicy(nonce: string, isProduction: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes come from React components; scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    isProduction ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Search forms submit to the travel partner when JavaScript is off.
    "form-action 'self' https:",
    "frame-ancestors 'none'",
    ...(isProduction ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

function securityHeaders(isProduction: boolean): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, isProduction));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    // Partners (Amazon by its terms) must see which site sent a visitor: the origin, never the path.
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // No other site may embed our answers (scripts, JSON, pages) as its own subresources: keeps
    // them out of another origin's process, where a Spectre-style read could see them. Photos are
    // the exception: a newsletter shows them in webmail, which loads them from its own origin.
    res.setHeader(
      "Cross-Origin-Resource-Policy",
      req.path.startsWith("/media/") ? "cross-origin" : "same-origin",
    );
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (isProduction) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    next();
  };
}

/** Rejects API bodies that declare a size over the limit before reading them. */
const declaredBodyLimit: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers["content-length"] ?? 0);
  const limit = apiBodyLimit(req.originalUrl.split("?")[0]!);
  if (declared > limit) {
    res.status(413).json({ error: bodyTooLargeMessage(limit) });
    return;
  }
  next();
};

/** How much of an unread request body is read and dropped before the socket is closed. */
const UNREAD_BODY_DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Answers can go out before the body is read: a 413, or a POST to a page without a form. The
 * rest of the body must then be read and dropped. Left on a kept-alive socket it would break the
 * client's next request; closing the socket while the client is still writing resets it, and
 * the client may never read the answer. Past 1 MB the client is not worth waiting for.
 */
const drainUnreadBody: RequestHandler = (req, res, next) => {
  res.on("finish", () => {
    if (req.complete) return;
    let left = UNREAD_BODY_DRAIN_LIMIT_BYTES;
    // Whatever was reading the body (React Router's request stream) is done with it.
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      left -= chunk.byteLength;
      if (left < 0) req.socket.destroy();
    });
    req.resume();
  });
  next();
};

/**
 * The build's public files (favicon.svg, icons/, products/, social/), looked for only under the
 * names the build has at its top: otherwise every page's address cost a file look-up that found
 * nothing (4% of a stored 404 page's time, the CPU profile of `npm run bench`'s deep path).
 */
function publicFiles(directory: string): RequestHandler {
  const names = new Set(readdirSync(directory));
  const serve = express.static(directory, { maxAge: "1h", index: false, redirect: false });
  return (req, res, next) => {
    if (names.has(req.path.split("/")[1] ?? "")) return serve(req, res, next);
    next();
  };
}

export function createApp(options: AppOptions): express.Express {
  const { build } = options;
  const getBuild = typeof build === "function" ? build : async () => build;
  const app = express();
  app.disable("x-powered-by");
  // Pages carry a per-request CSP nonce, so an ETag of their body would never match.
  app.set("etag", false);
  app.set("trust proxy", options.trustProxy);

  // First, so every answer carries X-Request-Id and is logged and counted.
  app.use(requestLog);
  app.use(securityHeaders(options.isProduction));
  app.use(drainUnreadBody);
  app.use(compression({ level: GZIP_LEVEL }));
  // React Router flushes after every chunk it writes, which makes compression end a deflate block
  // each time: a page rendered afresh went out about 1.7 times larger than the same page from
  // the page cache. Pages are rendered whole before the first byte, so nothing waits on a flush.
  app.use((_req, res, next) => {
    res.flush = () => {};
    next();
  });
  app.use("/api", declaredBodyLimit);

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  }
  app.use(redirectTrailingSlash);
  if (options.clientDir) {
    // Hashed build assets never change under the same name. A folder is not a page: without
    // redirect: false, /icons would answer 301 to /icons/, which answers 301 back to /icons.
    app.use("/assets", precompressedAssets(path.join(options.clientDir, "assets")));
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
      }),
    );
    app.use(publicFiles(options.clientDir));
  }

  app.get("/sw.js", serviceWorkerHandler(getBuild));
  app.get("/offline.html", offlinePage(getBuild));

  app.use(pageRequests);
  // In development every request renders, so edits show at once.
  if (options.isProduction)
    app.use(
      pageCache({
        generation: options.contentGeneration,
        onHit: options.onCachedPage,
        // The app build decides which pages it answers without rendering (decision 045).
        storedPage: async (request) => {
          const serverBuild = await getBuild();
          const stored = serverBuild.entry.module as unknown as StoredPages;
          return stored.answerStoredPage(request, serverBuild);
        },
      }),
    );

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: options.isProduction ? "production" : "development",
      // The context keys live in the app build, so the build's own factory makes the context.
      getLoadContext: async (req, res) => {
        const entry = (await getBuild()).entry.module as unknown as {
          createRequestContext: typeof createRequestContext;
        };
        return entry.createRequestContext({
          cspNonce: String(res.locals.cspNonce ?? ""),
          clientAddress: req.ip ?? "unknown",
          isDocument: !req.path.endsWith(".data"),
        });
      },
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error?.status === "number" && error.status >= 400 ? error.status : 500;
    // A malformed request (a bad URL escape, say) is the client's: one warning, no stack.
    if (status < 500) {
      log.warn(`Bad request: ${status}`, {
        status,
        reason: error instanceof Error ? error.message : String(error),
      });
    } else {
      log.error("Unhandled request error", { error: errorField(error) });
      reportError(error, "request");
    }
    const message =
      status >= 500 ? "Something went wrong on our side. Please try again." : "Bad request.";
    if (req.path.startsWith("/api/")) {
      res.status(status).json({ error: message });
    } else {
      res.status(status).type("text/plain").send(message);
    }
  };
  app.use(onError);

  return app;
}
