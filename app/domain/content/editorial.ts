// The editorial workflow's rules (issue 28, docs/decisions/035): who may do what to a content
// item, where an edit goes (the live item or its pending draft), and which review step may follow
// which. Pure, so every role is covered by unit tests; the use-cases in
// app/models/editorial.server.ts ask these before they write anything.
import { can, type Role } from "#app/domain/accounts/roles.ts";
import { z } from "#app/domain/shared/zod.ts";
import { refusal, type Refusal } from "#app/domain/shared/outcome.ts";

export type ReviewState = "in_review" | "returned";

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  in_review: "In review",
  returned: "Sent back",
};

export type EditorialAction =
  | "create"
  | "edit"
  | "submit"
  | "approve"
  | "return"
  | "publish"
  | "unpublish"
  | "schedule"
  | "cancel-schedule"
  | "archive"
  | "restore"
  | "restore-and-publish"
  | "publish-draft"
  | "discard-draft";

/** What a contributor may do: write, submit and restore an old version as a draft. */
const DRAFT_ACTIONS: ReadonlySet<EditorialAction> = new Set<EditorialAction>([
  "create",
  "edit",
  "submit",
  "restore",
  "discard-draft",
]);

const REFUSALS: Record<EditorialAction, string> = {
  create: "Your role cannot write content.",
  edit: "Your role cannot write content.",
  submit: "Your role cannot write content.",
  approve: "Only an editor or the owner can approve a review and publish.",
  return: "Only an editor or the owner can send a draft back.",
  publish: "Only an editor or the owner can publish. Submit it for review instead.",
  unpublish: "Only an editor or the owner can take an item off the site.",
  schedule: "Only an editor or the owner can schedule a publish or unpublish.",
  "cancel-schedule": "Only an editor or the owner can cancel a scheduled publish or unpublish.",
  archive: "Only an editor or the owner can archive (delete) an item.",
  restore: "Your role cannot write content.",
  "restore-and-publish":
    "Only an editor or the owner can restore and publish at once. Restore it as a draft and submit it for review.",
  "publish-draft": "Only an editor or the owner can publish a draft. Submit it for review instead.",
  "discard-draft": "Your role cannot write content.",
};

/** Null when the role may do it; otherwise the 403's message, which says what to do instead. */
export function editorialRefusal(role: Role, action: EditorialAction): string | null {
  const permission = DRAFT_ACTIONS.has(action) ? "content.draft" : "content.publish";
  return can(role, permission) ? null : REFUSALS[action];
}

export type EditTarget = "item" | "draft";

/**
 * Where a save goes. A pending draft, once there, is what everyone edits (the live version stays
 * as it is until the draft is published). Without one, an editor edits the item itself, live as
 * before; a contributor's edit of a published item starts a pending draft for review (a writer
 * may propose a correction to a live page, an editor decides); an archived item is an editor's to
 * bring back.
 */
export function editTarget(
  role: Role,
  status: string,
  hasDraft: boolean,
  /** "Draft for later": an editor preparing changes to a live item, to publish later. */
  wantsDraft = false,
): { target: EditTarget } | { refused: string } {
  const refusal = editorialRefusal(role, "edit");
  if (refusal) return { refused: refusal };
  if (hasDraft || status === "draft") return { target: hasDraft ? "draft" : "item" };
  if (wantsDraft) return { target: "draft" };
  if (can(role, "content.publish")) return { target: "item" };
  if (status === "published") return { target: "draft" };
  return { refused: "Only an editor or the owner can change an archived item." };
}

/**
 * A status change is a publishing decision: a contributor's save keeps the status it found (a
 * draft stays a draft, a published item's draft stays "published", meaning "published when
 * approved").
 */
export function statusChangeRefusal(role: Role, before: string, after: unknown): string | null {
  if (after === undefined || after === before) return null;
  if (can(role, "content.publish")) return null;
  return after === "published"
    ? REFUSALS.publish
    : after === "archived"
      ? REFUSALS.archive
      : REFUSALS.unpublish;
}

/**
 * The statuses the studio offers a role for an item now at `current`: everything to an editor;
 * to a contributor only the one it has, since any change is refused (statusChangeRefusal).
 */
export function statusChoices<Status extends string>(
  role: Role,
  current: Status,
  all: readonly Status[],
): readonly Status[] {
  return can(role, "content.publish") ? all : all.filter((status) => status === current);
}

export type ReviewStep = "submit" | "approve" | "return";

/** Which review step may follow where the item stands; the 409's message otherwise. */
export function reviewStepRefusal(state: ReviewState | null, step: ReviewStep): string | null {
  if (step === "submit") {
    return state === "in_review" ? "It is already in review: an editor will look at it." : null;
  }
  if (state === "in_review") return null;
  return step === "approve"
    ? "It is not in review: only a submitted draft can be approved. Publish it instead."
    : "It is not in review: only a submitted draft can be sent back.";
}

export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A time as a person types it in Accra (a datetime-local field, "2026-12-01T09:00"), or a full
 * ISO time with its offset from the API. Accra keeps GMT all year (no summer time), so its wall
 * clock is UTC. Null when it is not a real time.
 */
export function parseAccraTime(value: string): Date | null {
  const trimmed = value.trim();
  const local = LOCAL_DATE_TIME.exec(trimmed);
  if (local) {
    const [year, month, day, hour, minute, second] = local
      .slice(1)
      .map((part) => Number(part || 0));
    if (hour! > 23 || minute! > 59 || second! > 59) return null;
    const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
    // Date.UTC rolls 31 November over to 1 December: refuse what was not a real date.
    return date.getUTCDate() === day && date.getUTCMonth() === month! - 1 ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(trimmed)) {
    return null;
  }
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The value of a datetime-local field for a time, in Accra (UTC). */
export function accraInputValue(date: Date): string {
  return date.toISOString().slice(0, 16);
}

const MAX_AHEAD_DAYS = 366 * 2;

/** A schedule's time: a real time, in the future, at most two years ahead. */
export function scheduleTimeSchema(now: () => Date) {
  return z
    .string({ error: "Choose the date and time (Accra time)." })
    .min(1, "Choose the date and time (Accra time).")
    .transform((value, context) => {
      const date = parseAccraTime(value);
      if (!date) {
        context.addIssue({
          code: "custom",
          message: "Give the time as a date and time, like 2026-12-01T09:00 (Accra time).",
        });
        return z.NEVER;
      }
      const current = now();
      if (date.getTime() <= current.getTime()) {
        context.addIssue({
          code: "custom",
          message: "Choose a time in the future (Accra time).",
        });
        return z.NEVER;
      }
      if (date.getTime() > current.getTime() + MAX_AHEAD_DAYS * 86_400_000) {
        context.addIssue({ code: "custom", message: "Choose a time within the next two years." });
        return z.NEVER;
      }
      return date;
    });
}

/**
 * The time a studio form's `at-publish` or `at-unpublish` field gives (Accra time), or the
 * refusal that names that field.
 */
export function scheduleTimeFromForm(
  form: Record<string, string | undefined>,
  action: ScheduleAction,
  now: () => Date,
): { ok: true; at: Date } | Refusal {
  const field = `at-${action}`;
  const parsed = scheduleTimeSchema(now).safeParse(form[field] ?? "");
  if (parsed.success) return { ok: true, at: parsed.data };
  const message = parsed.error.issues[0]?.message ?? "Choose a time in the future.";
  return refusal(400, message, { [field]: message });
}

/** A note sent back with a draft: required, so the writer knows what to change. */
export const ReturnNoteSchema = z
  .string({ error: "Write a note saying what to change." })
  .trim()
  .min(1, "Write a note saying what to change.")
  .max(2000, "The note is at most 2,000 characters.");

const revisionNumber = (name: string) =>
  z.coerce
    .number({ error: `Choose the "${name}" version.` })
    .int(`Choose the "${name}" version.`)
    .min(1, `Choose the "${name}" version.`);

/** The two versions a comparison shows (?from=&to= in the URL, so it works without scripts). */
export const RevisionPairSchema = z.object({
  from: revisionNumber("from"),
  to: revisionNumber("to"),
});
