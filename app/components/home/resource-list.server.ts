import { createElement } from "react";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import type { Guide } from "#app/content/guides.ts";
import { ResourceList } from "#app/components/home/resource-list.tsx";

export function resourceListHtml(guides: readonly Guide[]): string {
  return renderStatic(createElement(ResourceList, { guides }), false);
}
