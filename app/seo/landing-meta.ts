// The head of both landing pages, from their content: title, description with the hotel count,
// the canonical path of the page shown, and their JSON-LD.
import { inlineLinksAsText } from "#app/domain/text/inline-links.ts";
import type { Crumb } from "#app/seo/breadcrumbs.ts";
import { buildMeta, pagedPath, type SiteIdentity } from "#app/seo/meta.ts";
import { landingPageJsonLd } from "#app/seo/structured-data.ts";

export interface LandingContent {
  meta: { name: string; title: string; description: string; about: string | undefined };
  listing: { label: string };
  faq: readonly { question: string; answer: string }[];
}

export function landingMeta(
  site: SiteIdentity,
  content: LandingContent,
  where: { path: string; crumbs: readonly Crumb[] },
  loaded:
    { total: number; page: number; hotels: readonly { slug: string; name: string }[] } | undefined,
) {
  return buildMeta(site, {
    title: content.meta.title,
    description: content.meta.description.replace("{total}", String(loaded?.total ?? 0)),
    path: pagedPath(where.path, loaded?.page),
    jsonLd: landingPageJsonLd(site, {
      name: content.meta.name,
      path: where.path,
      crumbs: where.crumbs,
      hotels: { items: loaded?.hotels ?? [], label: content.listing.label },
      // Answers may hold [label](/path) links: search engines get the words. Converted here, in
      // the landing pages' own code, so the structured-data builders every page loads stay small.
      faq: content.faq.map((entry) => ({ ...entry, answer: inlineLinksAsText(entry.answer) })),
      about: content.meta.about,
    }),
  });
}
