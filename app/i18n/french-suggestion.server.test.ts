import { describe, expect, it } from "vitest";
import { frenchPagesWith } from "#app/i18n/french-pages.server.ts";
import { withFrenchSuggestion } from "#app/i18n/french-suggestion.server.ts";
import { chromeFor } from "#app/i18n/i18n.server.ts";

const PAGE =
  '<html lang="en"><head></head><body><a href="#main">Skip</a><main id="main"></main></body></html>';

/** The root's language signals for a path, the bundled French texts only. */
const chrome = (path: string) => chromeFor(path, "https://akwaaba.example", frenchPagesWith());

describe("withFrenchSuggestion", () => {
  it("adds the suggestion's script, with the request's nonce, before </body> of an English page with a French twin", () => {
    for (const path of ["/", "/accra", "/accra/", "/hotels", "/hotels/labadi-beach-hotel"]) {
      const html = withFrenchSuggestion(PAGE, chrome(path), "n0nce+/=");
      expect(html.startsWith(PAGE.slice(0, PAGE.indexOf("</body>")))).toBe(true);
      expect(html).toMatch(
        /<script nonce="n0nce\+\/=">\(function suggestFrench[\s\S]*\);<\/script><\/body><\/html>$/,
      );
      expect(html).toContain("Cette page existe en français.");
      expect(html).toContain("Lire en français");
      expect(html).toContain("Non merci");
    }
  });

  it("leaves pages without a French twin, and French pages, as they are", () => {
    for (const path of ["/cities", "/name-generator", "/fr", "/fr/accra", "/fr/hotels"]) {
      expect(withFrenchSuggestion(PAGE, chrome(path), "n0nce")).toBe(PAGE);
    }
  });

  it("leaves a page whose root data is missing (its loader failed) as it is", () => {
    expect(withFrenchSuggestion(PAGE, undefined, "n0nce")).toBe(PAGE);
  });

  it("keeps its markup from closing the script element", () => {
    const script = /<script nonce="n">([\s\S]*)<\/script>/.exec(
      withFrenchSuggestion(PAGE, chrome("/accra"), "n"),
    )![1]!;
    expect(script).not.toMatch(/<\//);
    expect(script).toContain('\\u003caside lang=\\"fr\\"');
  });
});
