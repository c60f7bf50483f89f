// Recommended products, served from the in-process content snapshot (edited in the studio).
import type { Product } from "#app/content/products.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";

export async function listProductShelves(): Promise<{ travel: Product[]; ghana: Product[] }> {
  const { travel, ghana } = (await getContent()).products;
  return { travel, ghana };
}

export async function findProductBySlug(slug: string): Promise<Product | undefined> {
  return (await getContent()).products.bySlug.get(slug);
}
