// The content studio's editor for one hotel, city or post (or a new one): every field, its
// status, and its history. A save carries the version the form was loaded at, so a save over
// someone else's newer one is refused with a message instead of overwriting it; any earlier
// version can be restored as a new one.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { operatorFrom } from "#app/admin/actor.server.ts";
import { GUIDE_CATEGORIES } from "#app/content/guide-categories.ts";
import { CONTENT_PATH, PREVIEW_DAYS, PREVIEW_PARAM, publicPath } from "#app/admin/content-paths.ts";
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
  readPhotoFields,
  TITLE_FIELD,
  toFormValues,
  type FormField,
} from "#app/domain/content-form.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import { formFields } from "#app/domain/form-fields.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import {
  CONTENT_BODY_LIMIT_BYTES,
  readFormData,
  STUDIO_UPLOAD_LIMIT_BYTES,
} from "#app/http/request-body.server.ts";
import { flashToastCookie, serverToast } from "#app/http/toast.server.ts";
import { previewToken } from "#app/models/preview.server.ts";
import { getMedia, storeUpload } from "#app/models/media.server.ts";
import { PhotoError } from "#app/media/photos.server.ts";
import { readMediaUpload } from "#app/http/media-upload.server.ts";
import type { Actor } from "#app/models/audit-log.server.ts";
import {
  createContent,
  getContentItem,
  listCityChoices,
  listFaqCategoryChoices,
  listRevisions,
  restoreRevision,
  updateContent,
  type SaveOutcome,
} from "#app/models/content-store.server.ts";
import type { Route } from "./+types/dashboard-content-edit";

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

export async function loader({ params }: Route.LoaderArgs) {
  const type = typeOf(params.type);
  const id = idOf(params.id);
  const [item, revisions, choices] = await pageDataOr503("content", () =>
    Promise.all([
      id === null ? Promise.resolve(null) : getContentItem(type, id),
      id === null ? Promise.resolve([]) : listRevisions(type, id),
      type === "hotels"
        ? listCityChoices()
        : type === "faqs"
          ? listFaqCategoryChoices()
          : Promise.resolve([]),
    ]),
  );
  if (id !== null && !item) throw new Response("No such item.", { status: 404 });
  const placed = (item?.fields.photos ?? []) as { mediaId: number; alt: string }[];
  const uploads = await pageDataOr503("content", () =>
    Promise.all(placed.map((photo) => getMedia(photo.mediaId))),
  );
  return {
    photos: placed.map((photo, index) => ({
      ...photo,
      status: uploads[index]?.status ?? "missing",
      thumbnail: uploads[index]?.urls.find((url) => url.endsWith(".jpg")) ?? null,
    })),
    type,
    item: item && { id: item.id, version: item.version, updatedAt: item.updatedAt },
    status: item ? String(item.fields.status) : "draft",
    values: item ? toFormValues(type, item.fields) : {},
    title: item ? String(item.fields[TITLE_FIELD[type]]) : null,
    sitePath: item ? publicPath(type, item.fields) : null,
    revisions,
    choices,
    previewPath:
      item && isPageType(type)
        ? `${publicPath(type, item.fields)}?${PREVIEW_PARAM}=${previewToken(type, item.id)}`
        : null,
  };
}

/** Photos sent from the upload form: stored, then added to the item (a cover replaces a cover). */
async function addPhotos(
  type: ContentType,
  id: number,
  request: Request,
  actor: Actor,
): Promise<{ outcome: SaveOutcome; form: Record<string, string>; refused: string[] }> {
  if (!takesPhotos(type)) {
    const error = `A ${CONTENT_NOUNS[type].one} has no photos.`;
    return { outcome: { ok: false, status: 400, error, fieldErrors: {} }, form: {}, refused: [] };
  }
  const upload = await readMediaUpload(request, STUDIO_UPLOAD_LIMIT_BYTES);
  if (upload instanceof Response) {
    const { error } = (await upload.json()) as { error: string };
    return { outcome: { ok: false, status: 400, error, fieldErrors: {} }, form: {}, refused: [] };
  }
  const { files, fields } = upload;
  const alt = (fields.alt ?? "").trim();
  const fail = (error: string) => ({
    outcome: { ok: false as const, status: 400 as const, error, fieldErrors: { alt: error } },
    form: fields,
    refused: [],
  });
  if (files.length === 0) return fail("Choose at least one photo to upload.");
  if (!alt) return fail("Describe what the photos show: every photo needs alternative text.");
  const added: { mediaId: number; alt: string }[] = [];
  const refused: string[] = [];
  for (const file of files) {
    try {
      added.push({ mediaId: (await storeUpload(file.bytes)).id, alt });
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      refused.push(`${file.name}: ${error.message}`);
    }
  }
  if (added.length === 0) return { ...fail(refused.join(" ")), refused };
  const item = await getContentItem(type, id);
  if (!item) return { ...fail("The item is gone."), refused };
  const existing = item.fields.photos as { mediaId: number; alt: string }[];
  const photos = type === "hotels" ? [...existing, ...added] : added.slice(0, 1);
  const outcome = await updateContent(type, id, Number(fields.version), { photos }, actor);
  return { outcome, form: fields, refused };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const type = typeOf(params.type);
  const id = idOf(params.id);
  const actor = operatorFrom(context);
  const isUpload = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  let refused: string[] = [];
  let form: Record<string, string>;
  let outcome: SaveOutcome;
  if (isUpload && id !== null) {
    ({ outcome, form, refused } = await pageDataOr503("photos", () =>
      addPhotos(type, id, request, actor),
    ));
    form.intent = "upload";
  } else {
    form = formFields(await readFormData(request, CONTENT_BODY_LIMIT_BYTES));
    const version = Number(form.version);
    const fields = form;
    outcome = await pageDataOr503("content", () => {
      if (id === null) return createContent(type, fromFormValues(type, fields), actor);
      if (fields.intent === "restore") {
        return restoreRevision(type, id, Number(fields.revision), version, actor);
      }
      const photos = readPhotoFields(fields);
      return updateContent(
        type,
        id,
        version,
        { ...fromFormValues(type, fields), ...(photos ? { photos } : {}) },
        actor,
      );
    });
  }
  if (outcome.ok) {
    const noun = CONTENT_NOUNS[type].one;
    throw redirect(`${CONTENT_PATH}/${type}/${outcome.item.id}`, {
      headers: {
        "Set-Cookie": flashToastCookie({
          title:
            id === null
              ? "Created"
              : form.intent === "upload"
                ? "Photos Added"
                : outcome.changed
                  ? "Saved"
                  : "No Changes",
          description:
            form.intent === "restore"
              ? `The ${noun} is back to version ${form.revision}, saved as version ${outcome.item.version}.`
              : form.intent === "upload"
                ? `Saved as version ${outcome.item.version}; photos show on the page once processed.${refused.length > 0 ? ` Not added: ${refused.join(" ")}` : ""}`
                : `Version ${outcome.item.version} of the ${noun} is ${String(outcome.item.fields.status)}.`,
          ...(refused.length > 0 ? { variant: "destructive" as const } : {}),
        }),
      },
    });
  }
  return data(
    {
      error: outcome.error,
      fieldErrors: outcome.status === 400 ? outcome.fieldErrors : {},
      isStale: outcome.status === 409,
      values: form,
      toast: serverToast({
        title: "Not Saved",
        description: outcome.error,
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

function FormControl(props: {
  field: FormField;
  value: string;
  error?: string;
  /** The options of a city or FAQ category field. */
  choices: { slug: string; name: string }[];
}) {
  const { field, value, error } = props;
  const common = { label: field.label, name: field.name, hint: field.hint, error };
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
      return <Field {...common} multiline rows={5} defaultValue={value} />;
    case "checkbox":
      return (
        <div className="flex items-center gap-2">
          <input
            type="checkbox"
            id={`field-${field.name}`}
            name={field.name}
            defaultChecked={value !== ""}
            className="size-4 accent-brand-700"
          />
          <label htmlFor={`field-${field.name}`} className="text-sm font-semibold text-slate-900">
            {field.label}
          </label>
        </div>
      );
    case "city":
    case "faq-category":
    case "guide-category":
    case "shelf":
      return (
        <SelectField
          label={field.label}
          name={field.name}
          defaultValue={value}
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
    default:
      return <Field {...common} defaultValue={value} spellCheck={field.kind !== "slug"} />;
  }
}

export default function ContentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { type, item, revisions, choices } = loaderData;
  const navigation = useNavigation();
  useServerToast(actionData?.toast);
  const noun = CONTENT_NOUNS[type].one;
  // After a refused save the form keeps what was typed; otherwise it shows what is stored.
  const isUploadAnswer = actionData?.values.intent === "upload";
  const values = actionData && !isUploadAnswer ? actionData.values : loaderData.values;
  const status = (!isUploadAnswer && actionData?.values.status) || loaderData.status;
  const isUploading =
    navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const isSaving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  return (
    <div className="space-y-8">
      <p>
        <Link
          to={`${CONTENT_PATH}/${type}`}
          className="text-sm font-semibold text-brand-800 underline"
        >
          All {CONTENT_NOUNS[type].many}
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <Heading level={2} size="section">
          {loaderData.title ?? `New ${noun}`}
        </Heading>
        {item && loaderData.status === "published" && loaderData.sitePath ? (
          <a href={loaderData.sitePath} className="text-sm font-semibold text-brand-800 underline">
            View on the site
          </a>
        ) : null}
      </div>
      {item ? (
        <p className="text-sm text-slate-700">
          Version {item.version}, last saved {formatDateTime(item.updatedAt)}.
        </p>
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
          (the link works for {PREVIEW_DAYS} days without logging in: send it to anyone who should
          see the page before it is public).
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

      <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-10">
          <Form method="post" className="space-y-5" aria-label={`Edit ${noun}`}>
            <input type="hidden" name="version" value={item?.version ?? 0} />
            <SelectField
              key={`status-${status}`}
              label="Status"
              name="status"
              defaultValue={status}
              options={CONTENT_STATUSES.map((value) => ({
                value,
                label:
                  value === "draft"
                    ? "Draft (not on the site)"
                    : value === "published"
                      ? "Published"
                      : "Archived (its page says it is gone)",
              }))}
            />
            {CONTENT_FORM_FIELDS[type].map((field) => (
              <FormControl
                key={`${field.name}-${item?.version ?? "new"}`}
                field={field}
                value={values[field.name] ?? ""}
                error={actionData?.fieldErrors[field.name]}
                choices={choices}
              />
            ))}
            {item && loaderData.photos.length > 0 ? (
              <fieldset className="space-y-4 rounded-lg border border-slate-300 p-4">
                <legend className="px-1 font-semibold text-slate-900">Photos</legend>
                <p className="text-sm text-slate-700">
                  {type === "hotels"
                    ? "The cover shows first on the hotel's page and on its cards."
                    : "The cover shows at the top of the page."}
                </p>
                <ul className="grid gap-6 sm:grid-cols-2">
                  {loaderData.photos.map((photo, index) => (
                    <li key={`${photo.mediaId}-${item.version}`} className="space-y-2">
                      {photo.thumbnail ? (
                        <img
                          src={photo.thumbnail}
                          alt=""
                          width={320}
                          height={213}
                          className="aspect-[3/2] w-full rounded-md object-cover"
                        />
                      ) : (
                        <p className="rounded-md bg-slate-100 p-4 text-sm text-slate-700">
                          {photo.status === "failed"
                            ? "This photo could not be processed: remove it and upload it again."
                            : "Still being processed: it shows on the page in a moment."}
                        </p>
                      )}
                      <input type="hidden" name={`photo.${index}.id`} value={photo.mediaId} />
                      <Field
                        label={`Alternative text for photo ${index + 1}`}
                        name={`photo.${index}.alt`}
                        defaultValue={photo.alt}
                      />
                      <div className="flex gap-6 text-sm">
                        <label className="flex items-center gap-2">
                          <input
                            type="radio"
                            name="cover"
                            value={photo.mediaId}
                            defaultChecked={index === 0}
                            className="accent-brand-700"
                          />
                          Cover
                        </label>
                        <label className="flex items-center gap-2">
                          <input
                            type="checkbox"
                            name={`photo.${index}.remove`}
                            className="accent-brand-700"
                          />
                          Remove
                        </label>
                      </div>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : null}
            <Button name="intent" value="save" isPending={isSaving} pendingLabel="Saving...">
              {item ? "Save" : `Create ${noun}`}
            </Button>
          </Form>
          {item && takesPhotos(type) ? (
            <Form
              method="post"
              encType="multipart/form-data"
              aria-label="Add photos"
              className="space-y-4 rounded-lg border border-slate-300 p-4"
            >
              <Heading level={3} size="subsection">
                {type === "hotels" ? "Add photos" : "Set the cover photo"}
              </Heading>
              <input type="hidden" name="version" value={item.version} />
              <div>
                <label htmlFor="photo-files" className="block text-sm font-semibold text-slate-900">
                  {type === "hotels" ? "Photos" : "Photo"} (JPEG, PNG, WebP or AVIF, up to 15 MB
                  each)
                </label>
                <input
                  id="photo-files"
                  type="file"
                  name="file"
                  multiple={type === "hotels"}
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  className="mt-1 block text-sm"
                />
              </div>
              <Field
                label="What the photos show (alternative text)"
                name="alt"
                hint="Read out to people who cannot see the photo; change it per photo after the upload."
                error={isUploadAnswer ? actionData?.fieldErrors.alt : undefined}
              />
              <Button
                variant="outline"
                name="intent"
                value="upload"
                isPending={isUploading}
                pendingLabel="Uploading..."
              >
                Upload
              </Button>
            </Form>
          ) : null}
        </div>

        {item ? (
          <Section id="revisions" title="History" size="minor">
            {revisions.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700">
                As first imported; no one has saved it in the studio yet.
              </p>
            ) : null}
            <ol className="mt-3 space-y-4 text-sm">
              {revisions.map((revision) => (
                <li key={revision.version}>
                  <p className="font-semibold text-slate-900">
                    Version {revision.version}
                    {revision.version === item.version ? " (current)" : ""}
                  </p>
                  <p className="text-slate-700">
                    <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>{" "}
                    by {revision.actor}
                  </p>
                  <p className="break-words text-slate-700">
                    Changed: {Object.keys(revision.changes).join(", ") || "nothing"}
                  </p>
                  {revision.version !== item.version ? (
                    <Form method="post" className="mt-1">
                      <input type="hidden" name="version" value={item.version} />
                      <input type="hidden" name="revision" value={revision.version} />
                      <button
                        type="submit"
                        name="intent"
                        value="restore"
                        className={buttonClass({ variant: "outline", size: "sm" })}
                      >
                        Restore version {revision.version}
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ol>
          </Section>
        ) : null}
      </div>
    </div>
  );
}
