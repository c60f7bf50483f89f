// GET /manifest.webmanifest: the web app manifest, with the brand and the site's own icons.
import { defaultMeta } from "#app/content/site.ts";
import { getEnv } from "#app/env.server.ts";

export function loader() {
  const name = getEnv().SITE_NAME;
  return Response.json(
    {
      name: `${name}: hotels and travel guides for Ghana`,
      short_name: name,
      description:
        "Hotels by city, budget and luxury picks, and practical guides for travel in Ghana.",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: defaultMeta.themeColor,
      lang: "en",
      icons: [
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
        {
          src: "/icons/icon-maskable-512.png",
          sizes: "512x512",
          type: "image/png",
          purpose: "maskable",
        },
      ],
    },
    {
      headers: {
        "Content-Type": "application/manifest+json; charset=utf-8",
        "Cache-Control": "public, max-age=86400",
      },
    },
  );
}
