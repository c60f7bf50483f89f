import { describe, expect, it } from "vitest";
import { parentsFirst } from "#app/domain/content/table-order.ts";

describe("parentsFirst", () => {
  it("puts every parent before its children, otherwise by name", () => {
    const order = parentsFirst(
      [
        "subscriber_consents",
        "hotels",
        "newsletter_subscriptions",
        "cities",
        "email_outbox",
        "campaigns",
      ],
      [
        ["hotels", "cities"],
        ["subscriber_consents", "newsletter_subscriptions"],
        ["email_outbox", "newsletter_subscriptions"],
        ["email_outbox", "campaigns"],
      ],
    );
    expect(order).toEqual([
      "campaigns",
      "cities",
      "hotels",
      "newsletter_subscriptions",
      "email_outbox",
      "subscriber_consents",
    ]);
  });

  it("ignores a table referencing itself and tables not listed", () => {
    expect(
      parentsFirst(
        ["b", "a"],
        [
          ["a", "a"],
          ["b", "elsewhere"],
        ],
      ),
    ).toEqual(["a", "b"]);
  });

  it("refuses a cycle", () => {
    expect(() =>
      parentsFirst(
        ["a", "b"],
        [
          ["a", "b"],
          ["b", "a"],
        ],
      ),
    ).toThrow(/cycle/);
  });
});
