import { describe, expect, it } from "vitest";
import { can, isRole, PERMISSIONS, permissionsOf, ROLES } from "#app/domain/accounts/roles.ts";

describe("roles", () => {
  it("gives the owner every permission", () => {
    expect(permissionsOf("owner")).toEqual(PERMISSIONS);
  });

  it("lets an editor publish and send but not manage people, settings or backups", () => {
    expect(can("editor", "content.publish")).toBe(true);
    expect(can("editor", "campaigns.manage")).toBe(true);
    expect(can("editor", "contacts.reply")).toBe(true);
    for (const permission of ["people.manage", "settings.manage", "backups.manage"] as const) {
      expect(can("editor", permission)).toBe(false);
    }
  });

  it("keeps a contributor to drafts: no publishing, sending or subscribers", () => {
    expect(can("contributor", "content.draft")).toBe(true);
    expect(can("contributor", "content.publish")).toBe(false);
    expect(can("contributor", "campaigns.manage")).toBe(false);
    expect(can("contributor", "subscribers.read")).toBe(false);
  });

  it("lets an analyst read figures and change nothing", () => {
    expect(permissionsOf("analyst")).toEqual(["account.self", "analytics.read", "revenue.read"]);
  });

  it("knows its roles", () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    expect(isRole("admin")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
