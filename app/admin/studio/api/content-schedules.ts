// GET /api/admin/content/{type}/{id}/schedules: the item's pending publish and unpublish.
// POST {action: "publish" | "unpublish", at}: sets one for a time in the future (`at` is Accra
// time, "2026-12-01T09:00", or an ISO time with its offset); a job carries it out then.
// DELETE /api/admin/content/{type}/{id}/schedules/{scheduleId}: cancels it.
// The same under …/{id}/fr/schedules for the item's French version (issue 44): a publish puts its
// saved words live then.
import { z } from "zod";
import {
  actingFrom,
  contentId,
  contentType,
  scheduleResponse,
} from "#app/admin/studio/content-api.server.ts";
import { SCHEDULE_ACTIONS, scheduleTimeSchema } from "#app/domain/content/editorial.ts";
import { handleApi, jsonError, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { listScheduled } from "#app/models/editorial.server.ts";
import type { Locale } from "#app/domain/languages/locale.ts";
import { scheduleFrenchChange } from "#app/use-cases/studio/french-schedules.server.ts";
import { cancelSchedule, scheduleChange } from "#app/use-cases/studio/schedules.server.ts";
import type { Route } from "./+types/content-schedules";

const ScheduleSchema = z
  .object({
    action: z.enum(SCHEDULE_ACTIONS, { error: 'action must be "publish" or "unpublish".' }),
    at: scheduleTimeSchema(() => new Date()),
  })
  .strict();

/** Whether the address is the French version's schedules (…/fr/schedules). */
function languageOf(request: Request): Locale {
  return /\/fr\/schedules(\/|$)/.test(new URL(request.url).pathname) ? "fr" : "en";
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    if (params.scheduleId) return methodNotAllowed(["DELETE"]);
    const type = contentType(params.type);
    const language = languageOf(request);
    return Response.json(await listScheduled({ type, id: contentId(params.id), language }));
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const allowed = params.scheduleId ? "DELETE" : "POST";
  if (request.method !== allowed)
    return methodNotAllowed(params.scheduleId ? ["DELETE"] : ["GET", "POST"]);
  return handleApi(async () => {
    const type = contentType(params.type);
    const id = contentId(params.id);
    const by = actingFrom(context);
    const language = languageOf(request);
    if (params.scheduleId) {
      const scheduleId = parseId(params.scheduleId);
      if (scheduleId === null) {
        return jsonError(404, `There is no scheduled change "${params.scheduleId}".`);
      }
      return scheduleResponse(await cancelSchedule(scheduleId, by, { type, id, language }));
    }
    const { action: change, at } = await readJsonBody(request, ScheduleSchema);
    return scheduleResponse(
      language === "fr"
        ? await scheduleFrenchChange(type, id, change, at, by)
        : await scheduleChange(type, id, change, at, by),
      201,
    );
  });
}
