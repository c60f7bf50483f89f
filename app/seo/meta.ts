// One helper builds every page's head: title, description, keywords, canonical, robots,
// Open Graph, Twitter and optional JSON-LD, with SPEC.md's defaults (DECISIONS.md placeholders).
import type { MetaDescriptor } from "react-router";
import { defaultMeta } from "#app/content/site.ts";

export interface SiteIdentity {
  name: string;
  url: string;
}

export interface PageMeta {
  /** The page's own title; the site name is appended. Omit for the home page's default title. */
  title?: string;
  description?: string;
  keywords?: string;
  /** Path of the page (no query string), used for the canonical link and og:url. */
  path: string;
  /** Site-relative or absolute image URL for social cards. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** False for pages search engines should skip (admin, offline). */
  index?: boolean;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** The page's language (issue 44); English unless said. */
  locale?: "en" | "fr";
}

function absolute(site: SiteIdentity, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.url}${pathOrUrl}`;
}

export function fullTitle(site: SiteIdentity, title?: string): string {
  return title ? `${title} | ${site.name}` : defaultMeta.title;
}

export function buildMeta(site: SiteIdentity, page: PageMeta): MetaDescriptor[] {
  const canonical = absolute(site, page.path === "/" ? "/" : page.path.replace(/\/+$/, ""));
  return headTags(site, page, canonical);
}

/**
 * An error page's head (404, 410, 500, 503): not indexed, and no canonical or og:url, since the
 * address names no page (a canonical pointing at a 404 is itself an error to crawlers).
 */
export function errorMeta(
  site: SiteIdentity,
  title: string,
  locale?: "en" | "fr",
): MetaDescriptor[] {
  return headTags(site, { title, index: false, locale }, undefined);
}

function headTags(
  site: SiteIdentity,
  page: Omit<PageMeta, "path">,
  canonical: string | undefined,
): MetaDescriptor[] {
  const title = fullTitle(site, page.title);
  const description = page.description ?? defaultMeta.description;
  const image = absolute(site, page.image ?? defaultMeta.image);
  const imageAlt = page.imageAlt ?? defaultMeta.imageAlt;
  const robots = page.index === false ? "noindex, nofollow" : "index, follow";

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: page.keywords ?? defaultMeta.keywords },
    { name: "robots", content: robots },
    { name: "revisit-after", content: "7 days" },
    { name: "language", content: page.locale ?? "en" },
    { name: "geo.region", content: "GH" },
    { name: "theme-color", content: defaultMeta.themeColor },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []),
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(canonical ? [{ property: "og:url", content: canonical }] : []),
    { property: "og:locale", content: page.locale === "fr" ? "fr_FR" : "en_US" },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  const jsonLd =
    page.jsonLd === undefined ? [] : Array.isArray(page.jsonLd) ? page.jsonLd : [page.jsonLd];
  for (const data of jsonLd) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  }
  return tags;
}

/** A listing's canonical path: page 1 is the bare path, later pages carry ?page=n. */
export function pagedPath(path: string, page: number | undefined): string {
  return page !== undefined && page > 1 ? `${path}?page=${page}` : path;
}
