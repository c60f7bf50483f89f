import { createElement } from "react";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import { FooterLinks } from "#app/components/layout/footer-links.tsx";
import type { Locale } from "#app/domain/languages/locale.ts";
import { translated } from "#app/i18n/i18n.server.ts";
import type { SiteConfig } from "#app/site-config.server.ts";

const rendered = new Map<Locale, { key: string; html: string }>();

/** The footer's markup in a language, rendered again only when the settings or the year change. */
export function footerLinksHtml(site: SiteConfig, locale: Locale): string {
  const year = new Date().getFullYear();
  const key = JSON.stringify([site, year]);
  let known = rendered.get(locale);
  if (known?.key !== key) {
    const words = translated(locale, "footer");
    known = { key, html: renderStatic(createElement(FooterLinks, { site, year, words }), false) };
    rendered.set(locale, known);
  }
  return known.html;
}
