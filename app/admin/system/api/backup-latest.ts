// GET /api/admin/backups/latest: downloads the newest backup archive, streamed from the backup
// folder (docs/decisions/029). Inside the admin guard like every admin route; the audit log
// records who took which archive (a copy of every table, personal data included).
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { listArchives } from "#app/backups/backups.server.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { recordAudit } from "#app/models/audit-log.server.ts";
import type { Route } from "./+types/backup-latest";

export async function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const [latest] = await listArchives();
    if (!latest) return jsonError(404, "No backup yet: use Back up now first.");
    await recordAudit(operatorFrom(context), `backup archive downloaded: ${latest.name}`, {
      bytes: { from: null, to: latest.bytes },
    });
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
