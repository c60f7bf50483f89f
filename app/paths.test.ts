import { href as routerHref } from "react-router";
import { describe, expect, it } from "vitest";
import { href } from "#app/paths.ts";

describe("typed paths", () => {
  it("fills params as React Router's href does", () => {
    expect(href("/admin/dashboard/campaigns/:id", { id: "12" })).toBe(
      "/admin/dashboard/campaigns/12",
    );
    expect(href("/admin/dashboard/content/:type?", {})).toBe("/admin/dashboard/content");
    expect(href("/admin/dashboard/content/:type?", { type: "hotels" })).toBe(
      "/admin/dashboard/content/hotels",
    );
    expect(href("/admin/dashboard")).toBe("/admin/dashboard");
    const compare = { type: "posts", id: "3" };
    expect(href("/admin/dashboard/content/:type/:id/compare", compare)).toBe(
      routerHref("/admin/dashboard/content/:type/:id/compare", compare),
    );
    const schedule = { type: "pages", id: "1", scheduleId: "9" };
    expect(href("/api/admin/content/:type/:id/schedules/:scheduleId", schedule)).toBe(
      routerHref("/api/admin/content/:type/:id/schedules/:scheduleId", schedule),
    );
  });

  it("refuses a pattern whose required param is missing", () => {
    expect(() => href("/admin/dashboard/campaigns/:id", {} as { id: string })).toThrow(
      /requires param 'id'/,
    );
  });
});
