import { describe, expect, it } from "vitest";
import {
  editorialRefusal,
  editTarget,
  parseAccraTime,
  ReturnNoteSchema,
  reviewStepRefusal,
  scheduleTimeFromForm,
  scheduleTimeSchema,
  statusChangeRefusal,
  statusChoices,
  type EditorialAction,
} from "#app/domain/content/editorial.ts";
import { ROLES } from "#app/domain/accounts/roles.ts";

const ALL_ACTIONS: EditorialAction[] = [
  "create",
  "edit",
  "submit",
  "approve",
  "return",
  "publish",
  "unpublish",
  "schedule",
  "cancel-schedule",
  "archive",
  "restore",
  "restore-and-publish",
  "publish-draft",
  "discard-draft",
];

const CONTRIBUTOR_MAY = ["create", "edit", "submit", "restore", "discard-draft"];

describe("editorialRefusal", () => {
  it("lets the owner and an editor do everything", () => {
    for (const role of ["owner", "editor"] as const) {
      for (const action of ALL_ACTIONS) expect(editorialRefusal(role, action), action).toBeNull();
    }
  });

  it("keeps a contributor to writing, submitting and restoring as a draft", () => {
    for (const action of ALL_ACTIONS) {
      const refusal = editorialRefusal("contributor", action);
      if (CONTRIBUTOR_MAY.includes(action)) expect(refusal, action).toBeNull();
      else expect(refusal, action).toMatch(/Only an editor or the owner/);
    }
  });

  it("lets an analyst change nothing", () => {
    for (const action of ALL_ACTIONS) expect(editorialRefusal("analyst", action)).not.toBeNull();
  });

  it("tells a contributor what to do instead of publishing", () => {
    expect(editorialRefusal("contributor", "publish")).toContain("Submit it for review");
  });
});

describe("editTarget", () => {
  it("edits a draft item itself, for every role that writes", () => {
    for (const role of ["owner", "editor", "contributor"] as const) {
      expect(editTarget(role, "draft", false)).toEqual({ target: "item" });
    }
  });

  it("edits the pending draft whenever there is one", () => {
    for (const role of ["owner", "editor", "contributor"] as const) {
      for (const status of ["draft", "published", "archived"]) {
        expect(editTarget(role, status, true)).toEqual({ target: "draft" });
      }
    }
  });

  it("lets an editor edit a published or archived item directly", () => {
    for (const role of ["owner", "editor"] as const) {
      expect(editTarget(role, "published", false)).toEqual({ target: "item" });
      expect(editTarget(role, "archived", false)).toEqual({ target: "item" });
    }
  });

  it("turns a contributor's edit of a published item into a draft and refuses an archived one", () => {
    expect(editTarget("contributor", "published", false)).toEqual({ target: "draft" });
    expect(editTarget("contributor", "archived", false)).toHaveProperty("refused");
  });

  it("saves an editor's changes to a published item as a draft when asked", () => {
    expect(editTarget("editor", "published", false, true)).toEqual({ target: "draft" });
    expect(editTarget("owner", "archived", false, true)).toEqual({ target: "draft" });
    // A draft item is its own draft.
    expect(editTarget("editor", "draft", false, true)).toEqual({ target: "item" });
    expect(editTarget("analyst", "published", false, true)).toHaveProperty("refused");
  });

  it("refuses an analyst everywhere", () => {
    for (const status of ["draft", "published", "archived"]) {
      expect(editTarget("analyst", status, false)).toHaveProperty("refused");
      expect(editTarget("analyst", status, true)).toHaveProperty("refused");
    }
  });
});

describe("statusChangeRefusal", () => {
  it("leaves the status to editors", () => {
    for (const role of ROLES) expect(statusChangeRefusal(role, "draft", "draft")).toBeNull();
    for (const role of ROLES) expect(statusChangeRefusal(role, "draft", undefined)).toBeNull();
    for (const role of ["owner", "editor"] as const) {
      expect(statusChangeRefusal(role, "draft", "published")).toBeNull();
      expect(statusChangeRefusal(role, "published", "archived")).toBeNull();
    }
    expect(statusChangeRefusal("contributor", "draft", "published")).toMatch(/publish/);
    expect(statusChangeRefusal("contributor", "published", "archived")).toMatch(/archive/);
    expect(statusChangeRefusal("contributor", "published", "draft")).toMatch(/off the site/);
  });
});

describe("statusChoices", () => {
  const all = ["draft", "published", "archived"] as const;
  it("offers an editor and the owner every status", () => {
    expect(statusChoices("editor", "draft", all)).toEqual(all);
    expect(statusChoices("owner", "published", all)).toEqual(all);
  });
  it("offers a contributor only the status the item has, which the server keeps anyway", () => {
    expect(statusChoices("contributor", "draft", all)).toEqual(["draft"]);
    expect(statusChoices("contributor", "published", all)).toEqual(["published"]);
  });
});

describe("reviewStepRefusal", () => {
  it("submits a draft once, and approves or returns only what is in review", () => {
    expect(reviewStepRefusal(null, "submit")).toBeNull();
    expect(reviewStepRefusal("returned", "submit")).toBeNull();
    expect(reviewStepRefusal("in_review", "submit")).toMatch(/already in review/);
    expect(reviewStepRefusal("in_review", "approve")).toBeNull();
    expect(reviewStepRefusal("in_review", "return")).toBeNull();
    for (const state of [null, "returned"] as const) {
      expect(reviewStepRefusal(state, "approve")).toMatch(/not in review/);
      expect(reviewStepRefusal(state, "return")).toMatch(/not in review/);
    }
  });
});

describe("parseAccraTime", () => {
  it("reads a datetime-local value as Accra time (GMT all year)", () => {
    expect(parseAccraTime("2026-12-01T09:00")?.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(parseAccraTime("2026-07-01T09:30:15")?.toISOString()).toBe("2026-07-01T09:30:15.000Z");
  });

  it("reads a full ISO time with its offset", () => {
    expect(parseAccraTime("2026-12-01T10:00:00+01:00")?.toISOString()).toBe(
      "2026-12-01T09:00:00.000Z",
    );
    expect(parseAccraTime("2026-12-01T09:00:00.000Z")?.toISOString()).toBe(
      "2026-12-01T09:00:00.000Z",
    );
  });

  it("refuses what is not a real time", () => {
    for (const value of ["", "tomorrow", "2026-11-31T09:00", "2026-12-01", "2026-12-01T25:00"]) {
      expect(parseAccraTime(value), value).toBeNull();
    }
  });
});

describe("scheduleTimeSchema", () => {
  const now = () => new Date("2026-11-25T12:00:00Z");
  const schema = scheduleTimeSchema(now);

  it("takes a time in the future", () => {
    expect(schema.parse("2026-11-25T12:05")).toEqual(new Date("2026-11-25T12:05:00Z"));
  });

  it("refuses the past, now, the far future and nonsense with a message", () => {
    const message = (value: string) => schema.safeParse(value).error?.issues[0]?.message;
    expect(message("2026-11-25T11:59")).toBe("Choose a time in the future (Accra time).");
    expect(message("2026-11-25T12:00")).toBe("Choose a time in the future (Accra time).");
    expect(message("2030-01-01T00:00")).toBe("Choose a time within the next two years.");
    expect(message("soon")).toMatch(/like 2026-12-01T09:00/);
    expect(message("")).toBe("Choose the date and time (Accra time).");
  });
});

describe("ReturnNoteSchema", () => {
  it("requires a note", () => {
    expect(ReturnNoteSchema.safeParse("  ").success).toBe(false);
    expect(ReturnNoteSchema.parse(" Check the prices. ")).toBe("Check the prices.");
  });
});

describe("scheduleTimeFromForm", () => {
  const now = () => new Date("2026-11-30T12:00:00Z");
  it("reads the action's field as Accra time", () => {
    expect(scheduleTimeFromForm({ "at-publish": "2026-12-01T09:00" }, "publish", now)).toEqual({
      ok: true,
      at: new Date("2026-12-01T09:00:00Z"),
    });
  });
  it("a missing or past time is refused on that field", () => {
    expect(scheduleTimeFromForm({}, "unpublish", now)).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { "at-unpublish": "Choose the date and time (Accra time)." },
    });
    expect(
      scheduleTimeFromForm({ "at-publish": "2026-11-30T11:00" }, "publish", now),
    ).toMatchObject({ ok: false, error: "Choose a time in the future (Accra time)." });
  });
});
