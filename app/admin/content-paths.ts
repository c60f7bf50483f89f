// Where the content studio's screens live, and where a published item shows on the site.
import type { ContentType } from "#app/domain/content-schemas.ts";

export const CONTENT_PATH = "/admin/dashboard/content";

export function publicPath(type: ContentType, slug: string): string {
  return type === "hotels" ? `/hotels/${slug}` : type === "posts" ? `/blog/${slug}` : `/${slug}`;
}
