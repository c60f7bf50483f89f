// The French version of one post, city or page (issue 44, docs/decisions/053): its words, with
// their own status beside the English item's, the same workflow (save a draft, submit for review,
// an editor publishes or sends back with a note, unpublish) and its history. The studio's words
// stay English; the fields hold French and say so (lang="fr"). Every save carries the version the
// form was loaded at, so a save over someone else's newer one is refused, not lost.
import { Form, Link, useNavigation } from "react-router";
import { href } from "#app/paths.ts";
import { refused, done } from "#app/admin/shell/action.server.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { actingFrom } from "#app/admin/studio/content-api.server.ts";
import { ErrorSummary, RefusalNotice } from "#app/admin/studio/edit-notices.tsx";
import { SchedulePanel } from "#app/admin/studio/editorial-panels.tsx";
import { RevisionsPanel } from "#app/admin/studio/revisions-panel.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { can } from "#app/domain/accounts/roles.ts";
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import {
  accraInputValue,
  SCHEDULE_ACTIONS,
  scheduleTimeFromForm,
} from "#app/domain/content/editorial.ts";
import { scheduledFor } from "#app/domain/content/publication.ts";
import { isContentType, itemIdParam } from "#app/admin/studio/content-params.ts";
import {
  FRENCH_STATE_LABELS,
  FRENCH_STEPS,
  isTranslatable,
  type FrenchState,
  type FrenchStep,
} from "#app/domain/content/french-version.ts";
import { CONTENT_NOUNS, TITLE_FIELD } from "#app/domain/content/studio-form.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { frenchPathOf } from "#app/domain/languages/locale.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import type { Refusal } from "#app/domain/shared/outcome.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { CONTENT_BODY_LIMIT_BYTES, readFormData } from "#app/http/request-body.server.ts";
import { getContentItem } from "#app/models/content-store.server.ts";
import { getFrenchVersion, listFrenchRevisions } from "#app/models/french-versions.server.ts";
import { listScheduled } from "#app/models/editorial.server.ts";
import { publicPath } from "#app/models/preview.server.ts";
import type { Acting } from "#app/use-cases/studio/content-changes.server.ts";
import { scheduleFrenchChange } from "#app/use-cases/studio/french-schedules.server.ts";
import {
  restoreFrenchRevision,
  saveFrenchVersion,
  takeFrenchStep,
} from "#app/use-cases/studio/french-version.server.ts";
import { cancelSchedule } from "#app/use-cases/studio/schedules.server.ts";
import type { Route } from "./+types/content-french";

/** The fields, in the form's order, with what each is for. */
const FIELDS = [
  { name: "title", label: "French title", hint: "The browser tab and search result title." },
  { name: "heading", label: "French heading", hint: "The page's main heading." },
  {
    name: "description",
    label: "French meta description",
    hint: "At most 155 characters: search engines show it under the title.",
  },
  {
    name: "body",
    label: "French text (Markdown)",
    hint: "Placeholders such as {{fact:id}} and {{site.name}} work as in English.",
  },
] as const;

const STEP_DONE: Record<FrenchStep, { title: string; description: string }> = {
  save: { title: "Saved", description: "The French version is saved as a draft." },
  submit: { title: "Submitted", description: "The French version waits for an editor's review." },
  "send-back": { title: "Sent Back", description: "The writer sees your note on the draft." },
  publish: { title: "Published", description: "Visitors now read this French version." },
  unpublish: {
    title: "Unpublished",
    description: "The French page shows the bundled text again, or says it is not translated.",
  },
};

const SCHEDULE_INTENTS = new Set(["schedule-publish", "schedule-unpublish", "cancel-schedule"]);

function typeOf(value: string): ContentType {
  if (!isContentType(value) || !isTranslatable(value)) {
    throw new Response("Only posts, cities and pages have a French version.", { status: 404 });
  }
  return value;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const type = typeOf(params.type);
  const id = itemIdParam(params.id);
  const [item, french, revisions, schedules] = await pageDataOr503("content", () =>
    Promise.all([
      getContentItem(type, id),
      getFrenchVersion(type, id),
      listFrenchRevisions(type, id),
      listScheduled({ type, id, language: "fr" }),
    ]),
  );
  if (!item) throw new Response("No such item.", { status: 404 });
  const state: FrenchState = french ? (french.status as FrenchState) : "missing";
  return {
    type,
    id,
    englishTitle: String(item.fields[TITLE_FIELD[type]]),
    state,
    version: french?.version ?? 0,
    values: {
      title: french?.title ?? "",
      heading: french?.heading ?? "",
      description: french?.description ?? "",
      body: french?.body ?? "",
    },
    isLive: french?.published != null,
    frenchPath: frenchPathOf(publicPath(type, item.fields)),
    publishedAt: french?.publishedAt?.toISOString() ?? null,
    submittedBy: state === "in_review" ? (french?.submittedBy ?? null) : null,
    returnNote: state === "draft" ? (french?.returnNote ?? null) : null,
    canPublish: can(currentStaff(context).role, "content.publish"),
    revisions,
    schedules,
    minScheduleTime: accraInputValue(new Date(Date.now() + 60_000)),
  };
}

/** A scheduled publish or unpublish of the French version, set or cancelled: its toast. */
async function scheduleStep(
  type: ContentType,
  id: number,
  form: Record<string, string | undefined>,
  by: Acting,
  baseVersion: number | undefined,
  words: Record<string, string | undefined>,
): Promise<Refusal | { title: string; description: string }> {
  if (form.intent === "cancel-schedule") {
    const outcome = await cancelSchedule(parseId(form.scheduleId ?? "") ?? 0, by, {
      type,
      id,
      language: "fr",
    });
    if (!outcome.ok) return outcome;
    return {
      title: "Cancelled",
      description: `The scheduled French ${outcome.schedule.action} is cancelled.`,
    };
  }
  const action = SCHEDULE_ACTIONS.find((value) => form.intent === `schedule-${value}`)!;
  const time = scheduleTimeFromForm(form, action, () => new Date());
  if (!time.ok) return time;
  // The words on screen are saved first, as Submit does: a publish puts them live at that time.
  const outcome = await scheduleFrenchChange(type, id, action, time.at, by, {
    baseVersion,
    fields: words,
  });
  if (!outcome.ok) return outcome;
  const when = scheduledFor(outcome.schedule.runAt).replace(/^Scheduled for /, "");
  return {
    title: "Scheduled",
    description: `The French version will ${action} on ${when}.`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const type = typeOf(params.type);
  const id = itemIdParam(params.id);
  const form = formFields(await readFormData(request, CONTENT_BODY_LIMIT_BYTES));
  const baseVersion = parseId(form.version ?? "") ?? undefined;
  const by = actingFrom(context);
  const here = href("/admin/dashboard/content/:type/:id/fr", { type, id: String(id) });
  if (form.intent === "restore") {
    const revision = parseId(form.revision ?? "") ?? 0;
    const outcome = await pageDataOr503("content", () =>
      restoreFrenchRevision(type, id, revision, by, baseVersion),
    );
    if (!outcome.ok) return refused(outcome, form);
    return done(
      here,
      outcome.changed
        ? {
            title: "Restored",
            description: `Version ${revision}'s words are saved as a new draft.`,
          }
        : { title: "No Changes", description: "Those are the words saved now." },
    );
  }
  const words = {
    title: form.title,
    heading: form.heading,
    description: form.description,
    body: form.body,
  };
  if (SCHEDULE_INTENTS.has(form.intent ?? "")) {
    const outcome = await pageDataOr503("content", () =>
      scheduleStep(type, id, form, by, baseVersion, words),
    );
    return "ok" in outcome ? refused(outcome, form) : done(here, outcome);
  }
  const step = (FRENCH_STEPS as readonly string[]).includes(form.intent ?? "")
    ? (form.intent as FrenchStep)
    : null;
  if (!step) {
    return refused({ status: 400, error: "Choose Save, Submit, Publish or Send back." }, form);
  }
  const outcome = await pageDataOr503("content", () =>
    step === "save"
      ? saveFrenchVersion(type, id, words, by, baseVersion)
      : takeFrenchStep(type, id, step, by, {
          baseVersion,
          // Submit saves what the screen shows first, so what is reviewed is what was seen.
          // Publish refuses while they differ from what is saved, which is what it publishes.
          fields: step === "submit" || step === "publish" ? words : undefined,
          note: form.note,
        }),
  );
  if (!outcome.ok) return refused(outcome, form);
  const toast =
    step === "save" && !outcome.changed
      ? { title: "No Changes", description: "The French version is as it was saved." }
      : STEP_DONE[step];
  return done(here, toast);
}

function StatusLine(props: { state: FrenchState; isLive: boolean; frenchPath: string }) {
  return (
    <p className="text-sm text-slate-800">
      French status: <strong data-testid="french-status">{FRENCH_STATE_LABELS[props.state]}</strong>
      {props.isLive ? (
        <>
          {props.state === "published" ? "" : " (the last published version stays on the site)"}
          {" · "}
          <a href={props.frenchPath} lang="fr" className="font-semibold text-brand-800 underline">
            View the French page
          </a>
        </>
      ) : null}
    </p>
  );
}

/** The words' form: the schedule's buttons belong to it, so a schedule saves what is on screen. */
const EDITOR_FORM = "french-editor";

export default function FrenchEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { type, id, state } = loaderData;
  const navigation = useNavigation();
  useServerToast(actionData?.toast);
  const values = actionData?.values?.version !== undefined ? actionData.values : loaderData.values;
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const errorList = Object.entries(fieldErrors).filter(([name]) => name !== "note");
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const noun = CONTENT_NOUNS[type].one;
  return (
    <div className="space-y-8">
      <p>
        <Link
          to={href("/admin/dashboard/content/:type/:id", { type, id: String(id) })}
          className="text-sm font-semibold text-brand-800 underline"
        >
          Back to the English {noun}
        </Link>
      </p>
      <Heading level={2} size="section">
        French version: {loaderData.englishTitle}
      </Heading>
      <StatusLine state={state} isLive={loaderData.isLive} frenchPath={loaderData.frenchPath} />
      {loaderData.returnNote ? (
        <div className="rounded-md border border-amber-700 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">Sent back with a note:</p>
          <p className="mt-1 whitespace-pre-line">{loaderData.returnNote}</p>
        </div>
      ) : null}
      {actionData?.error && errorList.length === 0 ? (
        <RefusalNotice message={actionData.error} />
      ) : null}
      <ErrorSummary errors={errorList} />
      <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        <Form
          method="post"
          id={EDITOR_FORM}
          className="space-y-5"
          aria-label={`Edit the ${noun}'s French version`}
        >
          <input type="hidden" name="version" value={loaderData.version} />
          {FIELDS.map((field) => (
            <Field
              key={`${field.name}-${loaderData.version}`}
              id={`field-${field.name}`}
              name={field.name}
              label={field.label}
              hint={field.hint}
              defaultValue={values[field.name] ?? ""}
              error={fieldErrors[field.name]}
              lang="fr"
              {...(field.name === "body"
                ? { multiline: true as const, rows: 24, controlClassName: "font-mono text-sm" }
                : { multiline: false as const })}
            />
          ))}
          <div className="flex flex-wrap gap-3">
            <Button
              name="intent"
              value="save"
              isPending={intent === "save"}
              pendingLabel="Saving..."
            >
              Save draft
            </Button>
            {state !== "in_review" ? (
              <Button name="intent" value="submit" variant="outline">
                Submit for review
              </Button>
            ) : null}
            {loaderData.canPublish && state !== "published" && state !== "missing" ? (
              <Button name="intent" value="publish" variant="outline-brand">
                Publish in French
              </Button>
            ) : null}
            {loaderData.canPublish && loaderData.isLive ? (
              <Button name="intent" value="unpublish" variant="outline">
                Unpublish French
              </Button>
            ) : null}
          </div>
          {loaderData.isLive && state !== "published" ? (
            <p className="text-sm text-slate-700">
              Visitors keep reading the published French version until this draft is published.
            </p>
          ) : null}
        </Form>
        <div className="space-y-10">
          {state === "in_review" ? (
            <Section id="french-review" title="Review" size="minor">
              <p className="mt-3 text-sm text-slate-700">
                Submitted by {loaderData.submittedBy ?? "someone"}.{" "}
                {loaderData.canPublish
                  ? "Publish it, or send it back with a note."
                  : "An editor will publish it or send it back."}
              </p>
              {loaderData.canPublish ? (
                <Form method="post" className="mt-3 space-y-3">
                  <input type="hidden" name="version" value={loaderData.version} />
                  <Field
                    multiline
                    id="field-note"
                    name="note"
                    label="Note for the writer"
                    rows={4}
                    error={fieldErrors.note}
                  />
                  <Button name="intent" value="send-back" variant="outline" size="sm">
                    Send back
                  </Button>
                </Form>
              ) : null}
            </Section>
          ) : null}
          {state !== "missing" ? (
            <SchedulePanel
              schedules={loaderData.schedules}
              version={loaderData.version}
              canSchedule={loaderData.canPublish}
              minTime={loaderData.minScheduleTime}
              fieldErrors={fieldErrors}
              editorForm={EDITOR_FORM}
            />
          ) : null}
          <RevisionsPanel
            type={type}
            item={{ id, version: loaderData.version }}
            revisions={loaderData.revisions}
            draftVersion={null}
            canPublish={false}
            language="fr"
          />
        </div>
      </div>
    </div>
  );
}
