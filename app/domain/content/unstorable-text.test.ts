import { describe, expect, it } from "vitest";
import { findUnstorableText, unstorableTextMessage } from "#app/domain/content/unstorable-text.ts";

const nulAt = (path: string) => ({ path, character: "nul" });
const surrogateAt = (path: string) => ({ path, character: "lone surrogate" });

describe("findUnstorableText", () => {
  it("finds a NUL character anywhere in a value and names where", () => {
    expect(findUnstorableText({ name: "Ama", message: "hi\u0000there" })).toEqual(nulAt("message"));
    expect(findUnstorableText({ hotel: { amenities: ["WiFi", "P\u0000ool"] } })).toEqual(
      nulAt("hotel.amenities.1"),
    );
    expect(findUnstorableText({ "bad\u0000key": 1 })).toEqual(nulAt("bad\u0000key"));
    expect(findUnstorableText("\u0000")).toEqual(nulAt(""));
  });

  it("finds a lone surrogate, high or low, and names where", () => {
    expect(findUnstorableText({ subject: "Harmattan \uD800 deals" })).toEqual(
      surrogateAt("subject"),
    );
    expect(findUnstorableText({ body: "x\uDC00" })).toEqual(surrogateAt("body"));
    expect(findUnstorableText({ tags: ["ok", "\uDBFF"] })).toEqual(surrogateAt("tags.1"));
    expect(findUnstorableText({ "k\uD800": 1 })).toEqual(surrogateAt("k\uFFFD"));
  });

  it("walks a value nested thousands deep without running out of stack", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)?.path).toMatch(/^0(\.0)+$/);
  });

  it("passes text without one, emoji (a surrogate pair) included", () => {
    expect(
      findUnstorableText({ name: "Kwame Nkrumah", tags: ["Accra", "Kumasi 😀"], rating: 4.5 }),
    ).toBeNull();
    expect(findUnstorableText(null)).toBeNull();
  });

  it("says what to do, at the field", () => {
    expect(unstorableTextMessage(nulAt("name") as never)).toBe(
      "name: Remove the NUL character (\\u0000): text here cannot contain it.",
    );
    expect(unstorableTextMessage(surrogateAt("subject") as never)).toBe(
      "subject: Remove the broken character (a lone UTF-16 surrogate such as \\uD800): text here cannot contain it.",
    );
  });
});
