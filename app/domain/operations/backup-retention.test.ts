import { describe, expect, it } from "vitest";
import { applyRetention, DEFAULT_RETENTION } from "#app/domain/operations/backup-retention.ts";

const at = (iso: string) => ({ name: iso, createdAt: new Date(iso) });
const names = (list: { name: string }[]) => list.map((archive) => archive.name);

describe("applyRetention", () => {
  it("keeps 7 daily and 4 weekly archives out of 60 days of nightly backups", () => {
    // Nightly at 02:00 from Monday 2026-09-28 to Thursday 2026-11-26.
    const archives = Array.from({ length: 60 }, (_, day) =>
      at(new Date(Date.UTC(2026, 8, 28 + day, 2)).toISOString()),
    );
    const { keep, remove } = applyRetention(archives, DEFAULT_RETENTION);
    expect(names(keep)).toEqual([
      // The last 7 days...
      "2026-11-26T02:00:00.000Z",
      "2026-11-25T02:00:00.000Z",
      "2026-11-24T02:00:00.000Z",
      "2026-11-23T02:00:00.000Z",
      "2026-11-22T02:00:00.000Z",
      "2026-11-21T02:00:00.000Z",
      "2026-11-20T02:00:00.000Z",
      // ...and the newest of each of the last 4 weeks: this week's (Thursday 26th) and Sunday
      // 22nd are dailies already, so the weeklies add Sundays 15th and 8th.
      "2026-11-15T02:00:00.000Z",
      "2026-11-08T02:00:00.000Z",
    ]);
    expect(remove).toHaveLength(51);
  });

  it("keeps only the newest of several archives taken the same day", () => {
    const archives = [
      at("2026-11-25T02:00:00.000Z"),
      at("2026-11-25T09:30:00.000Z"),
      at("2026-11-25T17:45:00.000Z"),
    ];
    const { keep } = applyRetention(archives, { daily: 7, weekly: 0 });
    expect(names(keep)).toEqual(["2026-11-25T17:45:00.000Z"]);
  });

  it("counts days that have backups, so a gap does not delete the last good ones", () => {
    const archives = [at("2026-11-25T02:00:00.000Z"), at("2026-10-01T02:00:00.000Z")];
    expect(applyRetention(archives, { daily: 2, weekly: 0 }).remove).toEqual([]);
  });

  it("always keeps the newest archive, even with nothing to keep", () => {
    const archives = [at("2026-11-24T02:00:00.000Z"), at("2026-11-25T02:00:00.000Z")];
    expect(names(applyRetention(archives, { daily: 0, weekly: 0 }).keep)).toEqual([
      "2026-11-25T02:00:00.000Z",
    ]);
  });
});
