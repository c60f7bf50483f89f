// The French version of a content item (issue 44, docs/decisions/053): which kinds have one, its
// fields and their rules, the status the studio shows, and which workflow step each role may take
// from which status. Pure: the use-case (app/use-cases/studio/french-version.server.ts) applies it.
import { z } from "#app/domain/shared/zod.ts";
import type { Role } from "#app/domain/accounts/roles.ts";

/**
 * The kinds (content-schemas.ts's CONTENT_TYPES) with a page of their own in French: a guide
 * (post), a city, a long-form page. Named as strings: content-schemas.ts imports this module.
 */
export const TRANSLATABLE_TYPES = ["posts", "cities", "pages"] as const;
export type TranslatableType = (typeof TRANSLATABLE_TYPES)[number];

export function isTranslatable<T extends string>(type: T): type is T & TranslatableType {
  return (TRANSLATABLE_TYPES as readonly string[]).includes(type);
}

/**
 * The kind a French version's revisions and scheduled changes are kept under, beside the English
 * item's (`fr:posts` beside `posts`), so one table holds both languages' history and schedules.
 */
export function frenchKindOf<T extends string>(type: T): `fr:${T}` {
  return `fr:${type}`;
}

/** The English item's kind a stored kind names, and whether it is the French version's. */
export function splitKind(kind: string): { type: string; isFrench: boolean } {
  return kind.startsWith("fr:")
    ? { type: kind.slice("fr:".length), isFrench: true }
    : { type: kind, isFrench: false };
}

/** The working copy's status as stored; "missing" is the absence of a French version. */
export const FRENCH_STATUSES = ["draft", "in_review", "published"] as const;
export type FrenchStatus = (typeof FRENCH_STATUSES)[number];
export type FrenchState = FrenchStatus | "missing";

export const FRENCH_STATE_LABELS: Record<FrenchState, string> = {
  missing: "Missing",
  draft: "Draft",
  in_review: "In review",
  published: "Published",
};

/** What the studio calls a French version's state; a draft over a live version says so. */
export function frenchStateLabel(french: { state: FrenchState; isLive: boolean }): string {
  const label = FRENCH_STATE_LABELS[french.state];
  return french.isLive && french.state !== "published" ? `${label}, published version live` : label;
}

/** The Content tab's filter on French: each state, or everything not published in French. */
export const FRENCH_FILTERS = ["missing", "draft", "in_review", "published", "lacking"] as const;
export type FrenchFilter = (typeof FRENCH_FILTERS)[number];

/**
 * Whether an item in `state` matches the Content tab's French filter: it lacks French while no
 * French version is live, whatever a draft beside it says.
 */
export function matchesFrenchFilter(
  french: { state: FrenchState; isLive: boolean },
  filter: FrenchFilter,
): boolean {
  return filter === "lacking" ? !french.isLive : french.state === filter;
}

/** The words of a French version: what /fr shows for the item. */
export const FrenchFieldsSchema = z.object({
  title: z
    .string({ error: "Write the French title." })
    .trim()
    .min(1, "Write the French title.")
    .max(120, "The French title is at most 120 characters."),
  heading: z
    .string({ error: "Write the French heading." })
    .trim()
    .min(1, "Write the French heading.")
    .max(160, "The French heading is at most 160 characters."),
  description: z
    .string({ error: "Write the French meta description." })
    .trim()
    .min(1, "Write the French meta description.")
    // Search engines cut a description near 155 characters (app/content/fr/README.md).
    .max(155, "The French meta description is at most 155 characters: search engines cut it."),
  body: z
    .string({ error: "Write the French text." })
    .trim()
    .min(1, "Write the French text.")
    .max(100_000, "The French text is at most 100,000 characters."),
});
export type FrenchFields = z.output<typeof FrenchFieldsSchema>;
export const FRENCH_FIELD_NAMES = ["title", "heading", "description", "body"] as const;

/** A step of the French workflow, as the editor's buttons name it. */
export const FRENCH_STEPS = ["save", "submit", "send-back", "publish", "unpublish"] as const;
export type FrenchStep = (typeof FRENCH_STEPS)[number];

/** Editors and the owner decide what visitors read (roles.ts, `content.publish`). */
function mayPublish(role: Role): boolean {
  return role === "owner" || role === "editor";
}

function mayDraft(role: Role): boolean {
  return role !== "analyst";
}

export type StepRuling =
  { ok: true; status: FrenchStatus } | { ok: false; status: 403 | 404 | 409; error: string };

/**
 * Where `step` takes a French version at `state`, for a person of `role`, or why not. A save makes
 * a draft (words changed after a review or a publish wait for the next one); publishing takes a
 * draft or what is in review; sending back takes only what is in review.
 */
export function frenchStep(
  state: FrenchState,
  step: FrenchStep,
  role: Role,
  options: { isLive?: boolean } = {},
): StepRuling {
  if (!mayDraft(role)) {
    return { ok: false, status: 403, error: "Your role reads content; it cannot change it." };
  }
  const isEditorStep = step === "send-back" || step === "publish" || step === "unpublish";
  if (isEditorStep && !mayPublish(role)) {
    return {
      ok: false,
      status: 403,
      error: "Only an editor or the owner can publish or send back: submit it for review instead.",
    };
  }
  if (state === "missing" && step !== "save") {
    return { ok: false, status: 404, error: "There is no French version yet: write one and save." };
  }
  switch (step) {
    case "save":
      return { ok: true, status: "draft" };
    case "submit":
      if (state === "in_review") {
        return { ok: false, status: 409, error: "The French version is already in review." };
      }
      if (state === "published") {
        return {
          ok: false,
          status: 409,
          error: "The French version is published as it is: change it before submitting.",
        };
      }
      return { ok: true, status: "in_review" };
    case "send-back":
      return state === "in_review"
        ? { ok: true, status: "draft" }
        : { ok: false, status: 409, error: "Only a French version in review can be sent back." };
    case "publish":
      return state === "published"
        ? { ok: false, status: 409, error: "The French version is already published." }
        : { ok: true, status: "published" };
    case "unpublish":
      return options.isLive
        ? { ok: true, status: "draft" }
        : { ok: false, status: 409, error: "The French version is not published." };
  }
}
