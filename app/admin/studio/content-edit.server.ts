// The content editor's action, step by step: reading the form (multipart when it carries photos),
// and each step the editor posts (save or create, restore, upload, try a photo again, and the
// review, draft and schedule steps). Each calls its use-case and answers the admin convention:
// done(path, toast) when done, refused(outcome, values, extras) when not, with the stale-version
// and upload state the screen shows.
import { data } from "react-router";
import { href } from "#app/paths.ts";
import { refused, done } from "#app/admin/shell/action.server.ts";
import { publicPagesNote } from "#app/admin/shell/public-pages-note.ts";
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import { CONTENT_NOUNS, readFormChanges, TITLE_FIELD } from "#app/domain/content/studio-form.ts";
import {
  ReturnNoteSchema,
  SCHEDULE_ACTIONS,
  scheduleTimeFromForm,
} from "#app/domain/content/editorial.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { refusal, type Refusal } from "#app/domain/shared/outcome.ts";
import { publicationState, scheduledFor } from "#app/domain/content/publication.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readMediaUpload, type UploadedFile } from "#app/http/media-upload.server.ts";
import {
  CONTENT_BODY_LIMIT_BYTES,
  readFormData,
  STUDIO_UPLOAD_LIMIT_BYTES,
} from "#app/http/request-body.server.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";
import type { Acting, SaveRefusal } from "#app/use-cases/studio/content-changes.server.ts";
import { addPhotos, retryMedia } from "#app/use-cases/studio/photos.server.ts";
import * as review from "#app/use-cases/studio/review.server.ts";
import { UNSAVED_CHANGES } from "#app/use-cases/studio/editorial-step.server.ts";
import { restoreRevision } from "#app/use-cases/studio/revisions.server.ts";
import { createItem, saveItem } from "#app/use-cases/studio/save-content.server.ts";
import { cancelSchedule, scheduleChange } from "#app/use-cases/studio/schedules.server.ts";

type Form = Record<string, string>;

/** What the editor shows beside a refusal: a stale version's notice, and whether it was an upload. */
interface EditorState {
  isStale: boolean;
  isUpload: boolean;
  /** A toast of the screen's own words, instead of the convention's "Not Done". */
  toast?: ReturnType<typeof serverToast>;
}

const editorPath = (type: ContentType, id: number) =>
  href("/admin/dashboard/content/:type/:id", { type, id: String(id) });

/** The form's fields and any photos: the editor sends multipart, the restore buttons do not. */
export async function readEditorForm(
  request: Request,
): Promise<{ form: Form; files: UploadedFile[] } | string> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    return { form: formFields(await readFormData(request, CONTENT_BODY_LIMIT_BYTES)), files: [] };
  }
  const upload = await readMediaUpload(request, STUDIO_UPLOAD_LIMIT_BYTES);
  if (upload instanceof Response) return ((await upload.json()) as { error: string }).error;
  return { form: upload.fields, files: upload.files };
}

/** A form the server could not read (too large, not multipart as sent). */
export function unreadableForm(error: string) {
  return refused<EditorState>(
    { status: 400, error, fieldErrors: { alt: error } },
    {},
    {
      isStale: false,
      isUpload: true,
      toast: serverToast({ title: "Not Saved", description: error, variant: "destructive" }),
    },
  );
}

/** What the toast says the item now is: a post whose time is ahead is scheduled, not published. */
function stateWords(type: ContentType, fields: Record<string, unknown>): string {
  const noun = CONTENT_NOUNS[type].one;
  const state = publicationState(
    String(fields.status),
    fields.publishedAt as string | null | undefined,
    new Date(),
  );
  return state === "scheduled"
    ? `${scheduledFor(String(fields.publishedAt))}: the ${noun} goes public then.`
    : `The ${noun} is ${state === "draft" ? "a draft" : state}.`;
}

/** A photo whose processing failed goes through the job again; the form keeps what was typed. */
export async function retryPhoto(retry: string, typed: Form, by: Acting) {
  const mediaId = parseId(retry);
  const photo = mediaId === null ? null : await retryMedia(mediaId, by.actor);
  return data(
    {
      error: photo ? null : "No such photo.",
      fieldErrors: {},
      isStale: false,
      isUpload: false,
      values: typed,
      toast: serverToast(
        photo
          ? {
              title: "Trying Again",
              description: "The photo is being processed again: it shows here when it is ready.",
            }
          : { title: "Not Found", description: "No such photo.", variant: "destructive" },
      ),
    },
    { status: photo ? 200 : 404 },
  );
}

/** Photos sent with the form are added; the typed fields come back as they were, unsaved. */
export async function uploadPhotos(
  type: ContentType,
  id: number,
  form: Form,
  typed: Form,
  files: UploadedFile[],
  by: Acting,
) {
  const { outcome, refused: notAdded } = await pageDataOr503("photos", () =>
    addPhotos(type, id, Number(form.version), files, (form.alt ?? "").trim(), by),
  );
  if (!outcome.ok) {
    return refused<EditorState>(outcome, form, {
      isStale: outcome.status === 409,
      isUpload: true,
      toast: serverToast({
        title: "Not Uploaded",
        description: outcome.error,
        variant: "destructive",
      }),
    });
  }
  const rejected = notAdded.length > 0 ? ` Not added: ${notAdded.join(" ")}` : "";
  return data({
    error: null,
    fieldErrors: {},
    isStale: false,
    isUpload: true,
    values: typed,
    toast: serverToast({
      title: "Photos Added",
      description: `Saved as version ${outcome.item.version}; photos show on the page once processed. Your other changes are kept here, not saved yet: press Save to keep them.${rejected}`,
      ...(notAdded.length > 0 ? { variant: "destructive" as const } : {}),
    }),
  });
}

export const WORKFLOW_INTENTS = new Set([
  "submit",
  "approve",
  "send-back",
  "publish",
  "discard-draft",
  "schedule-publish",
  "schedule-unpublish",
  "cancel-schedule",
]);

/**
 * The item's fields as the screen showed them, checked by the kind's definition, when the step
 * came from the editor's form (its buttons belong to it, with or without JavaScript); undefined
 * from a form of its own.
 */
function fieldsOnScreen(type: ContentType, form: Form) {
  if (!(TITLE_FIELD[type] in form)) return undefined;
  return readFormChanges(type, form, { isNew: false });
}

const SCHEDULE_WORDS = { publish: "publish", unpublish: "unpublish" } as const;

type StepDone = { title: string; description: string };

/** One review, draft or schedule step: its outcome, or its toast when done. */
async function runWorkflowStep(
  type: ContentType,
  id: number,
  form: Form,
  by: Acting,
): Promise<Refusal | StepDone> {
  const noun = CONTENT_NOUNS[type].one;
  const version = Number(form.version) || undefined;
  const onScreen = fieldsOnScreen(type, form);
  if (onScreen && !onScreen.ok) {
    // What a save would refuse is not saved first; a step that acts on what is saved refuses
    // anything the screen holds beyond it.
    return form.intent === "approve" || form.intent === "publish"
      ? refusal(409, UNSAVED_CHANGES)
      : onScreen;
  }
  const changes = onScreen?.changes;
  const screen = { baseVersion: version, changes };
  switch (form.intent) {
    case "schedule-publish":
    case "schedule-unpublish": {
      const action = SCHEDULE_ACTIONS.find((value) => form.intent === `schedule-${value}`)!;
      const time = scheduleTimeFromForm(form, action, () => new Date());
      if (!time.ok) return time;
      const outcome = await scheduleChange(type, id, action, time.at, by, screen);
      if (!outcome.ok) return outcome;
      return {
        title: "Scheduled",
        description: `The ${noun} will ${SCHEDULE_WORDS[action]} on ${scheduledFor(outcome.schedule.runAt).replace(/^Scheduled for /, "")}.`,
      };
    }
    case "cancel-schedule": {
      const outcome = await cancelSchedule(parseId(form.scheduleId) ?? 0, by, { type, id });
      if (!outcome.ok) return outcome;
      return {
        title: "Cancelled",
        description: `The scheduled ${outcome.schedule.action} is cancelled.`,
      };
    }
    case "send-back": {
      const note = ReturnNoteSchema.safeParse(form.note ?? "");
      if (!note.success) {
        const message = note.error.issues[0]?.message ?? "Write a note.";
        return refusal(400, message, { note: message });
      }
      const outcome = await review.sendBack(type, id, note.data, by);
      if (!outcome.ok) return outcome;
      return {
        title: "Sent Back",
        description: `The ${noun} is back with its writer, with your note.`,
      };
    }
    default: {
      const outcome =
        form.intent === "submit"
          ? await review.submitForReview(type, id, by, screen)
          : form.intent === "approve"
            ? await review.approveReview(type, id, version, by, changes)
            : form.intent === "publish"
              ? await review.publishItem(type, id, version, by, changes)
              : await review.discardDraft(type, id, by);
      if (!outcome.ok) return outcome;
      if (form.intent === "submit") {
        return {
          title: "Submitted",
          description: `The ${noun} is in review: an editor will look at it.`,
        };
      }
      if (form.intent === "discard-draft") {
        return {
          title: "Draft Discarded",
          description: "The published version stays; the draft is kept in the history.",
        };
      }
      return {
        title: form.intent === "approve" ? "Approved" : "Published",
        description: `Version ${outcome.item.version}. ${stateWords(type, outcome.item.fields)}${publicPagesNote(outcome.publicPages)}`,
      };
    }
  }
}

/**
 * Review, draft and schedule steps: each redirects back with a toast, or says why not; a refused
 * one keeps what the form held (`typed`), unsaved, with or without JavaScript.
 */
export async function workflowStep(
  type: ContentType,
  id: number,
  form: Form,
  typed: Form,
  by: Acting,
) {
  const outcome = await pageDataOr503("content", () => runWorkflowStep(type, id, form, by));
  if ("title" in outcome) return done(editorPath(type, id), outcome);
  return refused<EditorState>(outcome, TITLE_FIELD[type] in form ? typed : {}, {
    isStale: outcome.status === 409 && /saved by someone else/.test(outcome.error),
    isUpload: false,
  });
}

/** Why a save was refused, beside the form as it was typed. */
function notSaved(outcome: SaveRefusal, typed: Form) {
  const fieldCount = outcome.status === 400 ? Object.keys(outcome.fieldErrors ?? {}).length : 0;
  return refused<EditorState>(
    { ...outcome, fieldErrors: outcome.status === 400 ? outcome.fieldErrors : {} },
    typed,
    {
      isStale: outcome.status === 409,
      isUpload: false,
      toast: serverToast({
        title: "Not Saved",
        description:
          fieldCount > 0
            ? `${fieldCount === 1 ? "One field needs" : `${fieldCount} fields need`} attention: see the messages beside ${fieldCount === 1 ? "it" : "them"}.`
            : outcome.error,
        variant: "destructive",
      }),
    },
  );
}

/**
 * Creating or saving (to the item or its draft): the form is read and checked once by the kind's
 * definition, and one use-case applies the editorial rules and writes it in one transaction.
 */
export async function saveStep(
  type: ContentType,
  id: number | null,
  form: Form,
  typed: Form,
  files: UploadedFile[],
  by: Acting,
) {
  const read = readFormChanges(type, form, { isNew: id === null });
  if (!read.ok) return notSaved(read, typed);
  const outcome = await pageDataOr503("content", () =>
    id === null
      ? createItem(type, read.changes, by)
      : saveItem(type, id, Number(form.version), read.changes, by, {
          asDraft: form.intent === "save-draft",
        }),
  );
  if (!outcome.ok) return notSaved(outcome, typed);
  const noun = CONTENT_NOUNS[type].one;
  const unsentPhotos =
    files.length > 0 ? " The chosen photos were not uploaded: press Upload to add them." : "";
  return done(editorPath(type, outcome.item.id), {
    title: id === null ? "Created" : outcome.changed ? "Saved" : "No Changes",
    description: outcome.draftVersion
      ? `Saved as a draft (version ${outcome.draftVersion}). Visitors still see the published ${noun} until the draft is published.${unsentPhotos}`
      : `Version ${outcome.item.version}. ${stateWords(type, outcome.item.fields)}${publicPagesNote(outcome.publicPages)}${unsentPhotos}`,
  });
}

/** Restoring a revision: to the item, as a draft of it, or restored and published. */
export async function restoreStep(
  type: ContentType,
  id: number,
  form: Form,
  typed: Form,
  by: Acting,
) {
  const outcome = await pageDataOr503("content", () =>
    restoreRevision(type, id, parseId(form.revision) ?? 0, Number(form.version), by, {
      publish: form.intent === "restore-publish",
    }),
  );
  if (!outcome.ok) return notSaved(outcome, typed);
  const noun = CONTENT_NOUNS[type].one;
  return done(editorPath(type, outcome.item.id), {
    title: outcome.changed ? "Saved" : "No Changes",
    description: outcome.draftVersion
      ? `Version ${form.revision} restored as a draft (version ${outcome.draftVersion}). Visitors still see the published ${noun} until the draft is published.`
      : `The ${noun} is back to version ${form.revision}, saved as version ${outcome.item.version}. ${stateWords(type, outcome.item.fields)}${publicPagesNote(outcome.publicPages)}`,
  });
}
