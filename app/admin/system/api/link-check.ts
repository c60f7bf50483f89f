// POST /api/admin/link-check: follows every partner link now and answers what it found
// ({checkedAt, results: [{label, url, ok, problems, finalUrl, finalStatus}]}); GET answers the
// last run, or null before the first.
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { handleApi } from "#app/http/api.server.ts";
import { loadLinkCheck } from "#app/models/settings.server.ts";
import { runLinkCheck } from "#app/use-cases/system/link-check.server.ts";
import type { Route } from "./+types/link-check";

export async function loader() {
  return handleApi(async () => Response.json(await loadLinkCheck()));
}

export async function action({ context }: Route.ActionArgs) {
  return handleApi(async () => Response.json(await runLinkCheck(operatorFrom(context))));
}
