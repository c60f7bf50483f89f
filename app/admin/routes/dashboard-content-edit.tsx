// The content studio's editor for one hotel, city or post (or a new one): every field, its
// status, and its history. A save carries the version the form was loaded at, so a save over
// someone else's newer one is refused with a message instead of overwriting it; any earlier
// version can be restored as a new one.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { operatorFrom } from "#app/admin/actor.server.ts";
import { CONTENT_PATH, PREVIEW_DAYS, PREVIEW_PARAM, publicPath } from "#app/admin/content-paths.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { CONTENT_STATUSES, CONTENT_TYPES, type ContentType } from "#app/domain/content-schemas.ts";
import {
  CONTENT_FORM_FIELDS,
  CONTENT_NOUNS,
  fromFormValues,
  TITLE_FIELD,
  toFormValues,
  type FormField,
} from "#app/domain/content-form.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import { formFields } from "#app/domain/form-fields.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { CONTENT_BODY_LIMIT_BYTES, readFormData } from "#app/http/request-body.server.ts";
import { flashToastCookie, serverToast } from "#app/http/toast.server.ts";
import { previewToken } from "#app/models/preview.server.ts";
import {
  createContent,
  getContentItem,
  listCityChoices,
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
  const [item, revisions, cities] = await pageDataOr503("content", () =>
    Promise.all([
      id === null ? Promise.resolve(null) : getContentItem(type, id),
      id === null ? Promise.resolve([]) : listRevisions(type, id),
      type === "hotels" ? listCityChoices() : Promise.resolve([]),
    ]),
  );
  if (id !== null && !item) throw new Response("No such item.", { status: 404 });
  return {
    type,
    item: item && { id: item.id, version: item.version, updatedAt: item.updatedAt },
    status: item ? String(item.fields.status) : "draft",
    values: item ? toFormValues(type, item.fields) : {},
    title: item ? String(item.fields[TITLE_FIELD[type]]) : null,
    slug: item ? String(item.fields.slug) : null,
    revisions,
    cities,
    previewPath: item
      ? `${publicPath(type, String(item.fields.slug))}?${PREVIEW_PARAM}=${previewToken(type, item.id)}`
      : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const type = typeOf(params.type);
  const id = idOf(params.id);
  const form = formFields(await readFormData(request, CONTENT_BODY_LIMIT_BYTES));
  const actor = operatorFrom(context);
  const version = Number(form.version);
  const outcome: SaveOutcome = await pageDataOr503("content", () => {
    if (id === null) return createContent(type, fromFormValues(type, form), actor);
    if (form.intent === "restore") {
      return restoreRevision(type, id, Number(form.revision), version, actor);
    }
    return updateContent(type, id, version, fromFormValues(type, form), actor);
  });
  if (outcome.ok) {
    const noun = CONTENT_NOUNS[type].one;
    throw redirect(`${CONTENT_PATH}/${type}/${outcome.item.id}`, {
      headers: {
        "Set-Cookie": flashToastCookie({
          title: id === null ? "Created" : outcome.changed ? "Saved" : "No Changes",
          description:
            form.intent === "restore"
              ? `The ${noun} is back to version ${form.revision}, saved as version ${outcome.item.version}.`
              : `Version ${outcome.item.version} of the ${noun} is ${String(outcome.item.fields.status)}.`,
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

function FormControl(props: {
  field: FormField;
  value: string;
  error?: string;
  cities: { slug: string; name: string }[];
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
      return (
        <SelectField
          label={field.label}
          name={field.name}
          defaultValue={value}
          options={props.cities.map((city) => ({ value: city.slug, label: city.name }))}
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
  const { type, item, revisions, cities } = loaderData;
  const navigation = useNavigation();
  useServerToast(actionData?.toast);
  const noun = CONTENT_NOUNS[type].one;
  // After a refused save the form keeps what was typed; otherwise it shows what is stored.
  const values = actionData?.values ?? loaderData.values;
  const status = actionData?.values.status ?? loaderData.status;
  const isSaving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  return (
    <div className="space-y-8">
      <p>
        <Link
          to={`${CONTENT_PATH}/${type}`}
          className="text-sm font-semibold text-brand-800 underline"
        >
          All {CONTENT_NOUNS[type].many.toLowerCase()}
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <Heading level={2} size="section">
          {loaderData.title ?? `New ${noun}`}
        </Heading>
        {item && loaderData.status === "published" && loaderData.slug ? (
          <a
            href={publicPath(type, loaderData.slug)}
            className="text-sm font-semibold text-brand-800 underline"
          >
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
              cities={cities}
            />
          ))}
          <Button name="intent" value="save" isPending={isSaving} pendingLabel="Saving...">
            {item ? "Save" : `Create ${noun}`}
          </Button>
        </Form>

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
