import { describe, expect, it } from "vitest";
import { cutPage } from "#app/domain/pages/page-template.ts";
import { encodedBytes, encodeTemplate, fillEncoded } from "#app/pages/encoded-template.server.ts";

describe("encodeTemplate and fillEncoded", () => {
  // Ewe and Twi letters and the cedi sign: text V8 holds at two bytes a character.
  const html = '<script nonce="N1">a</script><p>Ɛsi, Ɔkomfo, ₵450</p><input value="/old"/>';
  const template = cutPage(html, [
    { place: "nonce", text: "N1", isOnce: false },
    { place: "address", text: "/old", isOnce: true },
  ])!;

  it("gives the UTF-8 bytes of the page a fill of the text gives", () => {
    const encoded = encodeTemplate(template);
    expect(
      Buffer.concat(fillEncoded(encoded, { nonce: "N1", address: "/old" })).toString("utf8"),
    ).toBe(html);
    expect(Buffer.concat(fillEncoded(encoded, { nonce: "Zé", address: "/ŋkɔ" }))).toEqual(
      Buffer.from(html.replace("N1", "Zé").replace("/old", "/ŋkɔ")),
    );
  });

  it("counts the bytes it holds, not the characters", () => {
    const bytes = Buffer.byteLength(html) - Buffer.byteLength("N1/old");
    expect(encodedBytes(encodeTemplate(template))).toBe(bytes);
    expect(bytes).toBeGreaterThan(html.length - "N1/old".length);
  });
});
