import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Guide } from "#app/content/guides.ts";
import { ResourceList } from "#app/components/home/resource-list.tsx";

export function resourceListHtml(guides: readonly Guide[]): string {
  return renderToStaticMarkup(createElement(ResourceList, { guides }));
}
