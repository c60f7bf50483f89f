// Where the content studio's screens live, and where a published item shows on the site.
import { pagePath, type ContentType } from "#app/domain/content-schemas.ts";
import { faqAnswerPath, faqCategoryPath } from "#app/domain/faq-paths.ts";

export const CONTENT_PATH = "/admin/dashboard/content";

/** How long a draft's preview link works, and the query parameter that carries it. */
export const PREVIEW_DAYS = 7;
export const PREVIEW_PARAM = "preview";

/** Where a published item shows; an FAQ answer's place depends on its category too. */
export function publicPath(type: ContentType, fields: Readonly<Record<string, unknown>>): string {
  const slug = String(fields.slug);
  switch (type) {
    case "hotels":
      return `/hotels/${slug}`;
    case "posts":
      return `/blog/${slug}`;
    case "cities":
      return `/${slug}`;
    case "faqs":
      return faqAnswerPath(String(fields.categorySlug), slug);
    case "faq-categories":
      return faqCategoryPath(slug);
    case "products":
      return "/#travel-essentials";
    case "guides":
      return `/blog/${slug}`;
    case "pages":
      return pagePath(slug);
  }
}
