import { describe, expect, it } from "vitest";
import { inlineLinksAsText, parseInlineLinks } from "#app/domain/text/inline-links.ts";

describe("parseInlineLinks", () => {
  it("splits prose into text and site links, in order", () => {
    expect(parseInlineLinks("Read the [visa guide](/blog/visa) and [FAQ](/faq).")).toEqual([
      "Read the ",
      { label: "visa guide", href: "/blog/visa" },
      " and ",
      { label: "FAQ", href: "/faq" },
      ".",
    ]);
  });

  it("keeps a link at either end without empty text around it", () => {
    expect(parseInlineLinks("[Hotels](/hotels)")).toEqual([{ label: "Hotels", href: "/hotels" }]);
  });

  it("leaves prose without links as one string", () => {
    expect(parseInlineLinks("No links [here] (or here).")).toEqual(["No links [here] (or here)."]);
  });

  it("links only paths inside the site", () => {
    for (const text of ["[x](javascript:alert(1))", "[x](https://example.com)", "[x](//evil)"]) {
      expect(parseInlineLinks(text)).toEqual([text]);
    }
  });
});

describe("inlineLinksAsText", () => {
  it("keeps each link's label and drops its markup", () => {
    expect(inlineLinksAsText("Read [How we list hotels](/pages/how) for more.")).toBe(
      "Read How we list hotels for more.",
    );
    expect(inlineLinksAsText("No links here.")).toBe("No links here.");
  });
});
