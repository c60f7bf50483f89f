// Where the content studio's screens live, and where a published item shows on the site.
import { pagePath, type ContentType } from "#app/domain/content-schemas.ts";

export const CONTENT_PATH = "/admin/dashboard/content";

/** How long a draft's preview link works, and the query parameter that carries it. */
export const PREVIEW_DAYS = 7;
export const PREVIEW_PARAM = "preview";

export function publicPath(type: ContentType, slug: string): string {
  switch (type) {
    case "hotels":
      return `/hotels/${slug}`;
    case "posts":
      return `/blog/${slug}`;
    case "cities":
      return `/${slug}`;
    case "faqs":
    case "faq-categories":
      return `/faq#${slug}`;
    case "products":
      return "/#travel-essentials";
    case "guides":
      return `/blog/${slug}`;
    case "pages":
      return pagePath(slug);
  }
}
