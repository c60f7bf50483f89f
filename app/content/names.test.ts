import { describe, expect, it } from "vitest";
import { nameSources } from "#app/content/name-sources.ts";
import { namesByCountry } from "#app/content/names.ts";

describe("the built-in names", () => {
  it.each(Object.entries(namesByCountry))("%s has at least 18 complete records", (_, list) => {
    expect(list.length).toBeGreaterThanOrEqual(18);
    for (const entry of list) {
      for (const field of ["name", "meaning", "origin", "pronunciation"] as const) {
        expect(entry[field].trim()).not.toBe("");
      }
      expect(["Male", "Female", "Unisex"]).toContain(entry.gender);
    }
  });

  it("has no name twice, so favorites keyed by name are unambiguous", () => {
    const names = Object.values(namesByCountry).flatMap((list) => list.map((entry) => entry.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives every name a public source for its meaning, and lists no source for a name it lacks", () => {
    const names = Object.values(namesByCountry).flatMap((list) => list.map((entry) => entry.name));
    const unsourced = names.filter(
      (name) => !(nameSources[name] ?? []).some((source) => source.url.startsWith("http")),
    );
    expect(unsourced).toEqual([]);
    expect(Object.keys(nameSources).filter((name) => !names.includes(name))).toEqual([]);
  });

  it("gives Komla its Ewe day, Tuesday (a source contradicted the Saturday it once said)", () => {
    const komla = namesByCountry.ghana.find((entry) => entry.name === "Komla");
    expect(komla?.meaning).toMatch(/Tuesday/);
  });

  it("has no unisex Ethiopian name, so that filter finds none", () => {
    expect(namesByCountry.ethiopia.filter((entry) => entry.gender === "Unisex")).toEqual([]);
  });

  it("includes all fourteen Akan day names", () => {
    const ghana = namesByCountry.ghana.map((entry) => entry.name);
    for (const name of ["Kwasi", "Akosua", "Kwadwo", "Adwoa", "Kwabena", "Abena", "Kwaku"]) {
      expect(ghana).toContain(name);
    }
    for (const name of ["Akua", "Yaw", "Yaa", "Kofi", "Afua", "Kwame", "Ama"]) {
      expect(ghana).toContain(name);
    }
  });
});
