import { describe, expect, it } from "vitest";
import {
  campaignSchema,
  campaignVersionFor,
  foreignLinks,
  SendRequestSchema,
} from "#app/domain/mail/campaign.ts";

const SITE = "https://akwaaba.example";

describe("foreignLinks", () => {
  it("allows the site's own paths and addresses, and mailto", () => {
    const body =
      "See [visas](/blog/ghana-visa-requirements), [home](https://akwaaba.example), " +
      "[Accra](https://akwaaba.example/accra) or [write](mailto:hi@akwaaba.example).";
    expect(foreignLinks(body, SITE)).toEqual([]);
  });

  it("names each link elsewhere once, in lists and quotes too", () => {
    const body = [
      "[Book](https://www.booking.com/hotel/gh/x.html)",
      "- [Buy](https://www.amazon.com/dp/B000?tag=x-20)",
      "> [Book](https://www.booking.com/hotel/gh/x.html)",
      "[Look-alike](https://akwaaba.example.evil.test/x)",
    ].join("\n\n");
    expect(foreignLinks(body, SITE)).toEqual([
      "https://www.booking.com/hotel/gh/x.html",
      "https://www.amazon.com/dp/B000?tag=x-20",
      "https://akwaaba.example.evil.test/x",
    ]);
  });

  it("names script, data and protocol-relative links, which a browser would follow elsewhere", () => {
    const body = [
      "[Run](javascript:alert(1))",
      "[Shout](JAVASCRIPT:alert(1))",
      "[Page](data:text/html,hello)",
      "[Away](//evil.example/a)",
      "[Back](/\\evil.example)",
    ].join("\n\n");
    expect(foreignLinks(body, SITE)).toEqual([
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,hello",
      "//evil.example/a",
      "/\\evil.example",
    ]);
  });
});

describe("campaignSchema", () => {
  it("refuses a body with a partner link, saying which", () => {
    const result = campaignSchema(SITE).safeParse({
      subject: "Harmattan travel",
      body: "Book [here](https://www.booking.com/x).",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Remove https:\/\/www\.booking\.com\/x\./);
  });
});

describe("campaignSchema's French version", () => {
  const english = { subject: "Harmattan travel", body: "Dry, dusty and cool at night." };

  it("takes a campaign with no French version, and one with both French fields", () => {
    const plain = campaignSchema(SITE).safeParse(english);
    expect(plain.data).toMatchObject({ frenchSubject: "", frenchBody: "" });
    const both = campaignSchema(SITE).safeParse({
      ...english,
      frenchSubject: " Voyager pendant l'harmattan ",
      frenchBody: "Sec, poussiéreux et frais la nuit.",
    });
    expect(both.data).toMatchObject({ frenchSubject: "Voyager pendant l'harmattan" });
  });

  it("refuses half a French version, naming the missing field", () => {
    const noBody = campaignSchema(SITE).safeParse({ ...english, frenchSubject: "Harmattan" });
    expect(noBody.error?.issues[0]).toMatchObject({
      path: ["frenchBody"],
      message: "French body is required with a French subject (or leave both empty).",
    });
    const noSubject = campaignSchema(SITE).safeParse({ ...english, frenchBody: "Sec." });
    expect(noSubject.error?.issues[0]?.path).toEqual(["frenchSubject"]);
  });

  it("refuses a partner link in the French body too", () => {
    const result = campaignSchema(SITE).safeParse({
      ...english,
      frenchSubject: "Harmattan",
      frenchBody: "Réservez [ici](https://www.booking.com/x).",
    });
    expect(result.error?.issues[0]?.path).toEqual(["frenchBody"]);
  });
});

describe("campaignVersionFor", () => {
  const campaign = {
    subject: "Harmattan travel",
    preheader: "What to pack",
    body: "English body",
    frenchSubject: "Voyager pendant l'harmattan",
    frenchBody: "Corps français",
  };

  it("gives a French reader the French version, without the English preheader", () => {
    expect(campaignVersionFor(campaign, "fr")).toEqual({
      language: "fr",
      subject: "Voyager pendant l'harmattan",
      preheader: "",
      body: "Corps français",
    });
  });

  it("gives an English reader, and a French one when there is no French version, the English", () => {
    const english = {
      language: "en",
      subject: "Harmattan travel",
      preheader: "What to pack",
      body: "English body",
    };
    expect(campaignVersionFor(campaign, "en")).toEqual(english);
    expect(campaignVersionFor({ ...campaign, frenchSubject: "", frenchBody: "" }, "fr")).toEqual(
      english,
    );
  });
});

describe("SendRequestSchema", () => {
  it("takes a whole, non-negative confirmRecipients in the API body", () => {
    expect(SendRequestSchema.safeParse({ confirmRecipients: 3 }).success).toBe(true);
    expect(SendRequestSchema.safeParse({ confirmRecipients: 2.5 }).success).toBe(false);
    expect(SendRequestSchema.safeParse({ confirmRecipients: "3" }).success).toBe(false);
    expect(SendRequestSchema.safeParse({ confirmRecipients: -1 }).success).toBe(false);
  });
});
