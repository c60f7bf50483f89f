import { describe, expect, it } from "vitest";
import { changeGeneration, noteContentVersion } from "#app/models/change-signal.server.ts";

describe("the change signal", () => {
  it("moves when the content version read differs from the last one, and only then", () => {
    noteContentVersion(4);
    const start = changeGeneration();
    noteContentVersion(4);
    expect(changeGeneration()).toBe(start);
    noteContentVersion(5);
    expect(changeGeneration()).toBe(start + 1);
    // A restore may bring an older version back: that is a change too.
    noteContentVersion(2);
    expect(changeGeneration()).toBe(start + 2);
  });
});
