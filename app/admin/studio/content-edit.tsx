// The content studio's editor for one hotel, city or post (or a new one): every field, its
// status, and its history. A save carries the version the form was loaded at, so a save over
// someone else's newer one is refused with a message instead of overwriting it; any earlier
// version can be restored as a new one. Photos are uploaded with the same form, so an upload
// keeps what was typed (unsaved) with or without JavaScript, and leaving with unsaved changes asks
// first.
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { actingFrom } from "#app/admin/studio/content-api.server.ts";
import { DraftNotice, ReviewPanel, SchedulePanel } from "#app/admin/studio/editorial-panels.tsx";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { can } from "#app/domain/roles.ts";
import {
  accraInputValue,
  ReturnNoteSchema,
  SCHEDULE_ACTIONS,
  scheduleTimeSchema,
} from "#app/domain/editorial.ts";
import { formFingerprint } from "#app/admin/shell/form-fingerprint.server.ts";
import { GUIDE_CATEGORIES } from "#app/content/guide-categories.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import {
  CONTENT_STATUSES,
  CONTENT_TYPES,
  isPageType,
  takesPhotos,
  type ContentType,
} from "#app/domain/content-schemas.ts";
import {
  CONTENT_FORM_FIELDS,
  CONTENT_NOUNS,
  fromFormValues,
  hasUnsavedChanges,
  readPhotoFields,
  TITLE_FIELD,
  toFormValues,
  type FormField,
} from "#app/domain/content-form.ts";
import { AMENITIES, AMENITY_LABELS, isAmenity } from "#app/domain/amenities.ts";
import { HOTEL_TYPES, knownHotelType } from "#app/domain/hotel-types.ts";
import { publicationState, scheduledFor } from "#app/domain/publication.ts";
import { slugify } from "#app/domain/slug.ts";
import { hotelTypeLabel } from "#app/components/hotel/type-badge.tsx";
import { fieldLabel } from "#app/domain/change-text.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import { formFields } from "#app/domain/form-fields.ts";
import type { UploadedFile } from "#app/http/media-upload.server.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import {
  CONTENT_BODY_LIMIT_BYTES,
  readFormData,
  STUDIO_UPLOAD_LIMIT_BYTES,
} from "#app/http/request-body.server.ts";
import { flashToastCookie, serverToast } from "#app/http/toast.server.ts";
import { PREVIEW_DAYS, previewLink, publicPath } from "#app/models/preview.server.ts";
import { getMedia } from "#app/models/media.server.ts";
import { retryMedia, storeUpload } from "#app/use-cases/studio/photos.server.ts";
import { PhotoError } from "#app/media/photos.server.ts";
import { readMediaUpload } from "#app/http/media-upload.server.ts";
import { publicPagesNote } from "#app/admin/shell/public-pages-note.ts";
import {
  getContentItem,
  listCityChoices,
  listFaqCategoryChoices,
  listRevisions,
} from "#app/models/content-store.server.ts";
import { getWorkflow } from "#app/models/editorial.server.ts";
import type { Acting, SaveOutcome } from "#app/use-cases/studio/content-changes.server.ts";
import {
  approveReview,
  discardDraft,
  publishItem,
  sendBack,
  submitForReview,
} from "#app/use-cases/studio/review.server.ts";
import { restoreRevision } from "#app/use-cases/studio/revisions.server.ts";
import { createItem, saveItem } from "#app/use-cases/studio/save-content.server.ts";
import { cancelSchedule, scheduleChange } from "#app/use-cases/studio/schedules.server.ts";
import type { Route } from "./+types/content-edit";

function typeOf(value: string): ContentType {
  if (!(CONTENT_TYPES as readonly string[]).includes(value)) {
    throw new Response("No such kind of content.", { status: 404 });
  }
  return value as ContentType;
}

function idOf(value: string): number | null {
  if (value === "new") return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new Response("No such item.", { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const type = typeOf(params.type);
  const id = idOf(params.id);
  const role = currentStaff(context).role;
  const [item, revisions, choices, workflow] = await pageDataOr503("content", () =>
    Promise.all([
      id === null ? Promise.resolve(null) : getContentItem(type, id),
      id === null ? Promise.resolve([]) : listRevisions(type, id),
      type === "hotels"
        ? listCityChoices()
        : type === "faqs"
          ? listFaqCategoryChoices()
          : Promise.resolve([]),
      id === null ? Promise.resolve(null) : getWorkflow(type, id),
    ]),
  );
  if (id !== null && !item) throw new Response("No such item.", { status: 404 });
  const placed = (item?.fields.photos ?? []) as { mediaId: number; alt: string }[];
  const uploads = await pageDataOr503("content", () =>
    Promise.all(placed.map((photo) => getMedia(photo.mediaId))),
  );
  // With a pending draft, the form edits the draft; the live version stays as it is.
  const draft = workflow?.draft ?? null;
  const values = item ? toFormValues(type, draft?.fields ?? item.fields) : {};
  const state = item
    ? publicationState(
        String(item.fields.status),
        item.fields.publishedAt as string | null | undefined,
        new Date(),
      )
    : "draft";
  return {
    photos: placed.map((photo, index) => ({
      ...photo,
      status: uploads[index]?.status ?? "missing",
      error: uploads[index]?.error ?? null,
      thumbnail: uploads[index]?.urls.find((url) => url.endsWith(".jpg")) ?? null,
    })),
    type,
    item: item && { id: item.id, version: item.version, updatedAt: item.updatedAt },
    status: item ? String((draft?.fields ?? item.fields).status) : "draft",
    liveStatus: item ? String(item.fields.status) : "draft",
    canPublish: can(role, "content.publish"),
    workflow: workflow && {
      draftVersion: draft?.version ?? null,
      review: workflow.review,
      events: workflow.events,
      schedules: workflow.schedules,
    },
    /** A datetime-local's smallest time: the next minute, Accra time. */
    minScheduleTime: accraInputValue(new Date(Date.now() + 60_000)),
    /** "Scheduled for …" while a published post's time is ahead; null otherwise. */
    scheduled: state === "scheduled" ? scheduledFor(String(item!.fields.publishedAt)) : null,
    isLive: state === "published",
    values,
    valuesKey: formFingerprint(values),
    photosKey: formFingerprint(placed),
    title: item ? String(item.fields[TITLE_FIELD[type]]) : null,
    sitePath: item ? publicPath(type, item.fields) : null,
    revisions,
    choices,
    previewPath: item && isPageType(type) ? previewLink(type, item.id, item.fields) : null,
    previewDays: PREVIEW_DAYS,
  };
}

type Refusal = Extract<SaveOutcome, { ok: false }>;

function refusal(error: string, fieldErrors: Record<string, string> = {}): Refusal {
  return { ok: false, status: 400, error, fieldErrors };
}

/** Photos sent with the form: stored, then added to the item (a cover replaces a cover). */
async function addPhotos(
  type: ContentType,
  id: number,
  files: readonly UploadedFile[],
  form: Record<string, string>,
  by: Acting,
): Promise<{ outcome: SaveOutcome; refused: string[] }> {
  if (!takesPhotos(type)) {
    return { outcome: refusal(`A ${CONTENT_NOUNS[type].one} has no photos.`), refused: [] };
  }
  const alt = (form.alt ?? "").trim();
  const fail = (error: string, refused: string[] = []) => ({
    outcome: refusal(error, { alt: error }),
    refused,
  });
  if (files.length === 0) return fail("Choose at least one photo to upload.");
  if (!alt) return fail("Describe what the photos show: every photo needs alternative text.");
  const added: { mediaId: number; alt: string }[] = [];
  const refused: string[] = [];
  for (const file of files) {
    try {
      added.push({ mediaId: (await storeUpload(file.bytes, by.actor)).id, alt });
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      refused.push(`${file.name}: ${error.message}`);
    }
  }
  if (added.length === 0) return fail(refused.join(" "), refused);
  const item = await getContentItem(type, id);
  if (!item) return fail("The item is gone.", refused);
  // Photos join the version being edited: the pending draft's, when there is one.
  const draft = (await getWorkflow(type, id)).draft;
  const existing = (draft?.fields ?? item.fields).photos as { mediaId: number; alt: string }[];
  const photos = type === "hotels" ? [...existing, ...added] : added.slice(0, 1);
  const outcome = await saveItem(type, id, Number(form.version), { photos }, by);
  return { outcome, refused };
}

/** The form's fields and any photos: the editor sends multipart, the restore buttons do not. */
async function readEditorForm(
  request: Request,
): Promise<{ form: Record<string, string>; files: UploadedFile[] } | string> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    return { form: formFields(await readFormData(request, CONTENT_BODY_LIMIT_BYTES)), files: [] };
  }
  const upload = await readMediaUpload(request, STUDIO_UPLOAD_LIMIT_BYTES);
  if (upload instanceof Response) return ((await upload.json()) as { error: string }).error;
  return { form: upload.fields, files: upload.files };
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

const WORKFLOW_INTENTS = new Set([
  "submit",
  "approve",
  "send-back",
  "publish",
  "discard-draft",
  "schedule",
  "cancel-schedule",
]);

const SCHEDULE_WORDS = { publish: "publish", unpublish: "unpublish" } as const;

/** Review, draft and schedule steps: each redirects back with a toast, or says why not. */
async function workflowStep(
  type: ContentType,
  id: number,
  form: Record<string, string>,
  by: Acting,
) {
  const noun = CONTENT_NOUNS[type].one;
  const version = Number(form.version) || undefined;
  const refuse = (status: number, error: string, fieldErrors: Record<string, string> = {}) =>
    data(
      {
        error,
        fieldErrors,
        isStale: status === 409 && /saved by someone else/.test(error),
        isUpload: false,
        values: {} as Record<string, string>,
        toast: serverToast({ title: "Not Done", description: error, variant: "destructive" }),
      },
      { status },
    );
  let done: { title: string; description: string };
  switch (form.intent) {
    case "schedule": {
      const action = SCHEDULE_ACTIONS.find((value) => value === form.scheduleAction);
      if (!action) return refuse(400, "Choose publish or unpublish.");
      const at = scheduleTimeSchema(() => new Date()).safeParse(form.at ?? "");
      if (!at.success) {
        const message = at.error.issues[0]?.message ?? "Choose a time in the future.";
        return refuse(400, message, { [`at-${action}`]: message });
      }
      const outcome = await pageDataOr503("content", () =>
        scheduleChange(type, id, action, at.data, by),
      );
      if (!outcome.ok) return refuse(outcome.status, outcome.error);
      done = {
        title: "Scheduled",
        description: `The ${noun} will ${SCHEDULE_WORDS[action]} on ${scheduledFor(outcome.schedule.runAt).replace(/^Scheduled for /, "")}.`,
      };
      break;
    }
    case "cancel-schedule": {
      const outcome = await pageDataOr503("content", () =>
        cancelSchedule(Number(form.scheduleId), by, { type, id }),
      );
      if (!outcome.ok) return refuse(outcome.status, outcome.error);
      done = {
        title: "Cancelled",
        description: `The scheduled ${outcome.schedule.action} is cancelled.`,
      };
      break;
    }
    case "send-back": {
      const note = ReturnNoteSchema.safeParse(form.note ?? "");
      if (!note.success) {
        const message = note.error.issues[0]?.message ?? "Write a note.";
        return refuse(400, message, { note: message });
      }
      const outcome = await pageDataOr503("content", () => sendBack(type, id, note.data, by));
      if (!outcome.ok) return refuse(outcome.status, outcome.error);
      done = {
        title: "Sent Back",
        description: `The ${noun} is back with its writer, with your note.`,
      };
      break;
    }
    default: {
      const outcome = await pageDataOr503("content", () =>
        form.intent === "submit"
          ? submitForReview(type, id, by)
          : form.intent === "approve"
            ? approveReview(type, id, version, by)
            : form.intent === "publish"
              ? publishItem(type, id, version, by)
              : discardDraft(type, id, by),
      );
      if (!outcome.ok) return refuse(outcome.status, outcome.error);
      done =
        form.intent === "submit"
          ? {
              title: "Submitted",
              description: `The ${noun} is in review: an editor will look at it.`,
            }
          : form.intent === "discard-draft"
            ? {
                title: "Draft Discarded",
                description: "The published version stays; the draft is kept in the history.",
              }
            : {
                title: form.intent === "approve" ? "Approved" : "Published",
                description: `Version ${outcome.item.version}. ${stateWords(type, outcome.item.fields)}${publicPagesNote(outcome.publicPages)}`,
              };
    }
  }
  throw redirect(href("/admin/dashboard/content/:type/:id", { type, id: String(id) }), {
    headers: { "Set-Cookie": flashToastCookie(done) },
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const type = typeOf(params.type);
  const id = idOf(params.id);
  const by = actingFrom(context);
  const read = await readEditorForm(request);
  if (typeof read === "string") {
    return data(
      {
        error: read,
        fieldErrors: { alt: read },
        isStale: false,
        isUpload: true,
        values: {} as Record<string, string>,
        toast: serverToast({ title: "Not Saved", description: read, variant: "destructive" }),
      },
      { status: 400 },
    );
  }
  const { form, files } = read;
  const { alt: _alt, retryPhoto, ...typed } = form;
  if (retryPhoto !== undefined && id !== null) {
    // A photo whose processing failed goes through the job again; the form keeps what was typed.
    const mediaId = Number(retryPhoto);
    const photo =
      Number.isSafeInteger(mediaId) && mediaId > 0 ? await retryMedia(mediaId, by.actor) : null;
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
  if (form.intent === "upload" && id !== null) {
    const { outcome, refused } = await pageDataOr503("photos", () =>
      addPhotos(type, id, files, form, by),
    );
    // The typed fields come back as they were: the upload saved the photos, nothing else.
    return data(
      {
        error: outcome.ok ? null : outcome.error,
        fieldErrors: !outcome.ok && outcome.status === 400 ? (outcome.fieldErrors ?? {}) : {},
        isStale: !outcome.ok && outcome.status === 409,
        isUpload: true,
        values: outcome.ok ? typed : form,
        toast: serverToast(
          outcome.ok
            ? {
                title: "Photos Added",
                description: `Saved as version ${outcome.item.version}; photos show on the page once processed. Your other changes are kept here, not saved yet: press Save to keep them.${refused.length > 0 ? ` Not added: ${refused.join(" ")}` : ""}`,
                ...(refused.length > 0 ? { variant: "destructive" as const } : {}),
              }
            : { title: "Not Uploaded", description: outcome.error, variant: "destructive" },
        ),
      },
      { status: outcome.ok ? 200 : outcome.status },
    );
  }
  const version = Number(form.version);
  if (id !== null && WORKFLOW_INTENTS.has(form.intent ?? "")) {
    return workflowStep(type, id, form, by);
  }
  const outcome = await pageDataOr503("content", () => {
    if (id === null) return createItem(type, fromFormValues(type, form), by);
    if (form.intent === "restore" || form.intent === "restore-publish") {
      return restoreRevision(type, id, Number(form.revision), version, by, {
        publish: form.intent === "restore-publish",
      });
    }
    const photos = readPhotoFields(form);
    return saveItem(
      type,
      id,
      version,
      { ...fromFormValues(type, form), ...(photos ? { photos } : {}) },
      by,
      { asDraft: form.intent === "save-draft" },
    );
  });
  if (outcome.ok) {
    const noun = CONTENT_NOUNS[type].one;
    const unsentPhotos =
      files.length > 0 ? " The chosen photos were not uploaded: press Upload to add them." : "";
    throw redirect(
      href("/admin/dashboard/content/:type/:id", { type, id: String(outcome.item.id) }),
      {
        headers: {
          "Set-Cookie": flashToastCookie({
            title: id === null ? "Created" : outcome.changed ? "Saved" : "No Changes",
            description: outcome.draftVersion
              ? `${form.intent === "restore" ? `Version ${form.revision} restored as a draft` : "Saved as a draft"} (version ${outcome.draftVersion}). Visitors still see the published ${noun} until the draft is published.${unsentPhotos}`
              : form.intent === "restore" || form.intent === "restore-publish"
                ? `The ${noun} is back to version ${form.revision}, saved as version ${outcome.item.version}. ${stateWords(type, outcome.item.fields)}${publicPagesNote(outcome.publicPages)}`
                : `Version ${outcome.item.version}. ${stateWords(type, outcome.item.fields)}${publicPagesNote(outcome.publicPages)}${unsentPhotos}`,
          }),
        },
      },
    );
  }
  const fieldCount = outcome.status === 400 ? Object.keys(outcome.fieldErrors ?? {}).length : 0;
  return data(
    {
      error: outcome.error,
      fieldErrors: outcome.status === 400 ? (outcome.fieldErrors ?? {}) : {},
      isStale: outcome.status === 409,
      isUpload: false,
      values: typed,
      toast: serverToast({
        title: "Not Saved",
        description:
          fieldCount > 0
            ? `${fieldCount === 1 ? "One field needs" : `${fieldCount} fields need`} attention: see the messages beside ${fieldCount === 1 ? "it" : "them"}.`
            : outcome.error,
        variant: "destructive",
      }),
    },
    { status: outcome.status },
  );
}

const SHELVES = [
  { value: "travel", label: "Recommended Travel Accessories" },
  { value: "ghana", label: "Essentials for Ghana's Climate" },
];

/** The id of a field's control, for the error summary's links. */
function controlId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

function FormControl(props: {
  field: FormField;
  value: string;
  /** Every value of the form, for the fields that span several controls (amenities). */
  values: Readonly<Record<string, string>>;
  error?: string;
  /** The options of a city or FAQ category field. */
  choices: { slug: string; name: string }[];
  /** For a new item's slug: the one the server makes from the title when it is left empty. */
  suggestedSlug?: string;
  /** What the title field is called ("name" for a hotel). */
  titleLabel: string;
}) {
  const { field, value, error } = props;
  const common = {
    id: controlId(field.name),
    label: field.label,
    name: field.name,
    hint: field.hint,
    error,
  };
  switch (field.kind) {
    case "textarea":
      return <Field {...common} multiline rows={7} defaultValue={value} />;
    case "markdown":
      return (
        <Field
          {...common}
          multiline
          rows={18}
          defaultValue={value}
          hint={
            field.hint ??
            "Markdown: ## for a heading, - for a list item, **bold**, [label](/path) for a link."
          }
          controlClassName="font-mono text-sm"
        />
      );
    case "pairs":
    case "places":
    case "sources":
    case "practical":
      return <Field {...common} multiline rows={5} defaultValue={value} />;
    case "listing-status":
      return (
        <SelectField
          id={common.id}
          label={field.label}
          name={field.name}
          defaultValue={value || "unverified"}
          error={error}
          options={[
            { value: "verified", label: "Verified: public sources show it exists here (listed)" },
            { value: "unverified", label: "Unverified: not listed until checked" },
          ]}
        />
      );
    case "checkbox":
      return (
        <div className="flex items-center gap-2">
          <input
            type="checkbox"
            id={common.id}
            name={field.name}
            defaultChecked={value !== ""}
            className="size-4 accent-brand-700"
          />
          <label htmlFor={common.id} className="text-sm font-semibold text-slate-900">
            {field.label}
          </label>
        </div>
      );
    case "amenities": {
      const unknown = value
        .split(",")
        .map((key) => key.trim())
        .filter((key) => key && !isAmenity(key));
      const errorId = error ? `${common.id}-error` : undefined;
      return (
        <fieldset
          id={common.id}
          tabIndex={-1}
          aria-describedby={errorId}
          className="rounded-lg border border-slate-300 p-4"
        >
          <legend className="px-1 text-sm font-semibold text-slate-900">{field.label}</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {AMENITIES.map((amenity) => (
              <li key={amenity}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={`${field.name}.${amenity}`}
                    defaultChecked={Boolean(props.values[`${field.name}.${amenity}`])}
                    className="size-6 accent-brand-700"
                  />
                  {AMENITY_LABELS[amenity]}
                </label>
              </li>
            ))}
          </ul>
          {unknown.length > 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              Stored but not in the list, so dropped when you save: {unknown.join(", ")}.
            </p>
          ) : null}
          {error ? (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
        </fieldset>
      );
    }
    case "hotel-type": {
      // A stored type outside the vocabulary stays visible, so a save cannot change it silently.
      const isKnown = value === "" || knownHotelType(value) !== null;
      return (
        <SelectField
          id={common.id}
          label={field.label}
          name={field.name}
          defaultValue={knownHotelType(value) ?? value}
          error={error}
          options={[
            ...(value === "" ? [{ value: "", label: "Choose a type" }] : []),
            ...(isKnown ? [] : [{ value, label: `${value} (not a known type: choose another)` }]),
            ...HOTEL_TYPES.map((type) => ({ value: type, label: hotelTypeLabel(type) })),
          ]}
        />
      );
    }
    case "city":
    case "faq-category":
    case "guide-category":
    case "shelf":
      return (
        <SelectField
          id={common.id}
          label={field.label}
          name={field.name}
          defaultValue={value}
          error={error}
          options={
            field.kind === "guide-category"
              ? GUIDE_CATEGORIES
              : field.kind === "shelf"
                ? SHELVES
                : props.choices.map((choice) => ({ value: choice.slug, label: choice.name }))
          }
        />
      );
    case "number":
      return <Field {...common} inputMode="decimal" defaultValue={value} />;
    case "datetime":
      return <Field {...common} type="datetime-local" defaultValue={value} />;
    case "date":
      return <Field {...common} type="date" defaultValue={value} />;
    case "slug":
      return props.suggestedSlug === undefined ? (
        <Field {...common} defaultValue={value} spellCheck={false} />
      ) : (
        <Field
          {...common}
          defaultValue={value}
          spellCheck={false}
          placeholder={props.suggestedSlug || undefined}
          hint={`${field.hint ?? ""} Leave it empty to make it from the ${props.titleLabel}${props.suggestedSlug ? `: ${props.suggestedSlug}` : ""}.`.trim()}
        />
      );
    default:
      return <Field {...common} defaultValue={value} />;
  }
}

/** The form's string fields as they are now, photo rows and the upload's controls included. */
function currentValues(form: HTMLFormElement | null): Record<string, string> {
  if (!form) return {};
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value;
    else if (value.size > 0) values[name] = value.name;
  }
  return values;
}

const LEAVE_QUESTION = "You have unsaved changes. Leave this page and lose them?";

/**
 * Asks before leaving a form with unsaved changes: the browser's own prompt for a reload, a
 * closed tab or a typed address, and a confirmation for a link to another page of the dashboard.
 * The link check runs before React Router sees the click. (React Router's useBlocker would do it
 * too, but it would add to the framework script every public page loads, past the page budget.)
 */
function useLeaveWarning(hasUnsaved: () => boolean) {
  useEffect(() => {
    const confirmLink = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return;
      const next = new URL(link.href, window.location.href);
      if (next.origin !== window.location.origin || next.pathname === window.location.pathname) {
        return;
      }
      if (hasUnsaved() && !window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsaved()) event.preventDefault();
    };
    document.addEventListener("click", confirmLink, true);
    window.addEventListener("beforeunload", warn);
    return () => {
      document.removeEventListener("click", confirmLink, true);
      window.removeEventListener("beforeunload", warn);
    };
  }, [hasUnsaved]);
}

export default function ContentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { type, item, revisions, choices, workflow } = loaderData;
  const navigation = useNavigation();
  useServerToast(actionData?.toast);
  const noun = CONTENT_NOUNS[type].one;
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused save or an upload the form keeps what was typed; otherwise it shows what is
  // stored.
  const values = actionData?.values.version !== undefined ? actionData.values : loaderData.values;
  const status = values.status || loaderData.status;
  const titleField = TITLE_FIELD[type];
  const titleLabel = (
    CONTENT_FORM_FIELDS[type].find((field) => field.name === titleField)?.label ?? "title"
  ).toLowerCase();
  const [typedTitle, setTypedTitle] = useState(values[titleField] ?? "");
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const errorList = Object.entries(fieldErrors).filter(([name]) => name !== "alt");
  const isUploading =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const isSaving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const stored: Record<string, string> = {
    ...loaderData.values,
    status: loaderData.status,
    ...Object.fromEntries(
      loaderData.photos.map((photo, index) => [`photo.${index}.alt`, photo.alt]),
    ),
    ...(loaderData.photos[0] ? { cover: String(loaderData.photos[0].mediaId) } : {}),
  };
  const hasUnsaved = () => {
    const current = currentValues(formRef.current);
    return Boolean(current.file) || hasUnsavedChanges(type, stored, current);
  };
  useLeaveWarning(hasUnsaved);
  /** A photo row as typed before an upload, or as stored. */
  const typedPhoto = (index: number, mediaId: number) =>
    actionData?.isUpload && values[`photo.${index}.id`] === String(mediaId)
      ? {
          alt: values[`photo.${index}.alt`],
          isCover: values.cover === String(mediaId),
          isRemoved: Boolean(values[`photo.${index}.remove`]),
        }
      : null;

  return (
    <div className="space-y-8">
      <p>
        <Link
          to={href("/admin/dashboard/content/:type?", { type })}
          className="text-sm font-semibold text-brand-800 underline"
        >
          All {CONTENT_NOUNS[type].many}
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <Heading level={2} size="section">
          {loaderData.title ?? `New ${noun}`}
        </Heading>
        {item && loaderData.isLive && loaderData.sitePath ? (
          <a href={loaderData.sitePath} className="text-sm font-semibold text-brand-800 underline">
            View on the site
          </a>
        ) : null}
        {loaderData.scheduled ? (
          <p className="text-sm font-semibold text-sky-900">{loaderData.scheduled}</p>
        ) : null}
      </div>
      {item ? (
        <p className="text-sm text-slate-700">
          Version {item.version}, last saved {formatDateTime(item.updatedAt)}.
        </p>
      ) : null}
      {item && workflow?.draftVersion ? (
        <DraftNotice
          draftVersion={workflow.draftVersion}
          liveVersionNote={
            loaderData.liveStatus === "published"
              ? `The published ${noun} is the one on the site.`
              : `The ${noun} itself is ${loaderData.liveStatus}.`
          }
          version={item.version}
          canPublish={loaderData.canPublish}
        />
      ) : null}
      {loaderData.previewPath ? (
        <p className="text-sm text-slate-700">
          <a
            href={loaderData.previewPath}
            className="font-semibold text-brand-800 underline"
            target="_blank"
            rel="noopener"
          >
            Preview this version
          </a>{" "}
          (the link works for {loaderData.previewDays} days without logging in: send it to anyone
          who should see the page before it is public).
        </p>
      ) : null}
      {actionData?.isStale ? (
        <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
          <p>{actionData.error}</p>
          <p className="mt-2">
            <Link to="." reloadDocument className="font-semibold underline">
              Load the newest version
            </Link>{" "}
            (copy anything you want to keep first).
          </p>
        </div>
      ) : null}
      {errorList.length > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900"
        >
          <p className="font-semibold">
            Not saved:{" "}
            {errorList.length === 1 ? "one field needs" : `${errorList.length} fields need`}{" "}
            attention.
          </p>
          <ul className="mt-2 list-disc pl-5">
            {errorList.map(([name, message]) => (
              <li key={name}>
                <a href={`#${controlId(name)}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-10">
          <Form
            ref={formRef}
            id="content-form"
            method="post"
            encType="multipart/form-data"
            className="space-y-5"
            aria-label={`Edit ${noun}`}
            onChange={(event: ChangeEvent<HTMLFormElement>) => {
              const target = event.target as unknown as HTMLInputElement;
              if (target.name === titleField) setTypedTitle(target.value);
            }}
          >
            <input type="hidden" name="version" value={item?.version ?? 0} />
            <SelectField
              key={`status-${status}-${loaderData.valuesKey}`}
              id={controlId("status")}
              label="Status"
              name="status"
              defaultValue={status}
              error={fieldErrors.status}
              options={CONTENT_STATUSES.map((value) => ({
                value,
                label:
                  value === "draft"
                    ? "Draft (not on the site)"
                    : value === "published"
                      ? type === "posts"
                        ? "Published (public from its publish time)"
                        : "Published"
                      : "Archived (its page says it is gone)",
              }))}
            />
            {CONTENT_FORM_FIELDS[type].map((field) => (
              <FormControl
                key={`${field.name}-${loaderData.valuesKey}`}
                field={field}
                value={values[field.name] ?? ""}
                values={values}
                error={fieldErrors[field.name]}
                choices={choices}
                suggestedSlug={!item && field.kind === "slug" ? slugify(typedTitle) : undefined}
                titleLabel={titleLabel}
              />
            ))}
            {item && loaderData.photos.length > 0 ? (
              <fieldset
                id={controlId("photos")}
                tabIndex={-1}
                className="space-y-4 rounded-lg border border-slate-300 p-4"
              >
                <legend className="px-1 font-semibold text-slate-900">Photos</legend>
                <p className="text-sm text-slate-700">
                  {type === "hotels"
                    ? "The cover shows first on the hotel's page and on its cards."
                    : "The cover shows at the top of the page."}
                </p>
                {fieldErrors.photos ? (
                  <p role="alert" className="text-sm font-medium text-red-800">
                    {fieldErrors.photos}
                  </p>
                ) : null}
                <ul className="grid gap-6 sm:grid-cols-2">
                  {loaderData.photos.map((photo, index) => {
                    const typed = typedPhoto(index, photo.mediaId);
                    return (
                      <li key={`${photo.mediaId}-${loaderData.photosKey}`} className="space-y-2">
                        {photo.thumbnail ? (
                          <img
                            src={photo.thumbnail}
                            alt=""
                            width={320}
                            height={213}
                            className="aspect-[3/2] w-full rounded-md object-cover"
                          />
                        ) : photo.status === "failed" ? (
                          <div
                            role="alert"
                            className="space-y-2 rounded-md bg-red-50 p-4 text-sm text-red-900"
                          >
                            <p>
                              <strong>Failed:</strong> this photo could not be processed.{" "}
                              {photo.error}
                            </p>
                            <p>Try again, or tick Remove and save to take it off.</p>
                            <Button
                              variant="outline"
                              size="sm"
                              name="retryPhoto"
                              value={photo.mediaId}
                              formNoValidate
                            >
                              Try again
                            </Button>
                          </div>
                        ) : (
                          <p className="rounded-md bg-slate-100 p-4 text-sm text-slate-700">
                            Still being processed: it shows on the page in a moment.
                          </p>
                        )}
                        <input type="hidden" name={`photo.${index}.id`} value={photo.mediaId} />
                        <Field
                          label={`Alternative text for photo ${index + 1}`}
                          name={`photo.${index}.alt`}
                          defaultValue={typed?.alt ?? photo.alt}
                        />
                        <div className="flex gap-6 text-sm">
                          <label className="flex items-center gap-2">
                            <input
                              type="radio"
                              name="cover"
                              value={photo.mediaId}
                              defaultChecked={typed ? typed.isCover : index === 0}
                              className="accent-brand-700"
                            />
                            Cover
                          </label>
                          <label className="flex items-center gap-2">
                            <input
                              type="checkbox"
                              name={`photo.${index}.remove`}
                              defaultChecked={typed?.isRemoved ?? false}
                              className="accent-brand-700"
                            />
                            Remove
                          </label>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button name="intent" value="save" isPending={isSaving} pendingLabel="Saving...">
                {item ? "Save" : `Create ${noun}`}
              </Button>
              {item &&
              loaderData.canPublish &&
              loaderData.liveStatus !== "draft" &&
              !workflow?.draftVersion ? (
                <Button name="intent" value="save-draft" variant="outline">
                  Draft for later
                </Button>
              ) : null}
            </div>
            {item && !loaderData.canPublish && loaderData.liveStatus === "published" ? (
              <p className="text-sm text-slate-700">
                Your changes are saved as a draft for review: visitors keep seeing the published{" "}
                {noun} until an editor publishes it.
              </p>
            ) : null}
          </Form>
          {item && takesPhotos(type) ? (
            <section
              aria-labelledby="add-photos"
              className="space-y-4 rounded-lg border border-slate-300 p-4"
            >
              <Heading id="add-photos" level={3} size="subsection">
                {type === "hotels" ? "Add photos" : "Set the cover photo"}
              </Heading>
              <p className="text-sm text-slate-700">
                Uploading saves the photos only: what you typed above stays in the form, unsaved,
                until you press Save.
              </p>
              <div>
                <label htmlFor="photo-files" className="block text-sm font-semibold text-slate-900">
                  {type === "hotels" ? "Photos" : "Photo"} (JPEG, PNG, WebP or AVIF, up to 15 MB
                  each)
                </label>
                <input
                  key={`files-${item.version}`}
                  id="photo-files"
                  form="content-form"
                  type="file"
                  name="file"
                  multiple={type === "hotels"}
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  className="mt-1 block text-sm"
                />
              </div>
              <Field
                key={`alt-${item.version}`}
                id={controlId("alt")}
                form="content-form"
                label="What the photos show (alternative text)"
                name="alt"
                hint="Read out to people who cannot see the photo; change it per photo after the upload."
                error={fieldErrors.alt}
              />
              <Button
                form="content-form"
                variant="outline"
                name="intent"
                value="upload"
                isPending={isUploading}
                pendingLabel="Uploading..."
              >
                Upload
              </Button>
            </section>
          ) : null}
        </div>

        {item ? (
          <div className="space-y-10">
            {workflow ? (
              <ReviewPanel
                workflow={workflow}
                version={item.version}
                canPublish={loaderData.canPublish}
                hasSomethingToReview={
                  loaderData.liveStatus === "draft" || workflow.draftVersion !== null
                }
                noteError={fieldErrors.note}
              />
            ) : null}
            {workflow ? (
              <SchedulePanel
                schedules={workflow.schedules}
                version={item.version}
                canSchedule={loaderData.canPublish}
                minTime={loaderData.minScheduleTime}
                errors={{
                  publish: fieldErrors["at-publish"],
                  unpublish: fieldErrors["at-unpublish"],
                }}
              />
            ) : null}
            <Section id="revisions" title="History" size="minor">
              {revisions.length === 0 ? (
                <p className="mt-3 text-sm text-slate-700">
                  As first imported; no one has saved it in the studio yet.
                </p>
              ) : null}
              {revisions.length > 1 ? (
                <Form
                  method="get"
                  action={href("/admin/dashboard/content/:type/:id/compare", {
                    type,
                    id: String(item.id),
                  })}
                  className="mt-3 flex flex-wrap items-end gap-2"
                  aria-label="Compare two versions"
                >
                  <SelectField
                    label="From"
                    name="from"
                    defaultValue={String(revisions[1]!.version)}
                    options={revisions.map((revision) => ({
                      value: String(revision.version),
                      label: `Version ${revision.version}`,
                    }))}
                  />
                  <SelectField
                    label="To"
                    name="to"
                    defaultValue={String(revisions[0]!.version)}
                    options={revisions.map((revision) => ({
                      value: String(revision.version),
                      label: `Version ${revision.version}`,
                    }))}
                  />
                  <Button variant="outline" size="sm">
                    Compare
                  </Button>
                </Form>
              ) : null}
              <ol className="mt-3 space-y-4 text-sm">
                {revisions.map((revision) => (
                  <li key={revision.version}>
                    <p className="font-semibold text-slate-900">
                      Version {revision.version}
                      {revision.isDraft ? " (draft)" : ""}
                      {revision.version === workflow?.draftVersion
                        ? " (the draft being edited)"
                        : revision.version === item.version && !workflow?.draftVersion
                          ? " (current)"
                          : ""}
                    </p>
                    <p className="text-slate-700">
                      <time dateTime={revision.createdAt}>
                        {formatDateTime(revision.createdAt)}
                      </time>{" "}
                      by {revision.actor}
                    </p>
                    <p className="break-words text-slate-700">
                      Changed:{" "}
                      {Object.keys(revision.changes)
                        .map((field) => fieldLabel(field))
                        .join(", ") || "nothing"}
                    </p>
                    {revision.version !== item.version ? (
                      <Form method="post" className="mt-1 flex flex-wrap gap-2">
                        <input type="hidden" name="version" value={item.version} />
                        <input type="hidden" name="revision" value={revision.version} />
                        <button
                          type="submit"
                          name="intent"
                          value="restore"
                          className={buttonClass({ variant: "outline", size: "sm" })}
                        >
                          Restore version {revision.version} as a draft
                        </button>
                        {loaderData.canPublish ? (
                          <button
                            type="submit"
                            name="intent"
                            value="restore-publish"
                            className={buttonClass({ variant: "outline", size: "sm" })}
                          >
                            Restore and publish version {revision.version}
                          </button>
                        ) : null}
                      </Form>
                    ) : null}
                  </li>
                ))}
              </ol>
            </Section>
          </div>
        ) : null}
      </div>
    </div>
  );
}
