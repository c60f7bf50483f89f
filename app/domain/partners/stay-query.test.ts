import { describe, expect, it } from "vitest";
import { chooseStay } from "#app/domain/partners/stay-query.ts";
import type { Stay } from "#app/domain/partners/stay.ts";

const TODAY = "2026-11-25";
const remembered: Stay = {
  checkin: "2026-12-10",
  checkout: "2026-12-13",
  adults: 3,
  rooms: 2,
  children: 1,
};

const problemOf = (fields: Record<string, string>) => {
  const choice = chooseStay(fields, null, TODAY);
  return "problem" in choice ? choice.problem : null;
};

describe("chooseStay", () => {
  it("sends tonight for one night, two adults in one room, when nothing is known", () => {
    expect(chooseStay({}, null, TODAY)).toEqual({
      stay: { checkin: TODAY, checkout: "2026-11-26", adults: 2, rooms: 1, children: 0 },
      source: "default",
    });
  });

  it("takes the stay the request carries, and says it was chosen", () => {
    expect(
      chooseStay(
        { checkin: "2026-12-01", checkout: "2026-12-04", adults: "4", rooms: "2", children: "2" },
        remembered,
        TODAY,
      ),
    ).toEqual({
      stay: { checkin: "2026-12-01", checkout: "2026-12-04", adults: 4, rooms: 2, children: 2 },
      source: "chosen",
    });
  });

  it("uses the remembered stay when the request carries none", () => {
    expect(chooseStay({ checkin: "", checkout: " " }, remembered, TODAY)).toEqual({
      stay: remembered,
      source: "remembered",
    });
  });

  it("drops remembered dates that have passed but keeps the party", () => {
    const past = { ...remembered, checkin: "2026-11-20", checkout: "2026-11-22" };
    expect(chooseStay({}, past, TODAY)).toEqual({
      stay: { checkin: TODAY, checkout: "2026-11-26", adults: 3, rooms: 2, children: 1 },
      source: "remembered",
    });
  });

  it("ignores a remembered stay that breaks the rules", () => {
    const broken = { ...remembered, adults: 1, rooms: 5, checkin: "2026-10-01" };
    expect(chooseStay({}, broken, TODAY)).toMatchObject({ source: "default" });
  });

  it("fills what the form left empty from memory: empty dates keep the remembered ones", () => {
    expect(
      chooseStay(
        { checkin: "", checkout: "", adults: "2", rooms: "1", children: "0" },
        remembered,
        TODAY,
      ),
    ).toEqual({
      stay: { checkin: "2026-12-10", checkout: "2026-12-13", adults: 2, rooms: 1, children: 0 },
      source: "chosen",
    });
  });

  it("reads a check-in alone as one night", () => {
    expect(chooseStay({ checkin: "2026-12-31" }, null, TODAY)).toMatchObject({
      stay: { checkin: "2026-12-31", checkout: "2027-01-01" },
    });
  });

  it.each([
    [{ checkout: "2026-12-04" }, "Choose a check-in date as well as a check-out date."],
    [{ checkin: "2026-13-01" }, "Check-in must be a date, such as 2026-12-01."],
    [{ checkin: "2026-02-30" }, "Check-in must be a date, such as 2026-12-01."],
    [{ checkin: "tomorrow" }, "Check-in must be a date, such as 2026-12-01."],
    [{ checkin: "2026-11-24" }, "Check-in is in the past: choose 2026-11-25 or later."],
    [
      { checkin: "2027-12-01" },
      "Check-in can be at most a year ahead: choose 2027-11-25 or earlier.",
    ],
    [{ checkin: "2026-12-04", checkout: "2026-12-04" }, "Check-out must be after check-in."],
    [{ checkin: "2026-12-04", checkout: "2026-12-01" }, "Check-out must be after check-in."],
    [
      { checkin: "2026-12-01", checkout: "2027-01-01" },
      "A stay can be at most 30 nights: choose check-out on 2026-12-31 or earlier.",
    ],
    [{ adults: "0" }, "Adults must be a whole number from 1 to 30."],
    [{ adults: "31" }, "Adults must be a whole number from 1 to 30."],
    [{ adults: "2.5" }, "Adults must be a whole number from 1 to 30."],
    [{ adults: "two" }, "Adults must be a whole number from 1 to 30."],
    [{ rooms: "0" }, "Rooms must be a whole number from 1 to 30."],
    [
      { adults: "2", rooms: "3" },
      "Each room needs at least one adult: choose no more rooms than adults.",
    ],
    [{ children: "11" }, "Children must be a whole number from 0 to 10."],
    [{ children: "-1" }, "Children must be a whole number from 0 to 10."],
  ])("refuses %j: %s", (fields, message) => {
    expect(problemOf(fields)).toBe(message);
  });

  it("accepts the limits themselves", () => {
    expect(
      problemOf({
        checkin: "2027-11-25",
        checkout: "2027-12-25",
        adults: "30",
        rooms: "30",
        children: "10",
      }),
    ).toBeNull();
  });
});
