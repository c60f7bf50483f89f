// The content studio's editor for one hotel, city or post (or a new one): every field, its
// status, and its history. A save carries the version the form was loaded at, so a save over
// someone else's newer one is refused with a message instead of overwriting it; any earlier
// version can be restored as a new one. Photos are uploaded with the same form, so an upload
// keeps what was typed (unsaved) with or without JavaScript, and leaving with unsaved changes asks
// first.
import { useRef, useState, type ChangeEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { href } from "#app/paths.ts";
import { actingFrom } from "#app/admin/studio/content-api.server.ts";
import {
  readEditorForm,
  retryPhoto,
  restoreStep,
  saveStep,
  unreadableForm,
  uploadPhotos,
  workflowStep,
  WORKFLOW_INTENTS,
} from "#app/admin/studio/content-edit.server.ts";
import { DraftNotice, ReviewPanel, SchedulePanel } from "#app/admin/studio/editorial-panels.tsx";
import { FormControl, StatusControl } from "#app/admin/studio/field-controls.tsx";
import { useUnsavedWarning } from "#app/admin/studio/leave-warning.ts";
import {
  EditorHeader,
  ErrorSummary,
  PreviewNote,
  RefusalNotice,
  StaleNotice,
} from "#app/admin/studio/edit-notices.tsx";
import { PhotoUpload, PlacedPhotos, typedPhotoOf } from "#app/admin/studio/photo-panel.tsx";
import { RevisionsPanel } from "#app/admin/studio/revisions-panel.tsx";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { contentTypeParam, itemIdParam } from "#app/admin/studio/content-params.ts";
import { can } from "#app/domain/accounts/roles.ts";
import { accraInputValue, statusChoices } from "#app/domain/content/editorial.ts";
import { formFingerprint } from "#app/admin/shell/form-fingerprint.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { CONTENT_STATUSES } from "#app/domain/content/content-fields.ts";
import { isPageType, takesPhotos } from "#app/domain/content/content-schemas.ts";
import {
  CONTENT_FORM_FIELDS,
  CONTENT_NOUNS,
  TITLE_FIELD,
  toFormValues,
} from "#app/domain/content/studio-form.ts";
import { publicationState, scheduledFor } from "#app/domain/content/publication.ts";
import { slugify } from "#app/domain/content/slug.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { PREVIEW_DAYS, previewLink, publicPath } from "#app/models/preview.server.ts";
import { getMedia } from "#app/models/media.server.ts";
import {
  getContentItem,
  listCityChoices,
  listFaqCategoryChoices,
  listRevisions,
} from "#app/models/content-store.server.ts";
import { getWorkflow } from "#app/models/editorial.server.ts";
import { frenchStatesOf } from "#app/models/french-versions.server.ts";
import { frenchStateLabel, isTranslatable } from "#app/domain/content/french-version.ts";
import type { Route } from "./+types/content-edit";

/** The editor's form, which the workflow buttons beside it belong to (their `form=`). */
const EDITOR_FORM = "content-form";

/** An item's number, or null on the address of a new one. */
function idOf(value: string): number | null {
  return value === "new" ? null : itemIdParam(value);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const type = contentTypeParam(params.type);
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
  const frenchState =
    id !== null && isTranslatable(type)
      ? ((await pageDataOr503("content", () => frenchStatesOf(type, [id]))).get(id) ?? null)
      : null;
  if (id !== null && !item) throw new Response("No such item.", { status: 404 });
  const placed = (item?.fields.photos ?? []) as { mediaId: number; alt: string }[];
  const uploads = await pageDataOr503("content", () =>
    Promise.all(placed.map((photo) => getMedia(photo.mediaId))),
  );
  // With a pending draft, the form edits the draft; the live version stays as it is.
  const draft = workflow?.draft ?? null;
  const values = item ? toFormValues(type, draft?.fields ?? item.fields) : {};
  const formStatus = item ? String((draft?.fields ?? item.fields).status) : "draft";
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
    // The version named is the newest save, maybe a pending draft's, which leaves the row's own
    // time (the live version's) alone: its revision says when it was saved.
    item: item && {
      id: item.id,
      version: item.version,
      savedAt:
        revisions.find((revision) => revision.version === item.version)?.createdAt ??
        item.updatedAt,
    },
    status: formStatus,
    /** Offer only what the role may choose: a contributor keeps the status it found. */
    statusChoices: statusChoices(role, formStatus, CONTENT_STATUSES),
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
    /** The French version's status, for the kinds with one (issue 44); null otherwise. */
    frenchState,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const type = contentTypeParam(params.type);
  const id = idOf(params.id);
  const by = actingFrom(context);
  const read = await readEditorForm(request);
  if (typeof read === "string") return unreadableForm(read);
  const { form, files } = read;
  const { alt: _alt, retryPhoto: retry, ...typed } = form;
  if (retry !== undefined && id !== null) return retryPhoto(retry, typed, by);
  if (form.intent === "upload" && id !== null) {
    return uploadPhotos(type, id, form, typed, files, by);
  }
  if (id !== null && WORKFLOW_INTENTS.has(form.intent ?? "")) {
    return workflowStep(type, id, form, typed, by);
  }
  if (id !== null && (form.intent === "restore" || form.intent === "restore-publish")) {
    return restoreStep(type, id, form, typed, by);
  }
  return saveStep(type, id, form, typed, files, by);
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
  useUnsavedWarning(formRef, type, loaderData);
  const typedPhoto = typedPhotoOf(values, Boolean(actionData?.isUpload));

  return (
    <div className="space-y-8">
      <EditorHeader
        type={type}
        title={loaderData.title}
        sitePath={item && loaderData.isLive ? loaderData.sitePath : null}
        scheduled={loaderData.scheduled}
        saved={item}
      />
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
          editorForm={EDITOR_FORM}
        />
      ) : null}
      {item && loaderData.frenchState ? (
        <p className="text-sm text-slate-800">
          French version: <strong>{frenchStateLabel(loaderData.frenchState)}</strong>.{" "}
          <Link
            to={href("/admin/dashboard/content/:type/:id/fr", { type, id: String(item.id) })}
            className="font-semibold text-brand-800 underline"
          >
            {loaderData.frenchState.state === "missing"
              ? "Translate into French"
              : "Edit in French"}
          </Link>
        </p>
      ) : null}
      {loaderData.previewPath ? (
        <PreviewNote path={loaderData.previewPath} days={loaderData.previewDays} />
      ) : null}
      {item && type === "hotels" && loaderData.canPublish ? (
        <p>
          <Link
            to={href("/admin/dashboard/fact-sheets/hotel/:hotelId", { hotelId: String(item.id) })}
            className="font-semibold text-brand-800 underline"
          >
            Ask the hotel for its fact sheet
          </Link>{" "}
          (power, water, payment, pickup, licence, check-in times and rates, stated by the hotel).
        </p>
      ) : null}
      {actionData?.isStale ? <StaleNotice error={actionData.error} /> : null}
      {/* A refused step's reason on the page itself, since the toast needs JavaScript. */}
      {actionData?.error &&
      !actionData.isStale &&
      !actionData.isUpload &&
      errorList.length === 0 ? (
        <RefusalNotice message={actionData.error} />
      ) : null}
      <ErrorSummary errors={errorList} />

      <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-10">
          <Form
            ref={formRef}
            id={EDITOR_FORM}
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
            <StatusControl
              key={`status-${status}-${loaderData.valuesKey}`}
              type={type}
              status={status}
              choices={loaderData.statusChoices}
              error={fieldErrors.status}
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
              <PlacedPhotos
                type={type}
                photos={loaderData.photos}
                photosKey={loaderData.photosKey}
                error={fieldErrors.photos}
                typedPhoto={typedPhoto}
              />
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
            <PhotoUpload
              type={type}
              version={item.version}
              isUploading={isUploading}
              altError={fieldErrors.alt}
            />
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
                editorForm={EDITOR_FORM}
              />
            ) : null}
            {workflow ? (
              <SchedulePanel
                schedules={workflow.schedules}
                version={item.version}
                canSchedule={loaderData.canPublish}
                minTime={loaderData.minScheduleTime}
                fieldErrors={fieldErrors}
                editorForm={EDITOR_FORM}
              />
            ) : null}
            <RevisionsPanel
              type={type}
              item={item}
              revisions={revisions}
              draftVersion={workflow?.draftVersion ?? null}
              canPublish={loaderData.canPublish}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
