// The home page's travel guide as markup: its words (app/content/home-guide.ts) with the fact
// register's values filled in and its [label](/path) links as data, rendered once.
import { createElement } from "react";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import { HomeGuide } from "#app/components/home/home-guide.tsx";
import { facts } from "#app/content/facts.ts";
import {
  homeGuideIntroSource,
  homeGuideSectionsSource,
  homeGuideTitle,
  type HomeGuideContent,
} from "#app/content/home-guide.ts";
import { resolveFactsDeep } from "#app/domain/facts/facts.ts";
import { parseInlineLinks } from "#app/domain/text/inline-links.ts";

/** The guide with its facts filled in and its links as data. */
const homeGuide: HomeGuideContent = {
  title: homeGuideTitle,
  intro: parseInlineLinks(resolveFactsDeep(homeGuideIntroSource, facts)),
  sections: resolveFactsDeep(homeGuideSectionsSource, facts).map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map(parseInlineLinks),
  })),
};

let html: string | undefined;

/** The guide's markup; its words are fixed at build time, so it is rendered once. */
export function homeGuideHtml(): string {
  html ??= renderStatic(createElement(HomeGuide, { guide: homeGuide }), false);
  return html;
}
