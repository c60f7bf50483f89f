import { describe, expect, it } from "vitest";
import { factReviewRows, factUsage, reviewByDate } from "#app/domain/facts/fact-review.ts";
import type { Fact, FactRegister } from "#app/domain/facts/facts.ts";

const fact = (checkedOn: string): Fact => ({
  topic: "entry",
  value: "v",
  source: { publisher: "P", title: "T" },
  checkedOn,
});

describe("fact review", () => {
  it("is due twelve months after the last check", () => {
    expect(reviewByDate("2026-11-23")).toBe("2027-11-23");
    expect(reviewByDate("2026-02-28")).toBe("2027-02-28");
  });

  it("lists overdue entries first, then those due within 60 days, oldest check first", () => {
    const register: FactRegister = {
      fresh: fact("2026-11-01"),
      soon: fact("2026-01-10"),
      stale: fact("2025-10-01"),
      older: fact("2025-09-01"),
    };
    const rows = factReviewRows(
      register,
      new Map([["soon", ["/faq", "/"]]]),
      new Date("2026-11-23"),
    );
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      ["older", "overdue"],
      ["stale", "overdue"],
      ["soon", "due-soon"],
      ["fresh", "current"],
    ]);
    expect(rows.find((row) => row.id === "soon")!.usedOn).toEqual(["/", "/faq"]);
    expect(rows.find((row) => row.id === "fresh")!.usedOn).toEqual([]);
  });

  it("gathers the paths that state each fact, once each", () => {
    const usage = factUsage([
      { path: "/faq", factIds: ["a", "b"] },
      { path: "/faq", factIds: ["a"] },
      { path: "/", factIds: ["a"] },
    ]);
    expect(Object.fromEntries(usage)).toEqual({ a: ["/faq", "/"], b: ["/faq"] });
  });
});
