// A hotel page's practical facts as server HTML held out of the page's script (decision 023):
// the browser only shows them, so their words (each value's, "Stated by the hotel, Nov 2026") and
// the "Stayed here? Tell other travellers" link stay on the server.
import { createElement } from "react";
import type { RouterContextProvider } from "react-router";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import {
  PracticalFacts,
  type PracticalFactsWords,
} from "#app/components/hotel/practical-facts.tsx";
import { keepServerMarkup } from "#app/hydration/server-markup.server.ts";
import type { Hotel } from "#app/models/types.ts";

const PRACTICAL_FACTS_ID = "practical-facts-block";

export function holdPracticalFacts(
  context: Readonly<RouterContextProvider>,
  hotel: Pick<Hotel, "slug" | "practicalFacts" | "earlierFacts">,
  words?: PracticalFactsWords,
) {
  const html = renderStatic(
    createElement(PracticalFacts, {
      facts: hotel.practicalFacts,
      earlier: hotel.earlierFacts,
      slug: hotel.slug,
      words,
    }),
    false,
    "facts-",
  );
  return keepServerMarkup(context, PRACTICAL_FACTS_ID, html);
}
