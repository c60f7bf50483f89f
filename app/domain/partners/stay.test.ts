import { describe, expect, it } from "vitest";
import {
  addDays,
  decodeStay,
  describeStay,
  encodeStay,
  nightsBetween,
  partyLabel,
  readStayCookie,
  stayCookie,
  type Stay,
} from "#app/domain/partners/stay.ts";

const stay: Stay = {
  checkin: "2026-12-30",
  checkout: "2027-01-02",
  adults: 3,
  rooms: 2,
  children: 1,
};

describe("the remembered stay's cookie", () => {
  it("round-trips a stay through a value that needs no escaping", () => {
    expect(encodeStay(stay)).toBe("2026-12-30_2027-01-02_3_2_1");
    expect(decodeStay(encodeStay(stay))).toEqual(stay);
  });

  it("finds the stay among other cookies and ignores anything else", () => {
    expect(readStayCookie(`akwaaba_lite=1; akwaaba_stay=${encodeStay(stay)}; x=y`)).toEqual(stay);
    expect(readStayCookie("akwaaba_stay=2026-12-30_2027-01-02_3_2")).toBeNull();
    expect(readStayCookie("akwaaba_stay=<script>")).toBeNull();
    expect(readStayCookie(undefined)).toBeNull();
  });

  it("lasts 30 days, for the whole site, sent on top-level navigations from other sites", () => {
    expect(stayCookie(stay, { isSecure: false })).toBe(
      "akwaaba_stay=2026-12-30_2027-01-02_3_2_1; Path=/; SameSite=Lax; Max-Age=2592000",
    );
    expect(stayCookie(stay, { isSecure: true })).toMatch(/; Secure$/);
  });
});

describe("stay dates", () => {
  it("counts nights and days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(nightsBetween(stay.checkin, stay.checkout)).toBe(3);
  });

  it("describes a stay for people", () => {
    expect(describeStay(stay)).toBe(
      "Wed 30 Dec – Sat 2 Jan 2027 · 3 nights · 3 adults, 1 child, 2 rooms",
    );
    expect(
      describeStay({ ...stay, checkout: "2026-12-31", adults: 1, rooms: 1, children: 0 }),
    ).toBe("Wed 30 Dec – Thu 31 Dec 2026 · 1 night · 1 adult, 1 room");
  });
});

describe("partyLabel", () => {
  it("says the party in the search tabs' words", () => {
    expect(partyLabel({ adults: 1, rooms: 1, children: 0 })).toBe("1 traveler, 1 room");
    expect(partyLabel({ adults: 4, rooms: 2, children: 0 })).toBe("4 travelers, 2 rooms");
  });

  it("says nothing for a party with children, which one choice cannot carry", () => {
    expect(partyLabel(stay)).toBeNull();
  });
});
