// The enrolment QR code, drawn on the server as inline SVG (uqr): the page sends no script for
// it, and it prints. A quiet zone of 4 modules, as the QR standard asks, and error correction M
// so a slightly smudged print or screen glare still scans.
import { renderSVG } from "uqr";

export const QR_CODE_LABEL = "QR code for your authenticator app";

/** An <svg> of `text`, named for assistive technology, 240 px square (about 4 px a module). */
export function qrCodeSvg(text: string, label = QR_CODE_LABEL): string {
  const svg = renderSVG(text, { ecc: "M", border: 4, pixelSize: 1 });
  const escaped = label.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
  return svg
    .replace(
      /^<svg /,
      `<svg role="img" aria-label="${escaped}" width="240" height="240" shape-rendering="crispEdges" `,
    )
    .replace(/^(<svg[^>]*>)/, `$1<title>${escaped}</title>`);
}
