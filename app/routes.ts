// The route table. Public screens mirror SPEC.md section 2's table, one line per path.
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("hotels", "routes/hotels.tsx"),
  route("hotels/:slug", "routes/hotel.tsx"),
  route("cities", "routes/cities.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("cheap-hotels-accra", "routes/landing.tsx", { id: "landing-budget" }),
  route("luxury-hotels-ghana", "routes/landing.tsx", { id: "landing-luxury" }),
  route("contact", "routes/contact.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy-policy", "routes/legal.tsx", { id: "privacy-policy" }),
  route("terms-of-service", "routes/legal.tsx", { id: "terms-of-service" }),
  route("disclaimer", "routes/legal.tsx", { id: "disclaimer" }),
  route("cookie-policy", "routes/legal.tsx", { id: "cookie-policy" }),
  route("faq", "routes/faq.tsx"),
  route("name-generator", "routes/name-generator.tsx"),
  route("ancient-culture", "routes/ancient-culture.tsx"),
  route("ghana-attire", "routes/ghana-attire.tsx"),
  route("admin", "admin/routes/login.tsx"),
  // Every operator screen and admin API call sits inside the guard; only the login is outside.
  layout("admin/routes/guard.ts", [
    route("admin/dashboard", "admin/routes/dashboard.tsx", [
      index("admin/routes/dashboard-contacts.tsx"),
      route("subscribers", "admin/routes/dashboard-subscribers.tsx"),
      route("analytics", "admin/routes/dashboard-analytics.tsx"),
      route("facts", "admin/routes/dashboard-facts.tsx"),
      route("revenue", "admin/routes/dashboard-revenue.tsx"),
      route("settings", "admin/routes/dashboard-settings.tsx"),
      route("content/:type?", "admin/routes/dashboard-content.tsx"),
      route("content/:type/:id", "admin/routes/dashboard-content-edit.tsx"),
    ]),
    route("api/admin/logout", "admin/routes/api/logout.ts"),
    route("api/admin/dashboard", "admin/routes/api/dashboard.ts"),
    route("api/admin/contacts", "admin/routes/api/contacts.ts"),
    route("api/admin/contacts/:id/reply", "admin/routes/api/contact-reply.ts"),
    route("api/admin/subscriptions", "admin/routes/api/subscriptions.ts"),
    route("api/admin/subscriptions.csv", "admin/routes/api/subscriptions-csv.ts"),
    route("api/admin/analytics", "admin/routes/api/analytics.ts"),
    route("api/admin/clicks", "admin/routes/api/clicks.ts"),
    route("api/admin/link-check", "admin/routes/api/link-check.ts"),
    route("api/admin/conversions/import", "admin/routes/api/conversions-import.ts"),
    route("api/admin/revenue", "admin/routes/api/revenue.ts"),
    route("api/admin/revenue.csv", "admin/routes/api/revenue-csv.ts"),
    route("api/admin/audit", "admin/routes/api/audit.ts"),
    route("api/admin/content/:type", "admin/routes/api/content-list.ts"),
    route("api/admin/content/:type/:id", "admin/routes/api/content-item.ts"),
    route("api/admin/content/:type/:id/revisions", "admin/routes/api/content-revisions.ts"),
  ]),

  // Every click out to a partner, counted (docs/decisions/016).
  route("go/:kind/:key", "routes/go.ts"),

  route(":city", "routes/city.tsx"),

  // Resources: health check, generated images, the JSON API.
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("images/:kind/:file", "routes/images.ts"),
  route("icons.svg", "routes/icons-sprite.ts"),
  route("api/analytics", "routes/api/analytics.ts"),
  route("api/cities", "routes/api/cities.ts"),
  route("api/hotels", "routes/api/hotels.ts"),
  route("api/blog", "routes/api/blog.ts"),
  route("api/blog/:slug", "routes/api/blog-post.ts"),
  route("api/subscribe", "routes/api/subscribe.ts"),
  route("api/contact", "routes/api/contact.ts"),
  route("api/admin/login", "admin/routes/api/login.ts"),
  route("api/*", "routes/api/not-found.ts"),

  // Any other path.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
