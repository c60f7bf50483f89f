// Shared pieces of the content API (GET/POST /api/admin/content/{type}, GET/PUT/DELETE
// /api/admin/content/{type}/{id}, and its revisions): the type and id from the path, the actor
// from the request, and one JSON answer for every save outcome.
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { CONTENT_TYPES, type ContentType } from "#app/domain/content/content-schemas.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { jsonError, jsonRefusal, readJsonBody } from "#app/http/api.server.ts";
import type { ContentItem } from "#app/models/content-store.server.ts";
import type { Acting, SaveOutcome } from "#app/use-cases/studio/content-changes.server.ts";
import type { ScheduleOutcome } from "#app/use-cases/studio/schedules.server.ts";

/** The signed-in person as the editorial use-cases take them: audit actor and role. */
export function actingFrom(context: Readonly<RouterContextProvider>): Acting {
  return { actor: operatorFrom(context), role: currentStaff(context).role };
}

export function contentType(value: string | undefined): ContentType {
  const parsed = z.enum(CONTENT_TYPES).safeParse(value);
  if (!parsed.success) {
    throw jsonError(
      404,
      `Unknown content type "${value}": use one of ${CONTENT_TYPES.join(", ")}.`,
    );
  }
  return parsed.data;
}

export function contentId(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw jsonError(404, `No item with the id "${value}".`);
  return id;
}

export function itemJson(item: ContentItem) {
  return {
    id: item.id,
    version: item.version,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    ...item.fields,
  };
}

/** A step's body, which may be left out: none at all reads as {}. */
export async function optionalJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<z.infer<T>> {
  const length = request.headers.get("content-length");
  if (!request.headers.get("content-type") && (length === null || length === "0")) {
    return schema.parse({});
  }
  return readJsonBody(request, schema);
}

/** 200 (or 201 for a new item) with the item; 400 with field errors; 404; 409 with the current version. */
export function saveResponse(outcome: SaveOutcome, createdStatus = 200): Response {
  if (outcome.ok) {
    return Response.json(
      {
        ...itemJson(outcome.item),
        // Saved as the pending draft: the fields above are still the live ones.
        ...(outcome.draftVersion ? { draftVersion: outcome.draftVersion } : {}),
      },
      { status: createdStatus },
    );
  }
  if (outcome.currentVersion) {
    return Response.json(
      { error: outcome.error, currentVersion: outcome.currentVersion },
      { status: outcome.status },
    );
  }
  return jsonRefusal(outcome);
}

/** 200 (or 201) with the schedule; 403, 404 or 409 with the reason. */
export function scheduleResponse(outcome: ScheduleOutcome, okStatus = 200): Response {
  if (outcome.ok) return Response.json(outcome.schedule, { status: okStatus });
  return jsonRefusal(outcome);
}
