import { describe, expect, it } from "vitest";
import { toCsv } from "#app/admin/shell/csv.ts";

describe("toCsv", () => {
  it("writes rows with CRLF and quotes cells that need it", () => {
    expect(
      toCsv([
        ["email", "note"],
        ["a@b.gh", 'says "hi", twice'],
      ]),
    ).toBe('email,note\r\na@b.gh,"says ""hi"", twice"\r\n');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(toCsv([["=HYPERLINK(1)", "+1", "@x", "-2", "plain"]])).toBe(
      "'=HYPERLINK(1),'+1,'@x,'-2,plain\r\n",
    );
  });
});
