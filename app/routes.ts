// The route table. Public screens mirror SPEC.md section 2's table, one line per path.
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("hotels", "routes/hotels.tsx"),
  route("hotels/:slug", "routes/hotel.tsx"),
  route("cities", "routes/cities.tsx"),
  route("cheap-hotels-accra", "routes/cheap-hotels-accra.tsx"),
  route("luxury-hotels-ghana", "routes/luxury-hotels-ghana.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy-policy", "routes/legal.tsx", { id: "privacy-policy" }),
  route("terms-of-service", "routes/legal.tsx", { id: "terms-of-service" }),
  route("disclaimer", "routes/legal.tsx", { id: "disclaimer" }),
  route("cookie-policy", "routes/legal.tsx", { id: "cookie-policy" }),
  route("faq", "routes/faq.tsx"),
  route("name-generator", "routes/name-generator.tsx"),
  route("ancient-culture", "routes/ancient-culture.tsx"),
  route("ghana-attire", "routes/ghana-attire.tsx"),

  route(":city", "routes/city.tsx"),

  // Resources: health check, generated images, the JSON API.
  route("healthz", "routes/healthz.ts"),
  route("images/:kind/:file", "routes/images.ts"),
  route("icons.svg", "routes/icons-sprite.ts"),
  route("api/analytics", "routes/api/analytics.ts"),
  route("api/cities", "routes/api/cities.ts"),
  route("api/hotels", "routes/api/hotels.ts"),
  route("api/*", "routes/api/not-found.ts"),

  // Any other path.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
