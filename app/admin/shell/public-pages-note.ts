// What a save's message adds when the public pages do not show the change yet: the change is
// saved either way (docs/decisions/027), and the operator should know why a page looks old.
import type { ContentReloadWait } from "#app/models/content-snapshot/reload-after-save.server.ts";

export function publicPagesNote(wait: ContentReloadWait | undefined): string {
  if (wait === "pending") return " The public pages show it in a moment.";
  if (wait === "failed") {
    return " The public pages still show the previous version: the site could not reload its content and tries again shortly (see the server log).";
  }
  return "";
}
