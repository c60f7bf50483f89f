// Related articles (SPEC.md section 5): leave out the current post, keep those whose tags or
// title carry the category word, case-insensitively, in the list's order (newest first).

export interface RelatableItem {
  slug: string;
  title: string;
  tags: readonly string[];
}

/** True when a tag equals the category or the title contains it, ignoring case. */
export function matchesCategory(item: RelatableItem, category: string): boolean {
  const word = category.trim().toLowerCase();
  if (word === "") return false;
  return (
    item.tags.some((tag) => tag.toLowerCase() === word) || item.title.toLowerCase().includes(word)
  );
}

export interface RelatedQuery {
  /** The category word; absent means any post. */
  category?: string;
  excludeSlug?: string;
  limit: number;
}

export function relatedPosts<T extends RelatableItem>(
  items: readonly T[],
  { category, excludeSlug, limit }: RelatedQuery,
): T[] {
  const related: T[] = [];
  for (const item of items) {
    if (related.length >= limit) break;
    if (item.slug === excludeSlug) continue;
    if (category !== undefined && !matchesCategory(item, category)) continue;
    related.push(item);
  }
  return related;
}
