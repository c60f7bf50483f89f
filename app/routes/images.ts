// Artwork the site draws itself (no third-party image hosts): /images/cities/{slug}.svg,
// /images/hotels/{slug}.svg and /images/posts/{slug}.svg.
import { renderArtwork, sceneForCity, sceneForTags, type Scene } from "#app/media/artwork.ts";
import { findCityBySlug } from "#app/models/cities.server.ts";
import { findHotelBySlug } from "#app/models/hotels.server.ts";
import { findPostBySlug } from "#app/models/posts.server.ts";
import { findPreview, PREVIEW_HEADERS, PREVIEW_PARAM } from "#app/models/preview.server.ts";
import type { Route } from "./+types/images";

const svgHeaders = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
  // An SVG opened directly must not run anything.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
};

/** A draft's illustration, drawn only for the holder of its preview link. */
async function previewed<T extends "cities" | "hotels" | "posts">(kind: T, slug: string, url: URL) {
  if (!url.searchParams.has(PREVIEW_PARAM)) return null;
  const item = await findPreview(kind, url);
  return item?.slug === slug ? item : null;
}

/** A preview's drawing is for the link's holder: never kept by a shared cache. */
function headersFor(url: URL) {
  return url.searchParams.has(PREVIEW_PARAM) ? { ...svgHeaders, ...PREVIEW_HEADERS } : svgHeaders;
}

export async function loader({ params, url }: Route.LoaderArgs) {
  const slug = params.file.replace(/\.svg$/, "");
  if (params.kind === "cities" && params.file.endsWith(".svg")) {
    const city = (await findCityBySlug(slug)) ?? (await previewed("cities", slug, url));
    if (city) {
      return new Response(renderArtwork({ seed: city.slug, scene: sceneForCity(city.slug) }), {
        headers: headersFor(url),
      });
    }
  }
  if (params.kind === "hotels" && params.file.endsWith(".svg")) {
    const hotel = (await findHotelBySlug(slug)) ?? (await previewed("hotels", slug, url));
    if (hotel) {
      const isBeach = /beach|resort/.test(hotel.hotelType);
      const scene: Scene = isBeach ? "coast" : sceneForCity(hotel.citySlug);
      return new Response(renderArtwork({ seed: hotel.slug, scene, withBuilding: true }), {
        headers: headersFor(url),
      });
    }
  }
  if (params.kind === "posts" && params.file.endsWith(".svg")) {
    const post = (await findPostBySlug(slug)) ?? (await previewed("posts", slug, url));
    if (post) {
      return new Response(renderArtwork({ seed: post.slug, scene: sceneForTags(post.tags) }), {
        headers: headersFor(url),
      });
    }
  }
  return new Response("Image not found", {
    status: 404,
    headers: { "Content-Type": "text/plain" },
  });
}
