// The French version of a post, city or page through the JSON API (issue 44, docs/decisions/053):
// GET /api/admin/content/{type}/{id}/fr: its state, words, published words, history and schedules;
// PUT {version?, title, heading, description, body}: saves the words as a draft;
// POST …/fr/submit, …/fr/publish, …/fr/unpublish {version?} and …/fr/send-back {note}: the
// workflow's steps, with the studio screen's rules (403 for a role that may not, 409 out of turn or
// on a stale version). Schedules are at …/fr/schedules (content-schedules.ts).
import { z } from "zod";
import {
  actingFrom,
  contentId,
  contentType,
  optionalJsonBody,
} from "#app/admin/studio/content-api.server.ts";
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import { ReturnNoteSchema } from "#app/domain/content/editorial.ts";
import { isTranslatable, type FrenchState } from "#app/domain/content/french-version.ts";
import {
  handleApi,
  jsonError,
  jsonRefusal,
  methodNotAllowed,
  readJsonBody,
} from "#app/http/api.server.ts";
import { getContentItem } from "#app/models/content-store.server.ts";
import { listScheduled } from "#app/models/editorial.server.ts";
import { getFrenchVersion, listFrenchRevisions } from "#app/models/french-versions.server.ts";
import {
  saveFrenchVersion,
  takeFrenchStep,
  type FrenchOutcome,
} from "#app/use-cases/studio/french-version.server.ts";
import type { Route } from "./+types/content-french";

const VersionSchema = z
  .number({ error: "version must be the French version you looked at." })
  .int()
  .min(1)
  .optional();

const WordsSchema = z
  .object({
    version: VersionSchema,
    title: z.string(),
    heading: z.string(),
    description: z.string(),
    body: z.string(),
  })
  .strict();

const StepSchema = z.object({ version: VersionSchema }).strict();
const SendBackSchema = z.object({ version: VersionSchema, note: ReturnNoteSchema }).strict();

const STEPS = ["submit", "send-back", "publish", "unpublish"] as const;

function translatableType(value: string | undefined): ContentType {
  const type = contentType(value);
  if (!isTranslatable(type)) {
    throw jsonError(404, "Only posts, cities and pages have a French version.");
  }
  return type;
}

/** The French version as the API shows it: the state "missing" when none was ever saved. */
async function frenchJson(type: ContentType, id: number) {
  const [french, revisions, schedules] = await Promise.all([
    getFrenchVersion(type, id),
    listFrenchRevisions(type, id),
    listScheduled({ type, id, language: "fr" }),
  ]);
  const state: FrenchState = french ? (french.status as FrenchState) : "missing";
  return {
    type,
    id,
    state,
    version: french?.version ?? 0,
    title: french?.title ?? "",
    heading: french?.heading ?? "",
    description: french?.description ?? "",
    body: french?.body ?? "",
    published: french?.published ?? null,
    publishedAt: french?.publishedAt?.toISOString() ?? null,
    publishedBy: french?.publishedBy ?? null,
    submittedBy: state === "in_review" ? (french?.submittedBy ?? null) : null,
    returnNote: state === "draft" ? (french?.returnNote ?? null) : null,
    revisions,
    schedules,
  };
}

async function answer(outcome: FrenchOutcome, type: ContentType, id: number): Promise<Response> {
  if (!outcome.ok) return jsonRefusal(outcome);
  return Response.json(await frenchJson(type, id));
}

export async function loader({ params }: Route.LoaderArgs) {
  return handleApi(async () => {
    if (params.step) return methodNotAllowed(["POST"]);
    const type = translatableType(params.type);
    const id = contentId(params.id);
    const french = await frenchJson(type, id);
    // An item that does not exist has no French version either: say so, not "missing".
    if (french.state === "missing" && !(await getContentItem(type, id))) {
      return jsonError(404, `No item with the id "${params.id}".`);
    }
    return Response.json(french);
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const step = params.step;
  const allowed = step ? "POST" : "PUT";
  if (request.method !== allowed) return methodNotAllowed(step ? ["POST"] : ["GET", "PUT"]);
  return handleApi(async () => {
    const type = translatableType(params.type);
    const id = contentId(params.id);
    const by = actingFrom(context);
    if (!step) {
      const { version, ...words } = await readJsonBody(request, WordsSchema);
      return answer(await saveFrenchVersion(type, id, words, by, version), type, id);
    }
    const known = STEPS.find((name) => name === step);
    if (!known) return jsonError(404, `No such step "${step}": use ${STEPS.join(", ")}.`);
    if (known === "send-back") {
      const { version, note } = await readJsonBody(request, SendBackSchema);
      return answer(
        await takeFrenchStep(type, id, known, by, { baseVersion: version, note }),
        type,
        id,
      );
    }
    const { version } = await optionalJsonBody(request, StepSchema);
    return answer(await takeFrenchStep(type, id, known, by, { baseVersion: version }), type, id);
  });
}
