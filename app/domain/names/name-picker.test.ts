import { describe, expect, it } from "vitest";
import {
  addFavorite,
  filterNames,
  formatFavoritesExport,
  generateNames,
  matchesGender,
  packNames,
  pickNames,
  removeFavorite,
  unpackNames,
  type NameCountry,
  type NameRecord,
} from "#app/domain/names/name-picker.ts";
import { parseNameQuery } from "#app/domain/names/name-query.ts";

/** A deterministic stand-in for Math.random: a small linear congruential generator. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const record = (name: string, gender: NameRecord["gender"]): NameRecord => ({
  name,
  gender,
  meaning: `Meaning of ${name}.`,
  origin: "Test",
  pronunciation: name.toUpperCase(),
});

const tiny: Record<NameCountry, readonly NameRecord[]> = {
  ghana: [record("Kofi", "Male"), record("Ama", "Female"), record("Nana", "Unisex")],
  nigeria: [record("Ngozi", "Female")],
  kenya: [],
  ethiopia: [record("Abebe", "Male")],
  southafrica: [record("Thabo", "Male")],
};

describe("filtering", () => {
  it("Male and Female also include Unisex names; Unisex means Unisex only", () => {
    expect(matchesGender(record("A", "Unisex"), "Male")).toBe(true);
    expect(matchesGender(record("A", "Unisex"), "Female")).toBe(true);
    expect(matchesGender(record("A", "Female"), "Male")).toBe(false);
    expect(matchesGender(record("A", "Male"), "Unisex")).toBe(false);
    expect(matchesGender(record("A", "Male"), "all")).toBe(true);

    const male = filterNames({ country: "ghana", gender: "Male" }, tiny).map((r) => r.name);
    expect(male).toEqual(["Kofi", "Nana"]);
    const female = filterNames({ country: "ghana", gender: "Female" }, tiny).map((r) => r.name);
    expect(female).toEqual(["Ama", "Nana"]);
  });

  it("keeps one country, or all of them, and tags each record with its country", () => {
    expect(filterNames({ country: "all", gender: "all" }, tiny)).toHaveLength(6);
    expect(filterNames({ country: "southafrica", gender: "all" }, tiny)).toEqual([
      { ...record("Thabo", "Male"), country: "southafrica" },
    ]);
  });

  it("returns nothing when no name matches", () => {
    expect(filterNames({ country: "kenya", gender: "all" }, tiny)).toEqual([]);
    expect(generateNames({ country: "ethiopia", gender: "Unisex" }, 5, tiny, seeded(1))).toEqual(
      [],
    );
  });
});

describe("picking", () => {
  const pool = Array.from({ length: 30 }, (_, index) => record(`Name ${index + 1}`, "Unisex"));

  it.each([3, 5, 10, 20])("picks %i distinct names", (count) => {
    const picked = pickNames(pool, count, seeded(count));
    expect(picked).toHaveLength(count);
    expect(new Set(picked.map((entry) => entry.name)).size).toBe(count);
    for (const entry of picked) expect(pool).toContainEqual(entry);
  });

  it("caps the count at the number of names available", () => {
    expect(pickNames(filterNames({ country: "ghana", gender: "all" }, tiny), 20)).toHaveLength(3);
    const ethiopianMen = filterNames({ country: "ethiopia", gender: "Male" }, tiny);
    expect(pickNames(ethiopianMen, 20, seeded(7))).toHaveLength(ethiopianMen.length);
  });

  it("never repeats a name even when the pool does", () => {
    const doubled = [record("Kofi", "Male"), record("Kofi", "Male"), record("Ama", "Female")];
    expect(
      pickNames(doubled, 10, seeded(3))
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(["Ama", "Kofi"]);
  });

  it("is deterministic for a given random source and varies with it", () => {
    const first = pickNames(pool, 5, seeded(42)).map((entry) => entry.name);
    expect(pickNames(pool, 5, seeded(42)).map((entry) => entry.name)).toEqual(first);
    expect(pickNames(pool, 5, seeded(43)).map((entry) => entry.name)).not.toEqual(first);
  });

  it("uses the random source to choose: always 0 takes names in order", () => {
    expect(pickNames(tiny.ghana, 2, () => 0).map((entry) => entry.name)).toEqual(["Kofi", "Ama"]);
    expect(pickNames(tiny.ghana, 1, () => 0.99).map((entry) => entry.name)).toEqual(["Nana"]);
  });
});

describe("packed names", () => {
  it("come back as they were drawn, in order", () => {
    const drawn = generateNames({ country: "all", gender: "all" }, 4, tiny, seeded(7));
    expect(typeof packNames(drawn)).toBe("string");
    expect(unpackNames(packNames(drawn))).toEqual(drawn);
  });
});

describe("favorites", () => {
  it("adds, ignores a duplicate by name, and removes by name", () => {
    const kofi = record("Kofi", "Male");
    let favorites = addFavorite([], kofi);
    favorites = addFavorite(favorites, record("Ama", "Female"));
    favorites = addFavorite(favorites, { ...kofi, meaning: "Another copy." });
    expect(favorites.map((entry) => entry.name)).toEqual(["Kofi", "Ama"]);
    expect(removeFavorite(favorites, "Kofi").map((entry) => entry.name)).toEqual(["Ama"]);
  });

  it("exports one line per name with gender, meaning and origin", () => {
    const text = formatFavoritesExport([record("Kofi", "Male"), record("Nana", "Unisex")]);
    expect(text).toBe(
      "Kofi (Male) - Meaning of Kofi. - Origin: Test\nNana (Unisex) - Meaning of Nana. - Origin: Test\n",
    );
    expect(formatFavoritesExport([])).toBe("");
  });
});

describe("the generator's query string", () => {
  it("reads the GET form and falls back to defaults for unknown values", () => {
    expect(parseNameQuery(new URLSearchParams("country=ghana&gender=Female&count=10"))).toEqual({
      country: "ghana",
      gender: "Female",
      count: 10,
    });
    expect(parseNameQuery(new URLSearchParams("country=mars&gender=x&count=7"))).toEqual({
      country: "all",
      gender: "all",
      count: undefined,
    });
    expect(parseNameQuery(new URLSearchParams(""))).toEqual({
      country: "all",
      gender: "all",
      count: undefined,
    });
  });
});
