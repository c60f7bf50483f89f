import { describe, expect, it } from "vitest";
import { onFirstUse } from "#app/domain/shared/on-first-use.ts";

describe("onFirstUse", () => {
  it("makes nothing until asked, then makes the value once", () => {
    let made = 0;
    const value = onFirstUse(() => ({ count: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it("keeps a falsy value rather than making it again", () => {
    let made = 0;
    const value = onFirstUse(() => {
      made += 1;
      return 0;
    });
    expect([value(), value()]).toEqual([0, 0]);
    expect(made).toBe(1);
  });
});
