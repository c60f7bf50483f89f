// POST /api/admin/media (multipart `file`): a photo, up to 15 MB, recognised by its bytes (JPEG,
// PNG, WebP or AVIF), oriented and stripped of metadata; answers 201 {id, width, height,
// thumbhash} while its derivatives are cut in the background. 413 when too large, 415 when not a
// photo this site takes, 422 when the image is damaged or has too many pixels.
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { readMediaUpload } from "#app/http/media-upload.server.ts";
import { PhotoError } from "#app/media/photos.server.ts";
import { storeUpload } from "#app/models/media.server.ts";
import type { Route } from "./+types/media-upload";

export function loader() {
  return methodNotAllowed(["POST"]);
}

const STATUS_BY_CODE = {
  "too-large": 413,
  unsupported: 415,
  "too-many-pixels": 422,
  corrupt: 422,
} as const;

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const upload = await readMediaUpload(request);
    if (upload instanceof Response) return upload;
    if (upload.files.length !== 1) return jsonError(400, "Send one photo as the file field.");
    try {
      const item = await storeUpload(upload.files[0]!.bytes);
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
