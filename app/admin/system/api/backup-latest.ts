// GET /api/admin/backups/latest: downloads the newest backup archive, streamed from the backup
// folder (docs/decisions/029). Inside the admin guard like every admin route; the use-case
// records who took which archive (a copy of every table, personal data included).
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { handleApi, jsonRefusal, methodNotAllowed } from "#app/http/api.server.ts";
import { downloadLatestBackup } from "#app/use-cases/system/download-backup.server.ts";
import type { Route } from "./+types/backup-latest";

export async function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const outcome = await downloadLatestBackup(operatorFrom(context));
    if (!outcome.ok) return jsonRefusal(outcome);
    const { archive } = outcome;
    const stream = Readable.toWeb(createReadStream(archive.path)) as ReadableStream<Uint8Array>;
    return new Response(stream, {
      headers: {
        "Content-Type": "application/gzip",
        "Content-Length": String(archive.bytes),
        "Content-Disposition": `attachment; filename="${archive.name}"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
