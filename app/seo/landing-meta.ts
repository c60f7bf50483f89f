// The head of both landing pages, from their content: title, description with the hotel count,
// the canonical path of the page shown, and their JSON-LD.
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
      faq: content.faq,
      about: content.meta.about,
    }),
  });
}
