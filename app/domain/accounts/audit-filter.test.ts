import { describe, expect, it } from "vitest";
import {
  auditFilterQuery,
  AuditFilterSchema,
  auditTimeRange,
} from "#app/domain/accounts/audit-filter.ts";

describe("AuditFilterSchema", () => {
  it("reads a query, empty fields as no filter", () => {
    expect(
      AuditFilterSchema.parse({
        person: " hello@akwaabastays.com ",
        kind: "content",
        from: "2026-11-01",
        to: "2026-11-25",
        page: "2",
      }),
    ).toEqual({
      person: "hello@akwaabastays.com",
      kind: "content",
      from: "2026-11-01",
      to: "2026-11-25",
      page: 2,
    });
    expect(AuditFilterSchema.parse({ person: "", kind: "", from: "", to: "" })).toEqual({
      page: 1,
    });
  });

  it("refuses what it cannot read, saying what to send", () => {
    const message = (query: Record<string, string>) =>
      AuditFilterSchema.safeParse(query).error?.issues[0]?.message;
    expect(message({ kind: "everything" })).toMatch(/^kind must be one of: content, photos/);
    expect(message({ from: "25/11/2026" })).toBe(
      "from must be a date as YYYY-MM-DD, e.g. 2026-11-25.",
    );
    expect(message({ to: "2026-02-30" })).toBe("to is not a real date.");
    expect(message({ from: "2026-11-25", to: "2026-11-01" })).toBe("from must be on or before to.");
    expect(message({ page: "0" })).toMatch(/page/);
    expect(message({ person: "a\u0000b" })).toMatch(/NUL/);
    expect(message({ who: "me" })).toBe(
      'Unknown query parameter "who": use person, kind, from, to or page.',
    );
  });
});

describe("auditTimeRange", () => {
  it("covers whole days in Accra time (GMT), the last day included", () => {
    const { since, before } = auditTimeRange({ from: "2026-11-01", to: "2026-11-25" });
    expect(since?.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(before?.toISOString()).toBe("2026-11-26T00:00:00.000Z");
    expect(auditTimeRange({})).toEqual({ since: undefined, before: undefined });
  });
});

describe("auditFilterQuery", () => {
  it("keeps only the filters set, for links and the CSV", () => {
    expect(auditFilterQuery({ kind: "sign-in", from: "2026-11-01" })).toBe(
      "kind=sign-in&from=2026-11-01",
    );
    expect(auditFilterQuery({ person: "a+b@c.com" })).toBe("person=a%2Bb%40c.com");
    expect(auditFilterQuery({})).toBe("");
  });
});
