import { createElement } from "react";
import { renderStatic } from "#app/content/markdown-html.server.tsx";
import { HomeGuide } from "#app/components/home/home-guide.tsx";
import { homeGuide } from "#app/content/home-guide.ts";

let html: string | undefined;

/** The guide's markup; its words are fixed at build time, so it is rendered once. */
export function homeGuideHtml(): string {
  html ??= renderStatic(createElement(HomeGuide, { guide: homeGuide }), false);
  return html;
}
