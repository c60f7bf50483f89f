import { describe, expect, it } from "vitest";
import { keepNotFoundPage, storedNotFoundPage } from "#app/pages/not-found-page.server.ts";

/** A 404 page as rendered for `path`, with the nonce in two scripts and the Lite switch's address. */
const rendered = (path: string, nonce: string, shownElsewhere = "") =>
  `<html><script nonce="${nonce}">a</script><h1>404 Page Not Found</h1>${shownElsewhere}` +
  `<input type="hidden" name="returnTo" value="${path.replaceAll("&", "&amp;")}"/>` +
  `<script nonce="${nonce}">b</script></html>`;

const request = (path: string) => new URL(`http://localhost${path}`);

describe("the stored 404 page", () => {
  it("answers another address with that address and its own nonce, as a render would", () => {
    const key = "top-level";
    keepNotFoundPage(
      key,
      request("/no-such-page-x1"),
      "NONCE1",
      rendered("/no-such-page-x1", "NONCE1"),
    );
    const path = "/wp-login-form.php?a=1&b=<2>";
    expect(
      Buffer.concat(storedNotFoundPage(key, request(path), "NONCE2", "zstd")!.html).toString(),
    ).toBe(rendered("/wp-login-form.php?a=1&b=%3C2%3E", "NONCE2"));
  });

  it("is not kept when the address shows anywhere else on the page", () => {
    const key = "shows-its-address";
    const path = "/no-such-page-x2";
    keepNotFoundPage(key, request(path), "N", rendered(path, "N", "<p>no-such-page-x2</p>"));
    expect(storedNotFoundPage(key, request("/other-missing-page"), "N", "gzip")).toBeUndefined();
  });

  it("is not kept from an address too short to tell apart from the page's own words", () => {
    const key = "short";
    keepNotFoundPage(key, request("/a/page"), "N", rendered("/a/page", "N"));
    expect(storedNotFoundPage(key, request("/other-missing-page"), "N", "gzip")).toBeUndefined();
  });
});
