// GET /media/{key}: a photo derivative. Keys are content-addressed, so a key always means the
// same bytes and browsers and CDNs may keep it for a year without asking again.
import { readDerivative } from "#app/models/media.server.ts";
import type { Route } from "./+types/media";

export async function loader({ params }: Route.LoaderArgs) {
  const file = await readDerivative(params.key);
  if (!file) {
    return new Response("Photo not found", {
      status: 404,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
