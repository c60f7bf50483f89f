// An article's "Sources" list as server HTML held out of the page's script (decision 023): the
// browser only shows it, so the register's sources never reach the page's script or its data.
import { createElement } from "react";
import type { RouterContextProvider } from "react-router";
import { FactSources } from "#app/components/blog/fact-sources.tsx";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import { facts } from "#app/content/facts.ts";
import { factSources } from "#app/domain/facts/facts.ts";
import { keepServerMarkup } from "#app/hydration/server-markup.server.ts";

/** The "Sources" list of the facts `factIds` name, or null when they name no registered fact. */
export function holdFactSources(
  context: Readonly<RouterContextProvider>,
  factIds: readonly string[],
) {
  const sources = factSources(factIds, facts);
  if (sources.length === 0) return null;
  const html = renderStatic(createElement(FactSources, { sources }), false, "sources-");
  return keepServerMarkup(context, "fact-sources-block", html);
}
