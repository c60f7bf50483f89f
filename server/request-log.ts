// The first middleware: gives each request its id (the proxy's X-Request-Id when it is a safe
// token, else a fresh UUID), answers with it in X-Request-Id, makes it and the route visible to
// every log line written while the request runs, and when the answer is finished writes one
// access-log line and counts the request for /metrics (docs/decisions/030).
import { randomUUID } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { acceptRequestId } from "#app/domain/operations/request-id.ts";
import type { LogLevel } from "#app/domain/operations/log-line.ts";
import { log } from "#app/observability/log.server.ts";
import { recordRequest } from "#app/observability/metrics.server.ts";
import { runWithRequest, type RequestStore } from "#app/observability/request-store.server.ts";

/** Probes and scrapes run every few seconds: at info they would drown the visitors' requests. */
const QUIET_ROUTES = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The route a request is counted under. React Router names the pattern it matched; what never
 * reached it was a file (a build asset, the service worker) or refused before routing. Raw paths
 * are never used: every new URL would make a new series.
 */
export function routeLabel(req: Request, store: RequestStore, status: number): string {
  if (store.route) return store.route;
  if (req.path === "/sw.js" || req.path === "/offline.html") return req.path;
  return status < 400 && (req.method === "GET" || req.method === "HEAD") ? "static" : "unmatched";
}

function accessLevel(route: string, status: number): LogLevel {
  if (status >= 500) return "error";
  if (route === "static" || QUIET_ROUTES.has(route)) return "debug";
  return "info";
}

export const requestLog: RequestHandler = (req, res, next) => {
  const store: RequestStore = {
    requestId: acceptRequestId(req.get("x-request-id")) ?? randomUUID(),
    method: req.method,
  };
  res.setHeader("X-Request-Id", store.requestId);
  const started = process.hrtime.bigint();
  // "close" comes after "finish", or alone when the client went away before the answer ended:
  // that request is logged too, as 499 (nginx's "client closed request"), and counted.
  res.on("close", () => {
    const status = res.writableFinished ? res.statusCode : 499;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeLabel(req, store, status);
    recordRequest(route, req.method, status, seconds);
    runWithRequest({ ...store, route }, () =>
      log[accessLevel(route, status)](`${req.method} ${route} ${status}`, {
        method: req.method,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        cache: res.getHeader("x-cache"),
      }),
    );
  });
  runWithRequest(store, next);
};
