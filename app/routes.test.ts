// The route table keeps the admin rule by construction: every operator screen and admin API
// route, including ones added later, sits inside the admin-guard layout, whose middleware checks
// the session before any loader or action runs.
import { describe, expect, it } from "vitest";
import { routeLeaves } from "#tests/route-table.ts";
import routes from "#app/routes.ts";

const isAdminPath = (path: string) => /^(admin|api\/admin)\//.test(path);
const PUBLIC_ADMIN_PATHS = [
  "api/admin/login",
  // Single-use links e-mailed to staff, and the form that asks for a reset link.
  "admin/invite/:token",
  "admin/forgot",
  "admin/reset/:token",
];

describe("the route table", () => {
  const all = routeLeaves(routes);

  it("puts every admin screen and admin API route inside the admin guard, and nothing else", () => {
    const adminPaths = all.filter((leaf) => isAdminPath(leaf.path));
    expect(adminPaths.length).toBeGreaterThan(5);
    expect(adminPaths.map((leaf) => leaf.path)).toContain("admin/dashboard/facts");
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
