// Long server-rendered HTML (article bodies, the home guide) goes to the browser once. In a page
// document it is in the markup, and the hydration data carries only its id: the browser keeps
// the markup it has (components/server-markup.tsx). A client navigation's data request carries the
// HTML itself, since there is no markup yet to keep.
import type { RouterContextProvider } from "react-router";
import type { ServerMarkup } from "#app/domain/text/markdown-html.ts";
import { serverMarkupContext } from "#app/http/request-context.server.ts";

/** `id` names the element that shows the HTML: unique on the page, unlike any id inside it. */
export function keepServerMarkup(
  context: Readonly<RouterContextProvider>,
  id: string,
  html: string,
): ServerMarkup {
  const held = context.get(serverMarkupContext);
  if (!held) return { id, html };
  held.set(id, html);
  return { id };
}
