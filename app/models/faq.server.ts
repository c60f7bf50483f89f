// The FAQ, served from the in-process content snapshot (edited in the content studio).
import type { FaqCategory } from "#app/content/faq.ts";
import { getContent } from "#app/models/content-cache.server.ts";

export async function listFaqCategories(): Promise<readonly FaqCategory[]> {
  return (await getContent()).faqCategories;
}
