// sitemap.xml and robots.txt documents (sitemaps.org protocol).
import { escapeXml } from "#app/seo/rss.ts";

/** Every public page that is not generated from data. */
export const STATIC_PATHS = [
  "/",
  "/hotels",
  "/cities",
  "/blog",
  "/cheap-hotels-accra",
  "/luxury-hotels-ghana",
  "/contact",
  "/faq",
  "/name-generator",
];

export interface SitemapEntry {
  path: string;
  /** ISO date-time of the last change, when the data knows it. */
  lastModified?: string;
  /** The page in each language, itself included (xhtml:link, Google's sitemap hreflang). */
  alternates?: readonly { hrefLang: string; path: string }[];
}

export function buildSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>${
        entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : ""
      }${(entry.alternates ?? [])
        .map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${alternate.hrefLang}" href="${escapeXml(`${siteUrl}${alternate.path}`)}"/>`,
        )
        .join("")}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
  ].join("\n");
}

export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /go/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
