import { describe, expect, it } from "vitest";
import { encode } from "uqr";
import { qrCodeSvg } from "#app/admin/people/qr-code.server.ts";

const URI =
  "otpauth://totp/Akwaaba%20Stays:owner%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Akwaaba%20Stays";

describe("qrCodeSvg", () => {
  const svg = qrCodeSvg(URI);

  it("is one inline <svg> with an accessible name and a printable size", () => {
    expect(svg).toMatch(/^<svg role="img" aria-label="QR code for your authenticator app"/);
    expect(svg).toContain("<title>QR code for your authenticator app</title>");
    expect(svg).toContain('width="240" height="240"');
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).not.toContain("<script");
  });

  it("draws the code's modules with a 4-module quiet zone", () => {
    const { size } = encode(URI, { ecc: "M", border: 4 });
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
    // The first dark module is the finder pattern's corner, just inside the quiet zone.
    expect(svg).toMatch(/<path fill="black" d="M4,4h1v1h-1z/);
  });
});
