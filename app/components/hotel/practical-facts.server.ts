// A hotel page's practical facts as server HTML held out of the page's script (decision 023):
// the browser only shows them, so their words (each value's, "Stated by the hotel, Nov 2026")
// stay on the server.
import { createElement } from "react";
import type { RouterContextProvider } from "react-router";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import { PracticalFacts } from "#app/components/hotel/practical-facts.tsx";
import type { PracticalFact } from "#app/domain/practical-facts.ts";
import { holdHtml } from "#app/http/held-html.server.ts";

const PRACTICAL_FACTS_ID = "practical-facts-block";

export function holdPracticalFacts(
  context: Readonly<RouterContextProvider>,
  facts: readonly PracticalFact[],
) {
  if (facts.length === 0) return null;
  const html = renderStatic(createElement(PracticalFacts, { facts }), false, "facts-");
  return holdHtml(context, PRACTICAL_FACTS_ID, html);
}
