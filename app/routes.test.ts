// The route table keeps the admin rule by construction: every operator screen and admin API
// route, including ones added later, sits inside the admin-guard layout, whose middleware checks
// the session before any loader or action runs.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "./routes.ts";

interface Leaf {
  path: string;
  isGuarded: boolean;
}

function leaves(entries: readonly RouteConfigEntry[], isGuarded = false): Leaf[] {
  return entries.flatMap((entry) => {
    const guarded = isGuarded || entry.file === "routes/admin-guard.ts";
    const own = entry.path !== undefined ? [{ path: entry.path, isGuarded: guarded }] : [];
    return [...own, ...leaves(entry.children ?? [], guarded)];
  });
}

const isAdminPath = (path: string) => /^(admin|api\/admin)\//.test(path);
const PUBLIC_ADMIN_PATHS = ["api/admin/login"];

describe("the route table", () => {
  const all = leaves(routes);

  it("puts every admin screen and admin API route inside the admin guard, and nothing else", () => {
    const adminPaths = all.filter((leaf) => isAdminPath(leaf.path));
    expect(adminPaths.length).toBeGreaterThan(5);
    for (const leaf of all) {
      const mustBeGuarded = isAdminPath(leaf.path) && !PUBLIC_ADMIN_PATHS.includes(leaf.path);
      expect(leaf.isGuarded, leaf.path).toBe(mustBeGuarded);
    }
  });

  it("leaves the login screen and the login call outside the guard", () => {
    expect(all.find((leaf) => leaf.path === "admin")?.isGuarded).toBe(false);
    expect(all.find((leaf) => leaf.path === "api/admin/login")?.isGuarded).toBe(false);
  });
});
