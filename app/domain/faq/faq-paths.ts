// Where the FAQ's categories and answers live on the site.

export const FAQ_PATH = "/faq";

export function faqCategoryPath(categoryId: string): string {
  return `${FAQ_PATH}/${categoryId}`;
}

/**
 * An answer's place: its category page, scrolled to it (#slug) and told to render it open
 * (?open=slug), so the link opens the answer in every browser, with or without scripts.
 * `/faq/{category}#{slug}` alone also opens it where browsers reveal a fragment's <details>.
 */
export function faqAnswerPath(categoryId: string, answerSlug: string): string {
  return `${faqCategoryPath(categoryId)}?open=${answerSlug}#${answerSlug}`;
}
