import { describe, expect, it } from "vitest";
import { BoundedLru } from "#app/domain/operations/bounded-lru.ts";

const lru = (maxEntries: number, maxBytes: number) =>
  new BoundedLru<string, string>({ maxEntries, maxBytes, sizeOf: (value) => value.length });

describe("BoundedLru", () => {
  it("forgets the least recently used entry past its count", () => {
    const cache = lru(2, 100);
    cache.set("a", "1");
    cache.set("b", "2");
    expect(cache.get("a")).toBe("1");
    cache.set("c", "3");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("1");
    expect(cache.get("c")).toBe("3");
    expect(cache.size).toBe(2);
  });

  it("forgets the oldest entries past its size, and never keeps one larger than the whole", () => {
    const cache = lru(10, 10);
    cache.set("a", "xxxx");
    cache.set("b", "yyyy");
    cache.set("c", "zzzz");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(8);
    cache.set("big", "x".repeat(11));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.bytes).toBe(8);
  });

  it("counts a replaced entry once", () => {
    const cache = lru(10, 10);
    cache.set("a", "xxxx");
    cache.set("a", "yy");
    expect(cache.bytes).toBe(2);
    expect(cache.get("a")).toBe("yy");
  });
});
