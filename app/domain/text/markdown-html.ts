// The shapes of Markdown the server has rendered to HTML (app/components/markdown-html.server.tsx),
// as loaders send them: long-form bodies reach the browser as markup it shows as it is, so neither
// the parser nor a renderer ships in the bundle, and hydration does not walk every paragraph.

/**
 * A run of server-rendered HTML, by the id of the element that shows it. `html` is absent when
 * the page document already carries it (app/hydration/server-markup.server.ts).
 */
export interface ServerMarkup {
  id: string;
  html?: string;
}

/** A run of rendered blocks, or the place where a page puts one of its live blocks. */
export type HtmlPart = ServerMarkup | { slot: string };

export interface SectionLink {
  id: string;
  text: string;
}
