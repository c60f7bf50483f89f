import { describe, expect, it } from "vitest";
import {
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  auditKindOf,
  HIDDEN_VALUE,
  maskSecrets,
  parseItemAction,
  type AuditKind,
} from "#app/domain/accounts/audit-action.ts";

describe("parseItemAction", () => {
  it("finds the kind, id and what was done", () => {
    expect(parseItemAction("hotel 6 saved")).toEqual({ type: "hotels", id: 6, verb: "saved" });
    expect(parseItemAction("FAQ answer 12 restored to version 2")).toEqual({
      type: "faqs",
      id: 12,
      verb: "restored to version 2",
    });
    expect(parseItemAction("FAQ category 3 created")).toMatchObject({ type: "faq-categories" });
  });

  it("leaves other entries alone", () => {
    expect(parseItemAction("logged in")).toBeNull();
    expect(parseItemAction("subscriber 4 erased")).toBeNull();
    expect(parseItemAction("partner settings saved")).toBeNull();
  });
});

describe("auditKindOf", () => {
  it("reads a content item's entry by what it changed", () => {
    expect(auditKindOf("hotel 6 saved", { price: { from: 80, to: 95 } })).toBe("content");
    expect(
      auditKindOf("hotel 6 created", {
        name: { from: null, to: "A" },
        status: { from: null, to: "published" },
      }),
    ).toBe("content");
    expect(auditKindOf("post 2 saved", { status: { from: "draft", to: "published" } })).toBe(
      "publishing",
    );
    expect(auditKindOf("post 2 saved", { publishedAt: { from: null, to: "2026-12-01" } })).toBe(
      "publishing",
    );
    expect(auditKindOf("page 1 archived", { status: { from: "published", to: "archived" } })).toBe(
      "publishing",
    );
    expect(auditKindOf("post 2 submitted for review")).toBe("publishing");
    expect(auditKindOf("post 2 scheduled to publish")).toBe("publishing");
    expect(auditKindOf("city 3 saved", { photos: { from: [], to: [{ mediaId: 1 }] } })).toBe(
      "photos",
    );
    // Photos changed with other fields: a content save.
    expect(
      auditKindOf("hotel 3 saved", { photos: { from: [], to: [] }, price: { from: 1, to: 2 } }),
    ).toBe("content");
  });

  it("reads every other action the dashboard writes by its first words", () => {
    const kinds: [string, AuditKind][] = [
      ["photo 4 uploaded", "photos"],
      ["photo 4 processed again", "photos"],
      ["partner settings saved", "partners"],
      ["partner links checked: 9 of 10 work", "partners"],
      ["e-mail settings saved", "settings"],
      ["cedi rate saved", "settings"],
      ["campaign 3 created", "campaigns"],
      ["campaign 3 sent to 120 subscribers", "campaigns"],
      ["contact message 5 replied to (40 characters)", "contacts"],
      ["subscriber 9 erased", "subscribers"],
      ["subscriber list exported (12 rows)", "subscribers"],
      ["commission report imported (awin)", "revenue"],
      ["backup taken (Back up now)", "backups"],
      ["backup settings saved", "backups"],
      ["backup archive downloaded: akwaaba-backup-x.tar.gz", "backups"],
      ["data migration markdown-bodies", "system"],
      ["logged in", "sign-in"],
      ["logged out", "sign-in"],
      ["login refused: wrong password", "sign-in"],
      ["sign-in refused: wrong code", "sign-in"],
      ["two-factor enabled", "sign-in"],
      ["password changed", "sign-in"],
      ["sign-in settings saved", "settings"],
      ["two-factor sign-in turned on", "sign-in"],
      ["login refused: wrong two-factor code", "sign-in"],
      ["person 4 session ended", "sign-in"],
      ["person 4 other sessions ended", "sign-in"],
      ["person 4 password reset requested", "sign-in"],
      ["person 4 accepted the invitation", "people"],
      ["person 4 role changed", "people"],
      ["person 4 removed", "people"],
      ["post 3 sent back to a@b.c", "publishing"],
      ["post 3 publish scheduled", "publishing"],
      ["post 3 scheduled unpublish cancelled", "publishing"],
      ["person 4 invited as editor", "people"],
      ["invitation to a@b.c sent", "people"],
      ["role of person 4 changed", "people"],
      ["something new", "other"],
    ];
    for (const [action, kind] of kinds) expect(auditKindOf(action), action).toBe(kind);
  });

  it("labels every kind", () => {
    for (const kind of AUDIT_KINDS) expect(AUDIT_KIND_LABELS[kind]).toBeTruthy();
  });
});

describe("maskSecrets", () => {
  it("hides the values of fields named like secrets, and says whether one was set", () => {
    expect(
      maskSecrets({
        password: { from: "old-one", to: "new-one" },
        totpSecret: { from: "", to: "JBSWY3DPEHPK3PXP" },
        "s3.secret_access_key": { from: "abc", to: "" },
        apiToken: { from: null, to: "t0k" },
        amazonTag: { from: "", to: "akwaaba-20" },
      }),
    ).toEqual({
      password: { from: HIDDEN_VALUE, to: HIDDEN_VALUE },
      totpSecret: { from: "", to: HIDDEN_VALUE },
      "s3.secret_access_key": { from: HIDDEN_VALUE, to: "" },
      apiToken: { from: null, to: HIDDEN_VALUE },
      amazonTag: { from: "", to: "akwaaba-20" },
    });
  });
});
