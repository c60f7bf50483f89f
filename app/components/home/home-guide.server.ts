import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HomeGuide } from "#app/components/home/home-guide.tsx";
import { homeGuide } from "#app/content/home-guide.ts";

let html: string | undefined;

/** The guide's markup; its words are fixed at build time, so it is rendered once. */
export function homeGuideHtml(): string {
  html ??= renderToStaticMarkup(createElement(HomeGuide, { guide: homeGuide }));
  return html;
}
