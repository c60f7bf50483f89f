// Reading time from the body's word count (DECISIONS.md item 7), at an unhurried 200 words a
// minute, never less than one minute. Words are counted on the server (countMarkdownWords), so
// cards in the browser need no Markdown parser.

export const WORDS_PER_MINUTE = 200;

export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
