// Whether a request gets the lite page (app/domain/pages/lite-mode.ts), read from its headers: the
// render (entry.server.tsx) and the loaders that render static HTML for it must agree.
import { isLiteRequest } from "#app/domain/pages/lite-mode.ts";

export function isLitePage(request: Request): boolean {
  return isLiteRequest({
    saveData: request.headers.get("Save-Data"),
    cookie: request.headers.get("Cookie"),
  });
}
