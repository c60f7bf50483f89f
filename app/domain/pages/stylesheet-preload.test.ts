import { describe, expect, it } from "vitest";
import { stylesheetPreloadHeader } from "#app/domain/pages/stylesheet-preload.ts";

describe("stylesheetPreloadHeader", () => {
  it("names the head's stylesheets, in order, for the browser to fetch as the headers arrive", () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"/>' +
      '<link nonce="n" rel="stylesheet" href="/assets/shell-A1.css"/>' +
      '<link rel="stylesheet" href="/assets/map-B2.css" media="print"/></head>' +
      '<body><link rel="stylesheet" href="/assets/late.css"/></body></html>';
    expect(stylesheetPreloadHeader(html)).toBe(
      "</assets/shell-A1.css>; rel=preload; as=style, </assets/map-B2.css>; rel=preload; as=style",
    );
  });

  it("names nothing for a page without a stylesheet, or one on another site", () => {
    expect(stylesheetPreloadHeader("<html><head><title>x</title></head></html>")).toBeNull();
    expect(
      stylesheetPreloadHeader(
        '<head><link rel="stylesheet" href="https://cdn.example/a.css"></head>',
      ),
    ).toBeNull();
  });
});
