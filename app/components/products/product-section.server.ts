import { createElement, type ComponentProps } from "react";
import { ProductSection } from "#app/components/products/product-section.tsx";
import { renderStatic } from "#app/components/markdown-html.server.tsx";

/** A product section's markup, for a page to show as it is (components/server-markup.tsx). */
export function productSectionHtml(
  props: ComponentProps<typeof ProductSection>,
  isLite: boolean,
): string {
  return renderStatic(createElement(ProductSection, props), isLite);
}
