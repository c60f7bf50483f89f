import { describe, expect, it } from "vitest";
import {
  findingFacts,
  findingsText,
  guestFacts,
  hasFindings,
  isCounting,
  monthStoppingIn,
  monthWords,
  stayMonthChoices,
  type GuestFindings,
} from "#app/domain/facts/guest-report.ts";
import {
  earlierStatement,
  factProvenance,
  weighStatements,
  type PracticalFact,
} from "#app/domain/facts/practical-facts.ts";

const NONE: GuestFindings = { power: "", water: "", hotWater: "", pickup: "", payment: [] };
const NOW = new Date("2026-11-29T08:00:00Z");

describe("a guest's report", () => {
  it("states only what a stay shows: no cut says nothing about a backup", () => {
    expect(findingFacts({ ...NONE, power: "stayed-on", water: "ran-dry" })).toEqual([]);
    expect(findingFacts({ ...NONE, power: "cuts-no-backup" })).toEqual([
      { key: "backup-power", value: "none", note: "cuts without backup" },
    ]);
    expect(findingFacts({ ...NONE, power: "backup-not-ac", water: "tank-covered" })).toEqual([
      { key: "backup-power", value: "partial", note: "not the air conditioning" },
      { key: "water-tank", value: "yes" },
    ]);
    expect(
      findingFacts({ ...NONE, payment: ["mtn-momo", "cash"], pickup: "not-as-arranged" }),
    ).toEqual([
      { key: "payment", value: "mtn-momo" },
      { key: "payment", value: "cash" },
      { key: "airport-pickup", value: "not-as-arranged" },
    ]);
  });

  it("knows an empty report, and words one for the editor", () => {
    expect(hasFindings(NONE)).toBe(false);
    expect(hasFindings({ ...NONE, payment: ["cash"] })).toBe(true);
    expect(findingsText({ ...NONE, hotWater: "no", payment: ["mtn-momo"] })).toBe(
      "Hot water: There was no hot water; Payment that worked: MTN MoMo",
    );
  });

  it("offers this month and the 23 before it, and counts a stay for 24 months", () => {
    const months = stayMonthChoices(NOW);
    expect(months).toHaveLength(24);
    expect(months[0]).toBe("2026-11");
    expect(months.at(-1)).toBe("2024-12");
    expect(isCounting("2024-12", NOW)).toBe(true);
    expect(isCounting("2024-11", NOW)).toBe(false);
    expect(isCounting("2026-12", NOW)).toBe(false);
    expect(monthStoppingIn(NOW)).toBe("2024-11");
  });

  it("counts approved reports per thing reported, with the latest month of stay", () => {
    const facts = guestFacts(
      [
        {
          stayMonth: "2026-08",
          findings: { ...NONE, power: "cuts-no-backup" },
          decidedOn: "2026-11-02",
        },
        {
          stayMonth: "2026-10",
          findings: { ...NONE, power: "cuts-no-backup" },
          decidedOn: "2026-11-20",
        },
        {
          stayMonth: "2024-10",
          findings: { ...NONE, power: "cuts-no-backup" },
          decidedOn: "2024-11-01",
        },
        {
          stayMonth: "2026-07",
          findings: { ...NONE, payment: ["mtn-momo"] },
          decidedOn: "2026-10-01",
        },
      ],
      NOW,
    );
    expect(facts).toHaveLength(2);
    const [power] = facts;
    expect(power).toMatchObject({ key: "backup-power", value: "none", checkedOn: "2026-11-20" });
    expect(factProvenance(power!.source)).toBe("Reported by 2 guests, latest Oct 2026");
    expect(factProvenance(facts[1]!.source)).toBe("Reported by 1 guest, latest Jul 2026");
  });
});

describe("weighing accepted statements", () => {
  const hotelSays: PracticalFact = {
    key: "backup-power",
    value: "whole",
    note: "generator",
    source: { kind: "hotel", publisher: "Afia", title: "Fact sheet", date: "2026-11-20" },
    checkedOn: "2026-11-20",
  };
  const [guestsSay] = guestFacts(
    [
      {
        stayMonth: "2026-10",
        findings: { ...NONE, power: "cuts-no-backup" },
        decidedOn: "2026-11-21",
      },
      {
        stayMonth: "2026-09",
        findings: { ...NONE, power: "cuts-no-backup" },
        decidedOn: "2026-11-21",
      },
    ],
    NOW,
  );

  it("counts the newest and lists the others under it", () => {
    const weighed = weighStatements([hotelSays, guestsSay!]);
    expect(weighed.counted).toEqual([hotelSays]);
    expect(weighed.earlier.map(earlierStatement)).toEqual([
      "2 guests reported “None (cuts without backup)”, latest Oct 2026",
    ]);
  });

  it("lets guests' newer reports outweigh an older statement, so filters stay honest", () => {
    const older = { ...hotelSays, source: { ...hotelSays.source, date: "2026-08-01" } };
    const weighed = weighStatements([older, guestsSay!]);
    expect(weighed.counted).toEqual([guestsSay]);
    expect(weighed.earlier.map(earlierStatement)).toEqual([
      "The hotel said “Whole property, air conditioning included (generator)” in Aug 2026",
    ]);
  });

  it("adds up ways to pay rather than weighing them", () => {
    const card: PracticalFact = { ...hotelSays, key: "payment", value: "cards", note: undefined };
    const momo: PracticalFact = {
      ...guestsSay!,
      key: "payment",
      value: "mtn-momo",
      note: undefined,
    };
    expect(weighStatements([card, momo])).toEqual({ counted: [card, momo], earlier: [] });
  });
});

describe("monthWords", () => {
  it("names a month in English, or in French for a French page", () => {
    expect(monthWords("2026-10")).toBe("October 2026");
    expect(monthWords("2026-10", "fr")).toBe("octobre 2026");
    expect(monthWords("2025-02", "fr")).toBe("février 2025");
  });
});
