// Every route inside the admin guard has a permission, so none is left open or refused by
// accident; a route added without an entry fails here (and the guard refuses it meanwhile).
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { routeLeaves } from "#tests/route-table.ts";
import { permissionFor, ROUTE_ACCESS } from "#app/admin/shell/route-access.ts";

const guarded = routeLeaves(routes)
  .filter((leaf) => leaf.isGuarded)
  .map((leaf) => leaf.path);

describe("the admin route access table", () => {
  it.each(guarded)("has an entry for %s", (path) => {
    expect(
      ROUTE_ACCESS[path],
      `add "${path}" to ROUTE_ACCESS in app/admin/shell/route-access.ts`,
    ).toBeDefined();
  });

  it("names no route the table does not have", () => {
    for (const path of Object.keys(ROUTE_ACCESS)) expect(guarded).toContain(path);
  });

  it("refuses a route with no entry, and reads methods as the entry says", () => {
    expect(permissionFor("/api/admin/not-in-the-table", "GET")).toBeNull();
    expect(permissionFor("/api/admin/content/:type/:id", "HEAD")).toBe("content.read");
    expect(permissionFor("/api/admin/content/:type/:id", "PUT")).toBe("content.draft");
    expect(permissionFor("/api/admin/content/:type/:id", "DELETE")).toBe("content.publish");
    expect(permissionFor("admin/dashboard", "POST")).toBe("account.self");
    expect(permissionFor("admin/dashboard", "POST", true)).toBe("contacts.reply");
  });
});
