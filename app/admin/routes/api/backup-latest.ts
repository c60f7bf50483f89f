// GET /api/admin/backups/latest: downloads the newest backup archive, streamed from the backup
// folder (docs/decisions/029). Inside the admin guard like every admin route.
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { listArchives } from "#app/backups/backups.server.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";

export async function loader() {
  return handleApi(async () => {
    const [latest] = await listArchives();
    if (!latest) return jsonError(404, "No backup yet: use Back up now first.");
    const stream = Readable.toWeb(createReadStream(latest.path)) as ReadableStream<Uint8Array>;
    return new Response(stream, {
      headers: {
        "Content-Type": "application/gzip",
        "Content-Length": String(latest.bytes),
        "Content-Disposition": `attachment; filename="${latest.name}"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
