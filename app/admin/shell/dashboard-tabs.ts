// The dashboard's tabs, each with the permission it needs (app/domain/roles.ts): a person sees
// only the tabs their role opens. The site-wide ones sit in one "Site" group so the row fits.
import { can, type Permission, type Role } from "#app/domain/roles.ts";

export const DASHBOARD_PATH = "/admin/dashboard";

export interface DashboardTab {
  path: string;
  label: string;
  permission: Permission;
  group: "main" | "site";
}

export const TABS: readonly DashboardTab[] = [
  { path: DASHBOARD_PATH, label: "Contact Messages", permission: "contacts.read", group: "main" },
  {
    path: `${DASHBOARD_PATH}/content`,
    label: "Content",
    permission: "content.read",
    group: "main",
  },
  {
    path: `${DASHBOARD_PATH}/subscribers`,
    label: "Newsletter Subscribers",
    permission: "subscribers.read",
    group: "main",
  },
  {
    path: `${DASHBOARD_PATH}/campaigns`,
    label: "Campaigns",
    permission: "campaigns.manage",
    group: "main",
  },
  {
    path: `${DASHBOARD_PATH}/analytics`,
    label: "Analytics",
    permission: "analytics.read",
    group: "main",
  },
  {
    path: `${DASHBOARD_PATH}/facts`,
    label: "Fact Register",
    permission: "facts.read",
    group: "main",
  },
  {
    path: `${DASHBOARD_PATH}/revenue`,
    label: "Revenue",
    permission: "revenue.read",
    group: "main",
  },
  {
    path: `${DASHBOARD_PATH}/settings`,
    label: "Settings",
    permission: "settings.manage",
    group: "site",
  },
  { path: `${DASHBOARD_PATH}/people`, label: "People", permission: "people.manage", group: "site" },
  {
    path: `${DASHBOARD_PATH}/activity`,
    label: "Activity",
    permission: "audit.read",
    group: "site",
  },
  { path: `${DASHBOARD_PATH}/system`, label: "System", permission: "system.read", group: "site" },
  {
    path: `${DASHBOARD_PATH}/backups`,
    label: "Backups",
    permission: "backups.manage",
    group: "site",
  },
];

export function tabsFor(role: Role): DashboardTab[] {
  return TABS.filter((tab) => can(role, tab.permission));
}

/** Where a person lands on the dashboard: their first tab, or their account when they have none. */
export function landingPathFor(role: Role): string {
  return tabsFor(role)[0]?.path ?? `${DASHBOARD_PATH}/account`;
}
