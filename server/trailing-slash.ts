// One address per page: a path with a trailing slash (other than "/") answers a permanent
// redirect to the same path without it, query string kept, before anything else routes it.
import type { RequestHandler } from "express";
import { safeLocalPath } from "#app/domain/accounts/safe-redirect.ts";

/** Where a request URL with a trailing slash belongs, or null when it has none. */
export function slashlessUrl(url: string): string | null {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path === "/" || !path.endsWith("/")) return null;
  // Leading slashes collapse to one: "//evil.com/" must stay on this site rather than become a
  // protocol-relative address, and browsers read a backslash there as a slash. What still leads
  // elsewhere once normalised ("/..//evil.com/", "/%2F%2Fevil.com/") goes home instead.
  const slashless = `/${path.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
  return safeLocalPath(queryAt === -1 ? slashless : slashless + url.slice(queryAt), "/");
}

export const redirectTrailingSlash: RequestHandler = (req, res, next) => {
  const location = slashlessUrl(req.originalUrl);
  if (location === null) return next();
  // 308 keeps a form's method and body; a browser would turn a 301'd POST into a GET.
  res.redirect(req.method === "GET" || req.method === "HEAD" ? 301 : 308, location);
};
