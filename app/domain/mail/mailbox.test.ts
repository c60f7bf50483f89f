import { describe, expect, it } from "vitest";
import { parseMailbox } from "#app/domain/mail/mailbox.ts";

describe("parseMailbox", () => {
  it("reads a bare address", () => {
    expect(parseMailbox(" news@akwaabastays.com ")).toEqual({
      name: "",
      address: "news@akwaabastays.com",
    });
  });

  it("reads a display name with the address in angle brackets", () => {
    expect(parseMailbox("Akwaaba Stays <news@akwaabastays.com>")).toEqual({
      name: "Akwaaba Stays",
      address: "news@akwaabastays.com",
    });
    expect(parseMailbox('"Stays, Accra" <news@akwaabastays.com>')).toEqual({
      name: "Stays, Accra",
      address: "news@akwaabastays.com",
    });
    expect(parseMailbox("<news@akwaabastays.com>")).toEqual({
      name: "",
      address: "news@akwaabastays.com",
    });
  });

  it("refuses what is not a mailbox", () => {
    expect(parseMailbox("not an address")).toBeNull();
    expect(parseMailbox("Akwaaba Stays <not an address>")).toBeNull();
    expect(parseMailbox("Akwaaba Stays news@akwaabastays.com")).toBeNull();
    expect(parseMailbox("A <b@c.gh> <d@e.gh>")).toBeNull();
    expect(parseMailbox("")).toBeNull();
  });
});
