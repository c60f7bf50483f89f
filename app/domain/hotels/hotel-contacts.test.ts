import { describe, expect, it } from "vitest";
import {
  contactsCell,
  publicContacts,
  whatsappChatLink,
} from "#app/domain/hotels/hotel-contacts.ts";

const source = { publisher: "Noda Hotel", title: "Fact sheet", date: "2026-11-20" };
const contacts = {
  email: { value: "frontdesk@noda.example", source },
  whatsapp: { value: "+233 24 000 0000", source },
};

describe("a hotel's contacts", () => {
  it("stay the team's until the hotel agreed travellers may see them", () => {
    expect(publicContacts(contacts)).toBeNull();
    expect(contactsCell(contacts)).toBe("");
    expect(publicContacts({ publicSince: "2026-11-20" })).toBeNull();
  });

  it("show from the day it agreed, each without its source", () => {
    const agreed = { ...contacts, publicSince: "2026-11-20" };
    expect(publicContacts(agreed)).toEqual({
      email: "frontdesk@noda.example",
      phone: null,
      whatsapp: "+233 24 000 0000",
      since: "2026-11-20",
    });
    expect(contactsCell(agreed)).toBe(
      "email: frontdesk@noda.example; whatsapp: +233 24 000 0000; public since 2026-11-20",
    );
    expect(whatsappChatLink("+233 24 000 0000")).toBe("https://wa.me/233240000000");
  });
});
