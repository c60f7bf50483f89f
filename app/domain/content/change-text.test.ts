import { describe, expect, it } from "vitest";
import { changeText, fieldLabel, valueText } from "#app/domain/content/change-text.ts";

describe("fieldLabel", () => {
  it("names a field by its studio label, or in words", () => {
    expect(fieldLabel("price")).toBe("Price");
    expect(fieldLabel("citySlug")).toBe("City");
    expect(fieldLabel("publishedAt")).toBe("Publish time");
    expect(fieldLabel("bookingAid")).toBe("Booking aid");
    expect(fieldLabel("bookingAid", { bookingAid: "Booking.com affiliate id" })).toBe(
      "Booking.com affiliate id",
    );
  });
});

describe("valueText", () => {
  it("shows lists, yes/no, photos and empties in words, never as JSON or [object Object]", () => {
    expect(valueText(["wifi", "pool"])).toBe("wifi, pool");
    expect(valueText(true)).toBe("yes");
    expect(valueText(null)).toBe("(empty)");
    expect(valueText("")).toBe("(empty)");
    expect(valueText([])).toBe("(none)");
    expect(
      valueText([
        { mediaId: 4, alt: "The pool" },
        { mediaId: 5, alt: "A room" },
      ]),
    ).toBe("The pool, A room");
    expect(valueText({ usd: 1, ghs: 15 })).toBe("usd 1 ghs 15");
    expect(valueText("x".repeat(300))).toHaveLength(120);
  });
});

describe("changeText", () => {
  it("reads field: before → after", () => {
    expect(changeText("price", { from: 80, to: 95 })).toBe("Price: 80 → 95");
    expect(changeText("status", { from: "draft", to: "published" })).toBe(
      "Status: draft → published",
    );
  });
});
