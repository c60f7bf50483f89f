// How the browser's scripts are grouped into files (vite.config.ts). Left alone, the bundler
// made 25-40 small files a page, each a request on a slow phone. Instead: the framework in one
// file; the root layout and the small furniture most pages share (headings, breadcrumbs,
// structured data, dates, the responsive picture that posts, cities and hotels all use) in
// another; hotel and blog cards in one, form fields in another; and each page's
// own code with its route. Toasts' Radix view stays apart: it loads only when a toast shows.

import { FRAMEWORK_CHUNK } from "#app/hydration/held-scripts.ts";

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;
const ROOT = /[\\/]app[\\/]root\.tsx$/;
const ROUTE = /[\\/]app[\\/](routes|admin)[\\/]/;
const FURNITURE =
  /[\\/]app[\\/](components[\\/](ui[\\/](heading|section|text-cards)|breadcrumbs|page-hero|preview-banner|partner-note|stay-prompt|html-body|outbound-link|icon|picture)\.tsx|seo[\\/](meta|structured-data|breadcrumbs)\.ts|domain[\\/]shared[\\/]dates\.ts)$/;
// With the hotel cards, what every hotel list shows beside them: the "Your dates" form, the hero's
// booking buttons, the list's loading state, and the blog cards (every page with blog cards also
// shows hotel cards) — one request each on a slow phone otherwise.
const CARDS =
  /[\\/]app[\\/]components[\\/](hotel[\\/](amenity|featured-hotels|hotel-card|hotel-image|save-hotel-button|star-rating|type-badge|use-hotel-cards)\.tsx?|stay[\\/]server-markup-your-dates-form\.tsx|hero-actions\.tsx|price\.tsx|use-list-loading\.ts)$/;
// The hotel lists' filters (the hotels list, a city, and their French twins) with the practical
// facts' filter rules they alone use: one request, not two, before the list can hydrate.
const LISTING =
  /[\\/]app[\\/](components[\\/]hotel[\\/]filter-panel\.tsx|domain[\\/]hotel-lists[\\/]practical-filters\.ts)$/;
const FORMS =
  /[\\/]app[\\/](components[\\/](ui[\\/](field|button)|search[\\/]search-form|forms[\\/]honeypot)\.tsx|content[\\/]search\.ts)$/;
const BLOG_CARDS =
  /[\\/]app[\\/]components[\\/]blog[\\/](blog-card|post-image|related-articles)\.tsx$/;
const isCard = (id: string) => CARDS.test(id) || BLOG_CARDS.test(id);

interface ModuleInfo {
  importers: readonly string[];
}
interface ChunkContext {
  getModuleInfo: (id: string) => ModuleInfo | null;
}

/** Whether the root layout reaches `id` through its static imports (not through a route). */
function underRoot(id: string, context: ChunkContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  for (const importer of context.getModuleInfo(id)?.importers ?? []) {
    if (ROOT.test(importer)) return true;
    if (ROUTE.test(importer)) continue;
    if (underRoot(importer, context, seen)) return true;
  }
  return false;
}

function inShell(id: string, context: ChunkContext): boolean {
  if (/[\\/]node_modules[\\/]/.test(id) || ROOT.test(id) || ROUTE.test(id)) return false;
  return FURNITURE.test(id) || underRoot(id, context);
}

/**
 * The groups, by priority: a group also takes in what its modules import, so the framework and
 * the shell claim theirs before the card groups do.
 */
export const CODE_SPLITTING = {
  groups: [
    // Its name is how the page's releaser knows to fetch it first (app/hydration/held-scripts.ts).
    { name: FRAMEWORK_CHUNK, test: FRAMEWORK, priority: 30 },
    {
      name: (id: string, context: ChunkContext) => (inShell(id, context) ? "shell" : null),
      priority: 20,
    },
    { name: (id: string) => (isCard(id) ? "cards" : null), priority: 10 },
    { name: "forms", test: FORMS, priority: 10 },
    { name: "listing", test: LISTING, priority: 10 },
  ],
};
