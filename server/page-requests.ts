// What the site's pages accept, checked before React Router sees a request: a page is read with
// GET or HEAD and its forms post with POST, as a browser's form or React Router's fetch sends
// them. Anything else is the client's mistake and gets a 405 or 415 with what to do, not a 500
// from deep inside an action (issue 27). The JSON API (/api) answers for itself.
import type { RequestHandler } from "express";

const PAGE_METHODS = ["GET", "HEAD", "POST"];
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/**
 * Pages whose form also takes JSON, as the admin API's mirror of it: accepting an invitation and
 * resetting a password (`POST {password}`, issue 28). Their route answers JSON with JSON.
 */
const JSON_PAGES = /^\/admin\/(invite|reset)\/[^/]+$/;

function refuse(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

/** The refusal a page request earns, or null when it may go on. */
export function refusePageRequest(
  method: string,
  path: string,
  contentType: string | undefined,
  hasBody: boolean,
): Response | null {
  if (method === "TRACE" || method === "TRACK") {
    return refuse(405, `${method} is not answered here.`, { Allow: PAGE_METHODS.join(", ") });
  }
  if (path === "/api" || path.startsWith("/api/")) return null;
  if (method === "OPTIONS") return null;
  if (!PAGE_METHODS.includes(method)) {
    return refuse(405, `This page takes GET to read it and POST from its forms, not ${method}.`, {
      Allow: PAGE_METHODS.join(", "),
    });
  }
  if (method !== "POST" || !hasBody) return null;
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (FORM_TYPES.has(type)) return null;
  if (type === "application/json" && JSON_PAGES.test(path)) return null;
  return refuse(
    415,
    "Send this page's form as a browser does: application/x-www-form-urlencoded or multipart/form-data.",
  );
}

/** The body, if any, is left unread: server/app.ts drains it after the answer. */
export const pageRequests: RequestHandler = (req, res, next) => {
  const hasBody =
    Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
  const refusal = refusePageRequest(req.method, req.path, req.get("content-type"), hasBody);
  if (!refusal) return next();
  res.status(refusal.status);
  refusal.headers.forEach((value, name) => res.setHeader(name, value));
  void refusal.text().then((text) => res.end(text));
};
