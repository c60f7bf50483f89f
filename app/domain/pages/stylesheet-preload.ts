// The page's stylesheets named in its response's headers, so a browser asks for them as the
// headers arrive rather than once it has parsed the head: on a slow, distant link (300 ms round
// trip, 1 Mbps) the stylesheet, and the first paint and the hydration scripts that wait for it
// (app/hydration/held-scripts.ts), came 20-40 ms later without it (issue 42).

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\shref="(\/[^"]+)"/;

/** `Link` header value preloading the stylesheets in `html`'s head; null when it has none. */
export function stylesheetPreloadHeader(html: string): string | null {
  const headEnd = html.indexOf("</head>");
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const hrefs = [...head.matchAll(STYLESHEET_LINK)]
    .map((link) => HREF.exec(link[0])?.[1])
    .filter((href) => href !== undefined);
  if (hrefs.length === 0) return null;
  return hrefs.map((href) => `<${href}>; rel=preload; as=style`).join(", ");
}
