// Who on the team may do what (issue 28). One table, read by the admin guard for every screen,
// action and API route, and by screens to hide what a person cannot use. The server decides:
// hiding a button is a courtesy, the guard's refusal is the rule.

export const ROLES = ["owner", "editor", "contributor", "analyst"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  editor: "Editor",
  contributor: "Contributor",
  analyst: "Analyst",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including people, settings, partner ids, backups and subscriber export.",
  editor: "All content, photos, publishing, campaigns (sending included) and contact replies.",
  contributor:
    "Writes drafts and submits them for review. Cannot publish, send or see subscribers.",
  analyst: "Reads revenue, analytics, clicks and search counts. Changes nothing.",
};

const EVERYONE = ["owner", "editor", "contributor", "analyst"] as const satisfies readonly Role[];

/** Each permission, and the roles that hold it. */
const GRANTS = {
  /** The dashboard's shell and a person's own account, sessions and two-factor settings. */
  "account.self": EVERYONE,
  "content.read": ["owner", "editor", "contributor"],
  /** Create and edit drafts, upload photos to them, submit them for review. */
  "content.draft": ["owner", "editor", "contributor"],
  /** Publish, unpublish, schedule, approve or return a review, archive, restore and publish. */
  "content.publish": ["owner", "editor"],
  "facts.read": ["owner", "editor", "contributor"],
  "contacts.read": ["owner", "editor"],
  "contacts.reply": ["owner", "editor"],
  "campaigns.manage": ["owner", "editor"],
  "subscribers.read": ["owner", "editor"],
  /** The CSV of every subscriber, and erasing one: personal data leaves or goes for good. */
  "subscribers.export": ["owner"],
  "analytics.read": ["owner", "editor", "analyst"],
  "revenue.read": ["owner", "analyst"],
  /** Importing a partner's commission report changes the revenue figures. */
  "revenue.import": ["owner"],
  "links.check": ["owner", "editor"],
  "settings.manage": ["owner"],
  "people.manage": ["owner"],
  "backups.manage": ["owner"],
  "system.read": ["owner"],
  "audit.read": ["owner"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof GRANTS;
export const PERMISSIONS = Object.keys(GRANTS) as Permission[];

export function can(role: Role, permission: Permission): boolean {
  return (GRANTS[permission] as readonly Role[]).includes(role);
}

export function permissionsOf(role: Role): Permission[] {
  return PERMISSIONS.filter((permission) => can(role, permission));
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
