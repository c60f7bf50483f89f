import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FooterLinks } from "#app/components/layout/footer-links.tsx";
import type { SiteConfig } from "#app/site-config.server.ts";

let rendered: { key: string; html: string } | undefined;

/** The footer's markup, rendered again only when the site's settings or the year change. */
export function footerLinksHtml(site: SiteConfig): string {
  const year = new Date().getFullYear();
  const key = JSON.stringify([site, year]);
  if (rendered?.key !== key) {
    rendered = { key, html: renderToStaticMarkup(createElement(FooterLinks, { site, year })) };
  }
  return rendered.html;
}
