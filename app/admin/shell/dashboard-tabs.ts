// The dashboard's tabs, each with the permission it needs (app/domain/accounts/roles.ts): a person sees
// only the tabs their role opens. The site-wide ones sit in one "Site" group so the row fits.
import { href } from "#app/paths.ts";
import { can, type Permission, type Role } from "#app/domain/accounts/roles.ts";

export interface DashboardTab {
  path: string;
  label: string;
  permission: Permission;
  group: "main" | "site";
}

const tab = (
  path: string,
  label: string,
  permission: Permission,
  group: DashboardTab["group"] = "main",
): DashboardTab => ({ path, label, permission, group });

export const TABS: readonly DashboardTab[] = [
  tab(href("/admin/dashboard"), "Contact Messages", "contacts.read"),
  tab(href("/admin/dashboard/content/:type?"), "Content", "content.read"),
  tab(href("/admin/dashboard/subscribers"), "Newsletter Subscribers", "subscribers.read"),
  tab(href("/admin/dashboard/campaigns"), "Campaigns", "campaigns.manage"),
  tab(href("/admin/dashboard/analytics"), "Analytics", "analytics.read"),
  tab(href("/admin/dashboard/facts"), "Fact Register", "facts.read"),
  tab(href("/admin/dashboard/revenue"), "Revenue", "revenue.read"),
  tab(href("/admin/dashboard/settings"), "Settings", "settings.manage", "site"),
  tab(href("/admin/dashboard/people"), "People", "people.manage", "site"),
  tab(href("/admin/dashboard/activity"), "Activity", "audit.read", "site"),
  tab(href("/admin/dashboard/system"), "System", "system.read", "site"),
  tab(href("/admin/dashboard/backups"), "Backups", "backups.manage", "site"),
];

export function tabsFor(role: Role): DashboardTab[] {
  return TABS.filter((tab) => can(role, tab.permission));
}

/** Where a person lands on the dashboard: their first tab, or their account when they have none. */
export function landingPathFor(role: Role): string {
  return tabsFor(role)[0]?.path ?? href("/admin/dashboard/account");
}
