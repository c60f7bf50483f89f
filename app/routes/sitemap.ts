// GET /sitemap.xml: every public page in both languages, with lastmod from the data where it has
// one and hreflang alternates for each page that has both (issue 44).
import { buildSitemap } from "#app/seo/sitemap.ts";
import { getEnv } from "#app/env.server.ts";
import { listSitemapEntries } from "#app/seo/sitemap-entries.server.ts";

export async function loader() {
  return new Response(buildSitemap(getEnv().SITE_URL, await listSitemapEntries()), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
