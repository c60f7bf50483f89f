import { describe, expect, it } from "vitest";
import { campaignSchema, foreignLinks, SendRequestSchema } from "#app/domain/campaign.ts";

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

describe("SendRequestSchema", () => {
  it("takes a whole, non-negative confirmRecipients in the API body", () => {
    expect(SendRequestSchema.safeParse({ confirmRecipients: 3 }).success).toBe(true);
    expect(SendRequestSchema.safeParse({ confirmRecipients: 2.5 }).success).toBe(false);
    expect(SendRequestSchema.safeParse({ confirmRecipients: "3" }).success).toBe(false);
    expect(SendRequestSchema.safeParse({ confirmRecipients: -1 }).success).toBe(false);
  });
});
