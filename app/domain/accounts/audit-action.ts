// Audit entries read by kind: the content item an entry is about ("hotel 6 saved"), so the
// activity log can name it by its title and link to it, and the kind of every action (content,
// photos, publishing, settings, sign-in...), which recordAudit stores with the entry and the
// Activity tab filters by. Secrets in an entry's changes are masked before they are written.
import { CONTENT_NOUNS } from "#app/domain/content/studio-form.ts";
import type { ContentType } from "#app/domain/content/content-schemas.ts";

export interface ItemAction {
  type: ContentType;
  id: number;
  /** What was done: "saved", "created", "restored to version 2". */
  verb: string;
}

const PATTERNS = (Object.keys(CONTENT_NOUNS) as ContentType[]).map((type) => ({
  type,
  pattern: new RegExp(`^${CONTENT_NOUNS[type].one} (\\d{1,10}) (.+)$`),
}));

export function parseItemAction(action: string): ItemAction | null {
  for (const { type, pattern } of PATTERNS) {
    const match = pattern.exec(action);
    if (match) return { type, id: Number(match[1]), verb: match[2]! };
  }
  return null;
}

/** Every kind of entry, in the order the Activity tab offers them. */
export const AUDIT_KINDS = [
  "content",
  "photos",
  "publishing",
  "settings",
  "partners",
  "campaigns",
  "contacts",
  "subscribers",
  "revenue",
  "people",
  "sign-in",
  "backups",
  "system",
  "other",
] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  content: "Content",
  photos: "Photos",
  publishing: "Publishing",
  settings: "Settings",
  partners: "Partner ids and links",
  campaigns: "Campaigns",
  contacts: "Contact replies",
  subscribers: "Subscribers",
  revenue: "Commission reports",
  people: "People and roles",
  "sign-in": "Sign-ins",
  backups: "Backups",
  system: "System",
  other: "Other",
};

/** Verbs of a content item's entry that change what the public sees, or when. */
const PUBLISHING_VERB = /publish|archiv|schedul|review|approv|sent back|withdr/i;

/** Actions by their first words; the first rule that matches decides. */
const RULES: readonly [RegExp, AuditKind][] = [
  [/^photos? \d/i, "photos"],
  [/^partner (settings|links?)\b/i, "partners"],
  [/^(e-mail settings|cedi rate|settings|site settings|sign-in settings)\b/i, "settings"],
  [/^campaign\b/i, "campaigns"],
  [/^contact message\b/i, "contacts"],
  [/^subscribers?\b/i, "subscribers"],
  [/^commission report\b/i, "revenue"],
  [/^backups?\b/i, "backups"],
  [/^data migration\b/i, "system"],
  // A person's own sessions and password are about signing in; the rest of "person …" is people.
  [/^person \d+ .*(session|password)/i, "sign-in"],
  [
    /^(logged (in|out)|log ?in|login|log ?out|sign(ed)?[- ]?(in|out)|sessions?\b|two-factor|2fa|password|recovery code)/i,
    "sign-in",
  ],
  [/^(person|people|staff|owner|invitation|invited|role)\b/i, "people"],
];

/**
 * The kind of an entry, from its action and, for a content item, what it changed: a change of
 * status or publish time is publishing, a change of photos alone is photos, a creation content.
 */
export function auditKindOf(
  action: string,
  changes: Readonly<Record<string, unknown>> = {},
): AuditKind {
  const item = parseItemAction(action);
  if (item) {
    const fields = Object.keys(changes);
    // A new item is content, whatever status it starts in.
    if (item.verb === "created") return "content";
    if (PUBLISHING_VERB.test(item.verb)) return "publishing";
    if (fields.includes("status") || fields.includes("publishedAt")) return "publishing";
    if (fields.length > 0 && fields.every((field) => field === "photos")) return "photos";
    return "content";
  }
  return RULES.find(([pattern]) => pattern.test(action))?.[1] ?? "other";
}

/** Field names that hold a secret: never written to the log in clear. */
const SECRET_FIELD = /password|secret|token|apikey|accesskey|privatekey|credential|recoverycode/;

export const HIDDEN_VALUE = "(hidden)";

function hidden(value: unknown): unknown {
  return value === null || value === undefined || value === "" ? value : HIDDEN_VALUE;
}

/** The changes with every secret's value masked: whether it was set, never what it was. */
export function maskSecrets<T extends Record<string, { from: unknown; to: unknown }>>(
  changes: T,
): T {
  const masked: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, change] of Object.entries(changes)) {
    const isSecret = SECRET_FIELD.test(field.toLowerCase().replace(/[^a-z]/g, ""));
    masked[field] = isSecret ? { from: hidden(change.from), to: hidden(change.to) } : change;
  }
  return masked as T;
}
