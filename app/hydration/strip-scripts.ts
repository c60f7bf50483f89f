// Lite pages (app/domain/pages/lite-mode.ts) carry no scripts at all: every page already works without
// them. This takes them out of the rendered HTML whatever form they were rendered in (React
// Router's module script and modulepreloads, the held forms of app/hydration, inline scripts),
// and keeps JSON-LD, which is data for search engines and never runs.

const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const JSON_LD_TYPE = /\btype\s*=\s*["']?application\/ld\+json["'\s>]/i;
const LINK_ELEMENT = /<link\b[^>]*>/gi;
/** A link that fetches a script: a modulepreload (held or not), a script preload, any .js file. */
const SCRIPT_LINK =
  /modulepreload|\bas\s*=\s*["']?script\b|\bhref\s*=\s*["']?[^"'\s>]+\.m?js(?:[?#][^"'\s>]*)?["'\s>]/i;

export function stripScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, (element, attributes: string) =>
      JSON_LD_TYPE.test(`${attributes}>`) ? element : "",
    )
    .replace(LINK_ELEMENT, (element) => (SCRIPT_LINK.test(element) ? "" : element));
}
