// Links inside editorial prose, written as [label](/path) so a paragraph stays one readable
// string. Only paths inside the site are links; anything else stays text, so prose can never
// carry a script URL or send readers off-site unannounced.

export type InlinePart = string | { href: string; label: string };

const LINK = /\[([^\]\n]+)\]\((\/(?!\/)[^\s)]*)\)/g;

export function parseInlineLinks(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ label: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The prose as plain text, each link its label: for structured data and other plain readers. */
export function inlineLinksAsText(text: string): string {
  return parseInlineLinks(text)
    .map((part) => (typeof part === "string" ? part : part.label))
    .join("");
}
