// Which permission each route inside the admin guard needs, by HTTP method (issue 28). The guard
// (app/admin/shell/guard.server.ts) looks every request up here by the route pattern React Router
// matched; a route with no entry is refused, so one added later cannot be left open
// (route-access.test.ts fails until it has one). Finer rules inside a route (a contributor may
// save a draft but not publish it) stay in the use-cases.
import type { Permission } from "#app/domain/accounts/roles.ts";

export interface RouteAccess {
  /** GET and HEAD. */
  read: Permission;
  /** Every other method, unless `methods` names it. */
  write: Permission;
  methods?: Partial<Record<"POST" | "PUT" | "PATCH" | "DELETE", Permission>>;
  /** A POST to the layout's index route (`?index`), which is a different action. */
  indexWrite?: Permission;
}

const same = (permission: Permission): RouteAccess => ({ read: permission, write: permission });

/** Keyed by the route's path in app/routes.ts, without the leading slash. */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // The dashboard's shell (stat cards, Logout) is everyone's; its index is the Contact Messages
  // tab, whose form (`?index`) sends replies.
  "admin/dashboard": { read: "contacts.read", write: "account.self", indexWrite: "contacts.reply" },
  "admin/dashboard/subscribers": { read: "subscribers.read", write: "subscribers.export" },
  "admin/dashboard/campaigns": same("campaigns.manage"),
  "admin/dashboard/campaigns/:id": same("campaigns.manage"),
  "admin/dashboard/analytics": same("analytics.read"),
  // The fact check only reads published content against the register.
  "admin/dashboard/facts": same("facts.read"),
  "admin/dashboard/revenue": { read: "revenue.read", write: "revenue.import" },
  "admin/dashboard/settings": same("settings.manage"),
  "admin/dashboard/activity": same("audit.read"),
  "admin/dashboard/system": same("system.read"),
  "admin/dashboard/backups": same("backups.manage"),
  // The bulk CSV update writes straight to live hotels.
  "admin/dashboard/content/:type?": { read: "content.read", write: "content.publish" },
  "admin/dashboard/content/:type/:id": { read: "content.read", write: "content.draft" },
  "admin/dashboard/content/:type/:id/compare": same("content.read"),
  "admin/dashboard/content/:type/:id/fr/compare": same("content.read"),
  // Publishing and sending back are refused to a contributor by the use-case, as in English.
  "admin/dashboard/content/:type/:id/fr": { read: "content.read", write: "content.draft" },
  // A fact sheet lets a stranger propose facts: asking for one and deciding on it are an editor's.
  "admin/dashboard/fact-sheets/hotel/:hotelId": same("content.publish"),
  "admin/dashboard/fact-sheets/:id": same("content.publish"),
  // A guest's report counts on a hotel's page once approved: an editor's decision.
  "admin/dashboard/guest-reports": same("content.publish"),
  "admin/dashboard/account": same("account.self"),
  "admin/dashboard/account/two-factor": same("account.self"),
  "admin/dashboard/people": same("people.manage"),
  "api/admin/logout": same("account.self"),
  "api/admin/account/two-factor": same("account.self"),
  "api/admin/account/sessions/:id?": same("account.self"),
  "api/admin/dashboard": same("analytics.read"),
  "api/admin/contacts": same("contacts.read"),
  "api/admin/contacts/:id/reply": { read: "contacts.read", write: "contacts.reply" },
  "api/admin/subscriptions": same("subscribers.read"),
  "api/admin/subscriptions.csv": same("subscribers.export"),
  "api/admin/subscriptions/:id": { read: "subscribers.read", write: "subscribers.export" },
  "api/admin/campaigns": same("campaigns.manage"),
  "api/admin/campaigns/:id": same("campaigns.manage"),
  "api/admin/campaigns/:id/preview": same("campaigns.manage"),
  "api/admin/campaigns/:id/test": same("campaigns.manage"),
  "api/admin/campaigns/:id/send": same("campaigns.manage"),
  "api/admin/analytics": same("analytics.read"),
  "api/admin/clicks": same("analytics.read"),
  "api/admin/link-check": same("links.check"),
  "api/admin/conversions/import": { read: "revenue.read", write: "revenue.import" },
  "api/admin/revenue": same("revenue.read"),
  "api/admin/revenue.csv": same("revenue.read"),
  "api/admin/audit": same("audit.read"),
  "api/admin/audit.csv": same("audit.read"),
  "api/admin/backups/latest": same("backups.manage"),
  "api/admin/media": { read: "content.read", write: "content.draft" },
  "api/admin/media/:id": { read: "content.read", write: "content.draft" },
  "api/admin/content/hotels.csv": same("content.read"),
  "api/admin/content/hotels/bulk": { read: "content.read", write: "content.publish" },
  "api/admin/content/:type": { read: "content.read", write: "content.draft" },
  "api/admin/content/:type/:id": {
    read: "content.read",
    write: "content.draft",
    // Deleting archives the item: it leaves the site, as unpublishing does.
    methods: { DELETE: "content.publish" },
  },
  // Restoring a revision makes a draft; the use-case refuses "restore and publish" to a
  // contributor (docs/decisions/035).
  "api/admin/content/:type/:id/revisions": { read: "content.read", write: "content.draft" },
  "api/admin/content/:type/:id/revisions/diff": same("content.read"),
  "api/admin/content/scheduled": same("content.read"),
  "api/admin/content/in-review": same("content.read"),
  "api/admin/content/:type/:id/submit": { read: "content.read", write: "content.draft" },
  "api/admin/content/:type/:id/draft": { read: "content.read", write: "content.draft" },
  "api/admin/content/:type/:id/approve": { read: "content.read", write: "content.publish" },
  "api/admin/content/:type/:id/send-back": { read: "content.read", write: "content.publish" },
  "api/admin/content/:type/:id/publish": { read: "content.read", write: "content.publish" },
  "api/admin/content/:type/:id/schedules": { read: "content.read", write: "content.publish" },
  // The French version's steps: a contributor saves and submits; the use-case refuses them the
  // editor's steps (publish, unpublish, send back) with its own sentence.
  "api/admin/content/:type/:id/fr": { read: "content.read", write: "content.draft" },
  "api/admin/content/:type/:id/fr/:step": { read: "content.read", write: "content.draft" },
  "api/admin/content/:type/:id/fr/revisions/diff": same("content.read"),
  "api/admin/content/:type/:id/fr/schedules": { read: "content.read", write: "content.publish" },
  "api/admin/content/:type/:id/fr/schedules/:scheduleId": {
    read: "content.read",
    write: "content.publish",
  },
  "api/admin/content/:type/:id/schedules/:scheduleId": {
    read: "content.read",
    write: "content.publish",
  },
  "api/admin/people": same("people.manage"),
  "api/admin/people/:id": same("people.manage"),
  "api/admin/people/:id/invitation": same("people.manage"),
  "api/admin/people/:id/two-factor": same("people.manage"),
};

/** The permission a request needs, or null when the route has no entry (refuse it). */
export function permissionFor(
  pattern: string,
  method: string,
  isIndexAction = false,
): Permission | null {
  const access = ROUTE_ACCESS[pattern.replace(/^\/+/, "")];
  if (!access) return null;
  const verb = method.toUpperCase();
  if (verb === "GET" || verb === "HEAD") return access.read;
  if (isIndexAction && access.indexWrite) return access.indexWrite;
  return access.methods?.[verb as keyof NonNullable<RouteAccess["methods"]>] ?? access.write;
}
