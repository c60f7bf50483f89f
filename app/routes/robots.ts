// GET /robots.txt: allow all but the admin, the API and partner redirects; point at the sitemap.
import { buildRobotsTxt } from "#app/seo/sitemap.ts";
import { getEnv } from "#app/env.server.ts";

export function loader() {
  return new Response(buildRobotsTxt(getEnv().SITE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
