// Reading time from the body's word count (DECISIONS.md item 7), at an unhurried 200 words a
// minute, never less than one minute.
import { countMarkdownWords } from "#app/content/markdown.ts";

export const WORDS_PER_MINUTE = 200;

export function readingMinutes(body: string): number {
  return Math.max(1, Math.round(countMarkdownWords(body) / WORDS_PER_MINUTE));
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
