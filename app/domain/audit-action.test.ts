import { describe, expect, it } from "vitest";
import { parseItemAction } from "#app/domain/audit-action.ts";

describe("parseItemAction", () => {
  it("finds the kind, id and what was done", () => {
    expect(parseItemAction("hotel 6 saved")).toEqual({ type: "hotels", id: 6, verb: "saved" });
    expect(parseItemAction("FAQ answer 12 restored to version 2")).toEqual({
      type: "faqs",
      id: 12,
      verb: "restored to version 2",
    });
    expect(parseItemAction("FAQ category 3 created")).toMatchObject({ type: "faq-categories" });
  });

  it("leaves other entries alone", () => {
    expect(parseItemAction("logged in")).toBeNull();
    expect(parseItemAction("subscriber 4 erased")).toBeNull();
    expect(parseItemAction("partner settings saved")).toBeNull();
  });
});
