import { describe, expect, it } from "vitest";
import { parseFavorites } from "#app/components/names/favorites-store.ts";

const kofi = {
  name: "Kofi",
  meaning: "Born on Friday",
  origin: "Akan",
  gender: "Male",
  pronunciation: "KOH-fee",
  country: "ghana",
};

describe("parseFavorites", () => {
  it("reads favorites as writeFavorites stores them, keeping only their fields", () => {
    expect(parseFavorites([{ ...kofi, extra: 1 }])).toEqual([kofi]);
    expect(parseFavorites([])).toEqual([]);
  });

  it("reads anything else as no list", () => {
    expect(parseFavorites({ name: "Kofi" })).toBeNull();
    expect(parseFavorites([{ ...kofi, gender: "Other" }])).toBeNull();
    expect(parseFavorites([{ ...kofi, country: "mars" }])).toBeNull();
    expect(parseFavorites([{ ...kofi, meaning: 3 }])).toBeNull();
    expect(parseFavorites([null])).toBeNull();
  });
});
