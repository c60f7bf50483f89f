// The audit log as the Activity tab, `GET /api/admin/audit` and `GET /api/admin/audit.csv` read
// it: the filters from the URL (app/domain/accounts/audit-filter.ts), and each entry's changes in words.
import { describeIssue } from "#app/http/api.server.ts";
import { AuditFilterSchema, type AuditFilter } from "#app/domain/accounts/audit-filter.ts";
import { changeText, fullChangeText } from "#app/domain/content/change-text.ts";
import { PARTNER_SETTING_LABELS } from "#app/domain/partners/partner-settings.ts";
import type { AuditEntry } from "#app/models/audit-log.server.ts";

export type AuditQuery =
  | { ok: true; filter: AuditFilter; page: number }
  | { ok: false; error: string; fields: Record<string, string> };

/** The filters and page from a URL's query, or a sentence saying which one is wrong. */
export function readAuditQuery(url: URL): AuditQuery {
  const fields = Object.fromEntries(url.searchParams);
  const parsed = AuditFilterSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, error: describeIssue(parsed.error), fields };
  const { page, ...filter } = parsed.data;
  return { ok: true, filter, page };
}

/** Partner settings read by their labels in the Settings tab; other fields by theirs. */
function labelsFor(entry: AuditEntry): Readonly<Record<string, string>> | undefined {
  return entry.kind === "partners" ? PARTNER_SETTING_LABELS : undefined;
}

/** Each change on one line, long values cut ("Price: 80 → 95"). */
export function shortChanges(entry: AuditEntry): string[] {
  return Object.entries(entry.changes).map(([field, change]) =>
    changeText(field, change, labelsFor(entry)),
  );
}

/** Each change with every word of both sides. */
export function fullChanges(entry: AuditEntry): string[] {
  return Object.entries(entry.changes).map(([field, change]) =>
    fullChangeText(field, change, labelsFor(entry)),
  );
}
