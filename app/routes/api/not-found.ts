import { jsonError } from "#app/http/api.server.ts";

function notFound() {
  return jsonError(404, "No API endpoint at this path.");
}

export const loader = notFound;
export const action = notFound;
