// Typed paths to the site's routes, checked against app/routes.ts: React Router's `href` type over
// a few lines of our own. React Router's runtime `href` went into the framework chunk every public
// page loads (about 360 bytes gzipped) for links only the dashboard and e-mails draw.
import type { href as routerHref } from "react-router";

/** `href("/admin/dashboard/campaigns/:id", { id })`: the pattern with its params filled in. */
export const href = ((path: string, params?: Record<string, string | number | undefined>) => {
  const filled = path.replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params?.[name];
    if (value === undefined && !optional) {
      throw new Error(`Path '${path}' requires param '${name}' but it was not provided`);
    }
    return value === undefined ? "" : `/${value}`;
  });
  return filled || "/";
}) as typeof routerHref;
