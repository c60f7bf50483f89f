import { describe, expect, it } from "vitest";
import { chainMessage, headMismatch, type ChainedEntry } from "#app/domain/accounts/audit-chain.ts";

const entry: ChainedEntry = {
  createdAt: "2026-11-28T10:00:00.000Z",
  actor: "a@b.c",
  staffId: 1,
  clientHash: "h",
  kind: "content",
  action: "hotel 6 saved",
  changes: { price: { from: 80, to: 95 }, name: { from: "A", to: "B" } },
  keyId: "k1",
};

describe("chainMessage", () => {
  it("is the same whatever order the stored changes' keys come back in", () => {
    const reordered = {
      ...entry,
      changes: { name: { to: "B", from: "A" }, price: { to: 95, from: 80 } },
    };
    expect(chainMessage(reordered, "p")).toBe(chainMessage(entry, "p"));
  });

  it("changes with any field or with the previous entry's HMAC", () => {
    const base = chainMessage(entry, "p");
    expect(chainMessage(entry, "q")).not.toBe(base);
    expect(chainMessage({ ...entry, actor: "x@b.c" }, "p")).not.toBe(base);
    expect(chainMessage({ ...entry, changes: { price: { from: 80, to: 60 } } }, "p")).not.toBe(
      base,
    );
    // One field's words cannot pass for the next field's.
    expect(chainMessage({ ...entry, actor: "a", action: "b c" }, "p")).not.toBe(
      chainMessage({ ...entry, actor: "a b", action: "c" }, "p"),
    );
  });
});

describe("headMismatch", () => {
  const recorded = { id: 7, hmac: "abc" };

  it("holds when the recorded head is still there, unchanged", () => {
    expect(headMismatch(recorded, "abc", "the backup of 28 Nov")).toBeNull();
  });

  it("names the entry when it was rewritten", () => {
    expect(headMismatch(recorded, "xyz", "the backup of 28 Nov")).toBe(
      "Entry 7 differs from the entry the backup of 28 Nov recorded: the audit log was rewritten since.",
    );
    expect(headMismatch(recorded, null, "the backup of 28 Nov")).toMatch(/Entry 7 differs/);
  });

  it("names the entry when it is gone", () => {
    expect(headMismatch(recorded, undefined, "the backup of 28 Nov")).toBe(
      "Entry 7, the newest entry when the backup of 28 Nov was taken, is gone from the audit log: entries were removed since.",
    );
  });
});
