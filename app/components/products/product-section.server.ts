import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ProductSection } from "#app/components/products/product-section.tsx";

/** A product section's markup, for a page to show as it is (components/held-html.tsx). */
export function productSectionHtml(props: ComponentProps<typeof ProductSection>): string {
  return renderToStaticMarkup(createElement(ProductSection, props));
}
