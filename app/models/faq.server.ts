// The FAQ, served from the in-process content snapshot (edited in the content studio).
import type { PublishedFaqCategory } from "#app/domain/faq/faq.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";

export async function listFaqCategories(): Promise<readonly PublishedFaqCategory[]> {
  return (await getContent()).faqCategories;
}

/** A published answer's category and current slug, by its slug or one it had before a rename. */
export async function findFaqAnswer(
  slug: string,
): Promise<{ categoryId: string; slug: string } | null> {
  const content = await getContent();
  const current = content.faqAnswerRenames.get(slug) ?? slug;
  const category = content.faqCategories.find((candidate) =>
    candidate.entries.some((entry) => entry.slug === current),
  );
  return category ? { categoryId: category.id, slug: current } : null;
}

type Neighbour = Pick<PublishedFaqCategory, "id" | "title">;

/** A published category with the categories before and after it, for its page's links. */
export async function findFaqCategory(id: string): Promise<{
  category: PublishedFaqCategory;
  previous: Neighbour | null;
  next: Neighbour | null;
  categoryCount: number;
} | null> {
  const categories = await listFaqCategories();
  const index = categories.findIndex((category) => category.id === id);
  if (index === -1) return null;
  const neighbour = (at: number) => {
    const found = categories[at];
    return found ? { id: found.id, title: found.title } : null;
  };
  return {
    category: categories[index]!,
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
    categoryCount: categories.length,
  };
}
