import { createElement } from "react";
import type { RouterContextProvider } from "react-router";
import { GuideCards, type GuideCardsProps } from "#app/components/blog/guide-cards.tsx";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import type { HeldHtml } from "#app/domain/markdown-html.ts";
import { holdHtml } from "#app/http/held-html.server.ts";

/** The guide cards as held HTML (HeldHtmlBlock shows it); null when there are no guides. */
export function holdGuideCards(
  context: Readonly<RouterContextProvider>,
  props: GuideCardsProps,
): HeldHtml | null {
  if (props.guides.length === 0) return null;
  return holdHtml(
    context,
    `${props.id}-cards`,
    renderStatic(createElement(GuideCards, props), false),
  );
}
