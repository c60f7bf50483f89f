import { describe, expect, it } from "vitest";
import {
  withoutWrittenLinks,
  writtenLinkIn,
  writtenLinkProblem,
} from "#app/domain/text/written-links.ts";

describe("written links in plain text", () => {
  it("finds Markdown's [words](address), on the site or off it", () => {
    expect(writtenLinkIn("See our [visa guide](/blog/ghana-visa-requirements) first.")).toBe(
      "[visa guide](/blog/ghana-visa-requirements)",
    );
    expect(writtenLinkIn("[GTA](https://visitghana.com)")).toBe("[GTA](https://visitghana.com)");
  });

  it("leaves brackets and parentheses that are not a link alone", () => {
    for (const text of [
      "Rooms [renovated 2024] (sea view)",
      "Breakfast (included) [ask]",
      "A [note]\n(not a link)",
      "Call 030 2 (desk)",
    ]) {
      expect(writtenLinkIn(text), text).toBeNull();
      expect(withoutWrittenLinks(text)).toBe(text);
    }
  });

  it("keeps the words of every link when mending stored text", () => {
    expect(withoutWrittenLinks("Read [the guide](/blog/x) and [FAQ](/faq).")).toBe(
      "Read the guide and FAQ.",
    );
  });

  it("names the field and the link in its message", () => {
    expect(writtenLinkProblem("Description", "Near [the mall](/accra).")).toBe(
      "Description is shown as plain text, so [the mall](/accra) would appear exactly as typed: write the words without the link.",
    );
    expect(writtenLinkProblem("Description", "Near the mall.")).toBeNull();
  });
});
