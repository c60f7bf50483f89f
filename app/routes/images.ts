// Artwork the site draws itself (no third-party image hosts): /images/cities/{slug}.svg,
// /images/hotels/{slug}.svg and /images/posts/{slug}.svg.
import { renderArtwork, sceneForCity, sceneForTags, type Scene } from "#app/media/artwork.ts";
import { findCityBySlug } from "#app/models/cities.server.ts";
import { findHotelBySlug } from "#app/models/hotels.server.ts";
import { findPostBySlug } from "#app/models/posts.server.ts";
import type { Route } from "./+types/images";

const svgHeaders = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
  // An SVG opened directly must not run anything.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
};

export async function loader({ params }: Route.LoaderArgs) {
  const slug = params.file.replace(/\.svg$/, "");
  if (params.kind === "cities" && params.file.endsWith(".svg")) {
    const city = await findCityBySlug(slug);
    if (city) {
      return new Response(renderArtwork({ seed: city.slug, scene: sceneForCity(city.slug) }), {
        headers: svgHeaders,
      });
    }
  }
  if (params.kind === "hotels" && params.file.endsWith(".svg")) {
    const hotel = await findHotelBySlug(slug);
    if (hotel) {
      const isBeach = /beach|resort/.test(hotel.hotelType);
      const scene: Scene = isBeach ? "coast" : sceneForCity(hotel.citySlug);
      return new Response(renderArtwork({ seed: hotel.slug, scene, withBuilding: true }), {
        headers: svgHeaders,
      });
    }
  }
  if (params.kind === "posts" && params.file.endsWith(".svg")) {
    const post = await findPostBySlug(slug);
    if (post) {
      return new Response(renderArtwork({ seed: post.slug, scene: sceneForTags(post.tags) }), {
        headers: svgHeaders,
      });
    }
  }
  return new Response("Image not found", {
    status: 404,
    headers: { "Content-Type": "text/plain" },
  });
}
