import { createElement } from "react";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import { FooterLinks } from "#app/components/layout/footer-links.tsx";
import type { SiteConfig } from "#app/site-config.server.ts";

let rendered: { key: string; html: string } | undefined;

/** The footer's markup, rendered again only when the site's settings or the year change. */
export function footerLinksHtml(site: SiteConfig): string {
  const year = new Date().getFullYear();
  const key = JSON.stringify([site, year]);
  if (rendered?.key !== key) {
    rendered = { key, html: renderStatic(createElement(FooterLinks, { site, year }), false) };
  }
  return rendered.html;
}
