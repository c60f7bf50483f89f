// The parts of a studio address (/admin/dashboard/content/:type/:id…) every content screen reads:
// a kind of content or an item's number, or a 404 that says which was wrong.
import { CONTENT_TYPES, type ContentType } from "#app/domain/content/content-schemas.ts";
import { parseId } from "#app/domain/shared/ids.ts";

export function isContentType(value: string): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value);
}

export function contentTypeParam(value: string): ContentType {
  if (!isContentType(value)) throw new Response("No such kind of content.", { status: 404 });
  return value;
}

export function itemIdParam(value: string): number {
  const id = parseId(value);
  if (id === null) throw new Response("No such item.", { status: 404 });
  return id;
}
