import { describe, expect, it } from "vitest";
import { judgeLink } from "#app/domain/partners/link-health.ts";

const link = "https://partner.example/search?ss=Accra&aid=123";

/** The problems of the link when one redirect takes it to `end`, which answers 200. */
const redirectedTo = (end: string) =>
  judgeLink(
    link,
    [
      { url: link, status: 302 },
      { url: end, status: 200 },
    ],
    "aid",
  ).problems;

describe("judgeLink", () => {
  it("passes a link that answers 200 with its affiliate parameter", () => {
    expect(judgeLink(link, [{ url: link, status: 200 }], "aid")).toMatchObject({
      ok: true,
      problems: [],
    });
  });

  it("flags an error answer, a landing on the home page and a dropped affiliate id", () => {
    expect(judgeLink(link, [{ url: link, status: 404 }], "aid").problems).toEqual([
      "The partner answered 404.",
    ]);
    expect(redirectedTo("https://partner.example/")).toEqual([
      "Redirected to the partner's home page: the deep link no longer works.",
      'The affiliate parameter "aid" was dropped on the way.',
    ]);
    expect(redirectedTo("https://partner.example/search?ss=Accra")).toEqual([
      'The affiliate parameter "aid" was dropped on the way.',
    ]);
  });

  it("says when nothing answered or the redirects never ended", () => {
    expect(judgeLink(link, []).problems).toEqual([
      "No answer: the partner's site did not respond.",
    ]);
    expect(judgeLink(link, [{ url: link, status: 302 }]).problems).toEqual(["Too many redirects."]);
  });
});
