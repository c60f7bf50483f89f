import { describe, expect, it } from "vitest";
import { nulMessage, pathOfNul } from "#app/domain/nul-character.ts";

describe("pathOfNul", () => {
  it("finds a NUL character anywhere in a value and names where", () => {
    expect(pathOfNul({ name: "Ama", message: "hi\u0000there" })).toBe("message");
    expect(pathOfNul({ hotel: { amenities: ["WiFi", "P\u0000ool"] } })).toBe("hotel.amenities.1");
    expect(pathOfNul({ "bad\u0000key": 1 })).toBe("bad\u0000key");
    expect(pathOfNul("\u0000")).toBe("");
  });

  it("walks a value nested thousands deep without running out of stack", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(pathOfNul(deep)).toMatch(/^0(\.0)+$/);
  });

  it("passes text without one", () => {
    expect(pathOfNul({ name: "Kwame Nkrumah", tags: ["Accra", "Kumasi"], rating: 4.5 })).toBeNull();
    expect(pathOfNul(null)).toBeNull();
  });

  it("says what to do", () => {
    expect(nulMessage("name")).toBe(
      "name: Remove the NUL character (\\u0000): text here cannot contain it.",
    );
  });
});
