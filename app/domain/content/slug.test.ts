import { describe, expect, it } from "vitest";
import { slugify } from "#app/domain/content/slug.ts";

describe("slugify", () => {
  it("lower-cases and joins words with single hyphens", () => {
    expect(slugify("Labadi Beach Hotel")).toBe("labadi-beach-hotel");
  });

  it("collapses each run of other characters into one hyphen", () => {
    expect(slugify("Alisa Hotel -- North Ridge!!")).toBe("alisa-hotel-north-ridge");
    expect(slugify("Hans' Cottage & Botel")).toBe("hans-cottage-botel");
  });

  it("removes hyphens at both ends", () => {
    expect(slugify("  (Cape Coast)  ")).toBe("cape-coast");
  });

  it("keeps digits", () => {
    expect(slugify("Hotel 1957 Osu")).toBe("hotel-1957-osu");
  });

  it("keeps the base letter of accented characters", () => {
    expect(slugify("Mövenpick Ambassador Hotel Accra")).toBe("movenpick-ambassador-hotel-accra");
  });

  it("returns an empty string when nothing is left", () => {
    expect(slugify("&&&")).toBe("");
  });
});
