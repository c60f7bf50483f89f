// What the FAQ is made of: categories of questions and answers, and the published forms the
// pages and the FAQ search read (each answer with the slug that names it in links).

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  entries: FaqEntry[];
}

/** An answer as the site publishes it: its slug names it in links (/faq/{category}#{slug}). */
export interface PublishedFaqEntry extends FaqEntry {
  slug: string;
  /** When the answer states registered facts: the oldest day they were checked, and its words. */
  checked?: { on: string; label: string };
}

/** A published category; its id is its slug, and its page is /faq/{id}. */
export interface PublishedFaqCategory extends FaqCategory {
  entries: PublishedFaqEntry[];
}
