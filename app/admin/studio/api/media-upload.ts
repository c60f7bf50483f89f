// POST /api/admin/media (multipart `file`): a photo, up to 15 MB, recognised by its bytes (JPEG,
// PNG, WebP or AVIF) and judged by its header alone; answers 201 {id, width, height, thumbhash}
// (the upright size; thumbhash is empty until the background job has oriented it, stripped its
// metadata and cut its derivatives: GET /api/admin/media/{id}). 413 when the file is too large or
// the image has more than 50 megapixels or a side over 12,000 pixels, 415 when not a photo this
// site takes, 422 when its header cannot be read.
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { readMediaUpload } from "#app/http/media-upload.server.ts";
import { PhotoError } from "#app/media/photos.server.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { storeUpload } from "#app/use-cases/studio/photos.server.ts";
import type { Route } from "./+types/media-upload";

export function loader() {
  return methodNotAllowed(["POST"]);
}

const STATUS_BY_CODE = {
  "too-large": 413,
  unsupported: 415,
  "too-many-pixels": 413,
  corrupt: 422,
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const upload = await readMediaUpload(request);
    if (upload instanceof Response) return upload;
    if (upload.files.length !== 1) return jsonError(400, "Send one photo as the file field.");
    try {
      const item = await storeUpload(upload.files[0]!.bytes, operatorFrom(context));
      return Response.json(
        { id: item.id, width: item.width, height: item.height, thumbhash: item.thumbhash },
        { status: 201 },
      );
    } catch (error) {
      if (error instanceof PhotoError) return jsonError(STATUS_BY_CODE[error.code], error.message);
      throw error;
    }
  });
}
