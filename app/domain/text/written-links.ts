// Markdown's link syntax, [words](address), in a field the site shows as plain text reaches
// readers as typed (issue 39 found one on a landing page). Fields that take Markdown render it;
// the others refuse it at save, and a data migration mends rows stored before that rule.

const WRITTEN_LINK = /\[([^\]\n]+)\]\(([^()\s]+)\)/g;

/** The first written link in a plain-text value, as typed; null when there is none. */
export function writtenLinkIn(text: string): string | null {
  return text.match(WRITTEN_LINK)?.[0] ?? null;
}

/** The value with each written link replaced by its words alone. */
export function withoutWrittenLinks(text: string): string {
  return text.replace(WRITTEN_LINK, (_, words: string) => words);
}

/** What a person reads when a plain-text field holds a written link. */
export function writtenLinkProblem(label: string, text: string): string | null {
  const link = writtenLinkIn(text);
  if (!link) return null;
  const shown = link.length > 60 ? `${link.slice(0, 57)}...` : link;
  return `${label} is shown as plain text, so ${shown} would appear exactly as typed: write the words without the link.`;
}
