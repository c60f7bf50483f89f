// The route table. Public screens mirror SPEC.md section 2's table, one line per path.
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("hotels", "routes/hotels.tsx"),
  route("hotels/:slug", "routes/hotel.tsx"),
  // Guests report what they found, confirmed from an e-mailed link (issue 40).
  route("hotels/:slug/stayed", "routes/hotel-stayed.tsx"),
  route("hotels/:slug/stayed/:token", "routes/hotel-stayed-confirm.tsx"),
  route("cities", "routes/cities.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("cheap-hotels-accra", "routes/landing.tsx", { id: "landing-budget" }),
  route("luxury-hotels-ghana", "routes/landing.tsx", { id: "landing-luxury" }),
  route("contact", "routes/contact.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy-policy", "routes/page.tsx", { id: "privacy-policy" }),
  route("terms-of-service", "routes/page.tsx", { id: "terms-of-service" }),
  route("disclaimer", "routes/page.tsx", { id: "disclaimer" }),
  route("cookie-policy", "routes/page.tsx", { id: "cookie-policy" }),
  // Pages the operator adds in the content studio.
  route("pages/:slug", "routes/page.tsx", { id: "page" }),
  route("faq", "routes/faq.tsx"),
  route("faq/:category", "routes/faq-category.tsx"),
  route("search", "routes/search.tsx"),
  route("shortlist", "routes/shortlist.tsx"),
  route("compare", "routes/compare.tsx"),
  // Links in newsletter e-mails: confirm a sign-up, unsubscribe (RFC 8058 one-click), preferences.
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-preferences.tsx", { id: "unsubscribe" }),
  route("newsletter/preferences", "routes/newsletter-preferences.tsx", { id: "preferences" }),
  route("newsletter/click", "routes/newsletter-click.ts"),
  // A hotel states its own facts from an e-mailed link (issue 40).
  route("fact-sheet/:token", "routes/fact-sheet.tsx"),
  route("name-generator", "routes/name-generator.tsx"),
  route("ancient-culture", "routes/culture-article.tsx", { id: "ancient-culture" }),
  route("ghana-attire", "routes/culture-article.tsx", { id: "ghana-attire" }),
  route("admin", "admin/people/login.tsx"),
  // Single-use links e-mailed to staff, and asking for one: outside the guard (issue 28).
  route("admin/invite/:token", "admin/people/invite.tsx"),
  route("admin/forgot", "admin/people/forgot.tsx"),
  route("admin/reset/:token", "admin/people/reset.tsx"),
  // Every operator screen and admin API call sits inside the guard; only the login is outside.
  layout("admin/shell/guard.ts", [
    route("admin/dashboard", "admin/shell/dashboard.tsx", [
      index("admin/inbox/contacts.tsx"),
      route("subscribers", "admin/inbox/subscribers.tsx"),
      route("campaigns", "admin/campaigns/campaigns.tsx"),
      route("campaigns/:id", "admin/campaigns/campaign-edit.tsx"),
      route("analytics", "admin/analytics/analytics.tsx"),
      route("facts", "admin/facts/facts.tsx"),
      route("revenue", "admin/revenue/revenue.tsx"),
      route("settings", "admin/settings/settings.tsx"),
      route("activity", "admin/system/activity.tsx"),
      route("system", "admin/system/system.tsx"),
      route("backups", "admin/system/backups.tsx"),
      route("content/:type?", "admin/studio/content.tsx"),
      route("content/:type/:id", "admin/studio/content-edit.tsx"),
      route("content/:type/:id/compare", "admin/studio/content-compare.tsx"),
      route("content/:type/:id/fr/compare", "admin/studio/content-compare.tsx", {
        id: "content-compare-french",
      }),
      // An item's French version (issue 44): its words, status, review and history.
      route("content/:type/:id/fr", "admin/studio/content-french.tsx"),
      // Hotels' fact sheets (issue 40): asking a hotel for one, and an editor's review.
      route("fact-sheets/hotel/:hotelId", "admin/studio/fact-sheet-request.tsx"),
      route("fact-sheets/:id", "admin/studio/fact-sheet-review.tsx"),
      // Guests' reports (issue 40): approve or reject each; the rejected kept apart.
      route("guest-reports", "admin/studio/guest-reports.tsx"),
      // Everyone's own account, sessions and two-factor sign-in; the team, for the owner (issue 28).
      route("account", "admin/people/account.tsx"),
      route("account/two-factor", "admin/people/two-factor.tsx"),
      route("people", "admin/people/people.tsx"),
    ]),
    route("api/admin/logout", "admin/people/api/logout.ts"),
    route("api/admin/dashboard", "admin/shell/api/dashboard.ts"),
    route("api/admin/account/two-factor", "admin/people/api/two-factor.ts"),
    route("api/admin/account/sessions/:id?", "admin/people/api/account-sessions.ts"),
    route("api/admin/contacts", "admin/inbox/api/contacts.ts"),
    route("api/admin/contacts/:id/reply", "admin/inbox/api/contact-reply.ts"),
    route("api/admin/subscriptions", "admin/inbox/api/subscriptions.ts"),
    route("api/admin/subscriptions.csv", "admin/inbox/api/subscriptions-csv.ts"),
    route("api/admin/subscriptions/:id", "admin/inbox/api/subscription.ts"),
    route("api/admin/campaigns", "admin/campaigns/api/campaigns.ts"),
    route("api/admin/campaigns/:id", "admin/campaigns/api/campaign.ts"),
    route("api/admin/campaigns/:id/preview", "admin/campaigns/api/campaign-preview.ts"),
    route("api/admin/campaigns/:id/test", "admin/campaigns/api/campaign-test.ts"),
    route("api/admin/campaigns/:id/send", "admin/campaigns/api/campaign-send.ts"),
    route("api/admin/analytics", "admin/analytics/api/analytics.ts"),
    route("api/admin/clicks", "admin/revenue/api/clicks.ts"),
    route("api/admin/link-check", "admin/system/api/link-check.ts"),
    route("api/admin/conversions/import", "admin/revenue/api/conversions-import.ts"),
    route("api/admin/revenue", "admin/revenue/api/revenue.ts"),
    route("api/admin/revenue.csv", "admin/revenue/api/revenue-csv.ts"),
    route("api/admin/audit", "admin/system/api/audit.ts"),
    route("api/admin/audit.csv", "admin/system/api/audit-csv.ts"),
    route("api/admin/backups/latest", "admin/system/api/backup-latest.ts"),
    route("api/admin/media", "admin/studio/api/media-upload.ts"),
    route("api/admin/media/:id", "admin/studio/api/media-item.ts"),
    route("api/admin/content/hotels.csv", "admin/studio/api/hotels-csv.ts"),
    route("api/admin/content/hotels/bulk", "admin/studio/api/hotels-bulk.ts"),
    route("api/admin/content/scheduled", "admin/studio/api/content-scheduled.ts"),
    route("api/admin/content/in-review", "admin/studio/api/content-scheduled.ts", {
      id: "api-content-in-review",
    }),
    route("api/admin/content/:type", "admin/studio/api/content-list.ts"),
    route("api/admin/content/:type/:id", "admin/studio/api/content-item.ts"),
    route("api/admin/content/:type/:id/revisions", "admin/studio/api/content-revisions.ts"),
    route(
      "api/admin/content/:type/:id/revisions/diff",
      "admin/studio/api/content-revisions-diff.ts",
    ),
    // The editorial workflow's steps (docs/decisions/035).
    ...["submit", "approve", "send-back", "publish", "draft"].map((step) =>
      route(`api/admin/content/:type/:id/${step}`, "admin/studio/api/content-review.ts", {
        id: `api-content-${step}`,
      }),
    ),
    route("api/admin/content/:type/:id/schedules", "admin/studio/api/content-schedules.ts"),
    route(
      "api/admin/content/:type/:id/schedules/:scheduleId",
      "admin/studio/api/content-schedules.ts",
      { id: "api-content-schedule" },
    ),
    // The French version's (issue 44, docs/decisions/053): its words, steps and schedules.
    route("api/admin/content/:type/:id/fr", "admin/studio/api/content-french.ts"),
    route(
      "api/admin/content/:type/:id/fr/revisions/diff",
      "admin/studio/api/content-revisions-diff.ts",
      { id: "api-content-fr-revisions-diff" },
    ),
    route("api/admin/content/:type/:id/fr/schedules", "admin/studio/api/content-schedules.ts", {
      id: "api-content-fr-schedules",
    }),
    route(
      "api/admin/content/:type/:id/fr/schedules/:scheduleId",
      "admin/studio/api/content-schedules.ts",
      { id: "api-content-fr-schedule" },
    ),
    route("api/admin/content/:type/:id/fr/:step", "admin/studio/api/content-french.ts", {
      id: "api-content-fr-step",
    }),
    route("api/admin/people", "admin/people/api/people.ts"),
    route("api/admin/people/:id", "admin/people/api/person.ts"),
    route("api/admin/people/:id/invitation", "admin/people/api/person-invitation.ts"),
    route("api/admin/people/:id/two-factor", "admin/people/api/person-two-factor.ts"),
  ]),

  // Every click out to a partner, counted (docs/decisions/016).
  route("go/:kind/:key", "routes/go.ts"),
  // The footer's Lite mode switch (issue 25).
  route("lite", "routes/lite.ts"),
  // The "Your dates" form on hotel lists: the stay later Book Now links use (issue 26).
  route("stay", "routes/stay.ts"),

  // The French site (issue 44): every /fr address, its texts in app/content/fr/.
  route("fr", "routes/fr-page.tsx", { id: "fr-home" }),
  route("fr/search", "routes/search.tsx", { id: "fr-search" }),
  // The hotels list and each hotel's page in French: the English routes, in French words.
  route("fr/hotels", "routes/hotels.tsx", { id: "fr-hotels" }),
  route("fr/hotels/:slug", "routes/hotel.tsx", { id: "fr-hotel" }),
  // Its guests' report form, in French words (issue 44).
  route("fr/hotels/:slug/stayed", "routes/hotel-stayed.tsx", { id: "fr-hotel-stayed" }),
  route("fr/hotels/:slug/stayed/:token", "routes/hotel-stayed-confirm.tsx", {
    id: "fr-hotel-stayed-confirm",
  }),
  // The French contact page has a form, which posts to it.
  route("fr/contact", "routes/fr-contact.tsx"),
  // So has the French newsletter page: its sign-up form posts to it.
  route("fr/newsletter", "routes/fr-newsletter.tsx"),
  // The pages a French subscriber's e-mails link to: the English ones, in French words.
  route("fr/newsletter/confirm", "routes/newsletter-confirm.tsx", { id: "fr-newsletter-confirm" }),
  route("fr/newsletter/unsubscribe", "routes/newsletter-preferences.tsx", {
    id: "fr-unsubscribe",
  }),
  route("fr/newsletter/preferences", "routes/newsletter-preferences.tsx", {
    id: "fr-preferences",
  }),
  route("fr/*", "routes/fr-page.tsx", { id: "fr-page" }),

  route(":city", "routes/city.tsx"),

  // Resources: health check, generated images, the JSON API.
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  // Prometheus metrics, for a scraper holding METRICS_TOKEN (docs/decisions/030).
  route("metrics", "routes/metrics.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("images/:kind/:file", "routes/images.ts"),
  route("media/:key", "routes/media.ts"),
  route("icons.svg", "routes/icons-sprite.ts"),
  route("api/analytics", "routes/api/analytics.ts"),
  route("api/cities", "routes/api/cities.ts"),
  route("api/hotels", "routes/api/hotels.ts"),
  route("api/blog", "routes/api/blog.ts"),
  route("api/blog/:slug", "routes/api/blog-post.ts"),
  route("api/search/suggest", "routes/api/search-suggest.ts"),
  route("api/subscribe", "routes/api/subscribe.ts"),
  route("api/contact", "routes/api/contact.ts"),
  route("api/admin/login", "admin/people/api/login.ts"),
  route("api/*", "routes/api/not-found.ts"),

  // Any other path.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
