import { createElement } from "react";
import type { RouterContextProvider } from "react-router";
import { GuideCards, type GuideCardsProps } from "#app/components/blog/guide-cards.tsx";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import type { ServerMarkup } from "#app/domain/text/markdown-html.ts";
import { keepServerMarkup } from "#app/hydration/server-markup.server.ts";

/** The guide cards as server markup (ServerMarkupBlock shows it); null when there are no guides. */
export function holdGuideCards(
  context: Readonly<RouterContextProvider>,
  props: GuideCardsProps,
): ServerMarkup | null {
  if (props.guides.length === 0) return null;
  return keepServerMarkup(
    context,
    `${props.id}-cards`,
    renderStatic(createElement(GuideCards, props), false),
  );
}
