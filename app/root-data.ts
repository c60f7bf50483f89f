// What the root route's loader (app/root.tsx) sends to every page. The type has its own module so
// the hooks that read it (app/site-config.ts) name it without importing the root route, which
// imports the components that use those hooks.
import type { CediRate } from "#app/domain/money/cedi.ts";
import type { ServerMarkup } from "#app/domain/text/markdown-html.ts";
import type { SiteConfig } from "#app/site-config.server.ts";
import type { Chrome } from "#app/i18n/chrome.ts";

export interface RootData {
  site: SiteConfig;
  /** The operator's dollar-to-cedi rate, or null while none is set or the snapshot is down. */
  cedi: CediRate | null;
  /** The footer's links as server-rendered HTML (app/hydration/server-markup.server.ts). */
  footer: ServerMarkup;
  /** The page's language, its hreflang alternates and switch, from its path (issue 44). */
  chrome: Chrome;
}
