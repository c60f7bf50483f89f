import { describe, expect, it } from "vitest";
import { landingPathFor, tabsFor } from "#app/admin/shell/dashboard-tabs.ts";

describe("dashboard tabs by role", () => {
  it("shows the owner every tab and the others only theirs", () => {
    expect(tabsFor("owner")).toHaveLength(12);
    expect(tabsFor("analyst").map((tab) => tab.label)).toEqual(["Analytics", "Revenue"]);
    expect(tabsFor("contributor").map((tab) => tab.label)).toEqual(["Content", "Fact Register"]);
  });

  it("lands each role on a tab it may open", () => {
    expect(landingPathFor("owner")).toBe("/admin/dashboard");
    expect(landingPathFor("analyst")).toBe("/admin/dashboard/analytics");
    expect(landingPathFor("contributor")).toBe("/admin/dashboard/content");
  });
});
