// The Activity tab's and the audit API's filters: person, kind and a date range (calendar days in
// Accra time, which is GMT all year: app/domain/shared/dates.ts), with the page. One schema for the
// screen, `GET /api/admin/audit` and `GET /api/admin/audit.csv`, so all three read a URL alike.
import { AUDIT_KINDS, type AuditKind } from "#app/domain/accounts/audit-action.ts";
import { pageNumber } from "#app/domain/hotel-lists/page-number.ts";
import { z } from "#app/domain/shared/zod.ts";

const DAY_MS = 86_400_000;

const day = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD, e.g. 2026-11-25.`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${name} is not a real date.`);

/** An empty field in a submitted form is no filter. */
const blankIsAbsent = (value: unknown) => (value === "" ? undefined : value);

export const AuditFilterSchema = z
  .strictObject(
    {
      person: z.preprocess(
        blankIsAbsent,
        z
          .string()
          .trim()
          .max(320, "person is too long: use a person's e-mail.")
          .refine(
            (value) => !value.includes("\u0000"),
            "person must be a person's e-mail, without a NUL character.",
          )
          .optional(),
      ),
      kind: z.preprocess(
        blankIsAbsent,
        z
          .enum(AUDIT_KINDS, { error: `kind must be one of: ${AUDIT_KINDS.join(", ")}.` })
          .optional(),
      ),
      from: z.preprocess(blankIsAbsent, day("from").optional()),
      to: z.preprocess(blankIsAbsent, day("to").optional()),
      page: pageNumber,
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown query parameter "${issue.keys[0]}": use person, kind, from, to or page.`
          : undefined,
    },
  )
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: "from must be on or before to.",
    path: ["from"],
  });

export interface AuditFilter {
  person?: string;
  kind?: AuditKind;
  from?: string;
  to?: string;
}

/** The instants a filter's days cover: from the start of `from` up to, not including, the day after `to`. */
export function auditTimeRange(filter: AuditFilter): { since?: Date; before?: Date } {
  return {
    since: filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined,
    before: filter.to ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS) : undefined,
  };
}

/** The filter as a query string (without the page), for links, pages and the CSV download. */
export function auditFilterQuery(filter: AuditFilter): string {
  const params = new URLSearchParams();
  for (const key of ["person", "kind", "from", "to"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}
