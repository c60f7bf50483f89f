import { describe, expect, it } from "vitest";
import { pageNumber } from "#app/domain/hotel-lists/page-number.ts";
import { pageCountFor, pageOf } from "#app/domain/hotel-lists/paging.ts";

describe("paging", () => {
  it("counts pages, with one page for an empty list", () => {
    expect(pageCountFor(0, 12)).toBe(1);
    expect(pageCountFor(12, 12)).toBe(1);
    expect(pageCountFor(13, 12)).toBe(2);
  });

  it("cuts one page, and a page past the end is empty", () => {
    const items = [1, 2, 3, 4, 5];
    expect(pageOf(items, 1, 2)).toEqual([1, 2]);
    expect(pageOf(items, 3, 2)).toEqual([5]);
    expect(pageOf(items, 4, 2)).toEqual([]);
  });

  it("reads ?page= as a whole number from 1, page 1 when absent", () => {
    expect(pageNumber.parse(undefined)).toBe(1);
    expect(pageNumber.parse("3")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "x", "100001"]) {
      expect(pageNumber.safeParse(bad).success, bad).toBe(false);
    }
    expect(pageNumber.safeParse("0").error?.issues[0]?.message).toBe(
      "page must be a whole number from 1",
    );
  });
});
