import { describe, expect, it } from "vitest";
import { cutPage, fillPage } from "#app/domain/pages/page-template.ts";

describe("cutPage and fillPage", () => {
  const html = '<script nonce="N1">a</script><input value="/old"/><p nonce="N1">b</p>';

  it("gives back the page it was cut from, and another request's page", () => {
    const template = cutPage(html, [
      { place: "nonce", text: "N1", isOnce: false },
      { place: "address", text: "/old", isOnce: true },
    ])!;
    expect(template.places).toEqual(["nonce", "address", "nonce"]);
    expect(fillPage(template, { nonce: "N1", address: "/old" }).join("")).toBe(html);
    expect(fillPage(template, { nonce: "Z9", address: "/new" }).join("")).toBe(
      '<script nonce="Z9">a</script><input value="/new"/><p nonce="Z9">b</p>',
    );
  });

  it("refuses a text that must show once and shows twice or not at all", () => {
    expect(cutPage("/a and /a", [{ place: "address", text: "/a", isOnce: true }])).toBeUndefined();
    expect(cutPage("none", [{ place: "address", text: "/a", isOnce: true }])).toBeUndefined();
  });

  it("refuses texts that overlap, and an empty text", () => {
    const fills = [
      { place: "a", text: "abc", isOnce: true },
      { place: "b", text: "bcd", isOnce: true },
    ] as const;
    expect(cutPage("xabcdx", fills)).toBeUndefined();
    expect(cutPage("x", [{ place: "a", text: "", isOnce: false }])).toBeUndefined();
  });

  it("keeps a page without any occurrence of a text that may show any number of times", () => {
    const template = cutPage("plain", [{ place: "nonce", text: "N1", isOnce: false }])!;
    expect(template).toEqual({ parts: ["plain"], places: [] });
    expect(fillPage(template, { nonce: "x" })).toEqual(["plain"]);
  });
});
