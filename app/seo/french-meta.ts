// The head of a page that shows a French text (/fr/..., the contact and newsletter pages among
// them): its title without the site's name, which a text's title may end with and buildMeta adds,
// marked French, with JSON-LD naming the text (a WebPage unless the page says what it is).
import { buildMeta, type SiteIdentity } from "#app/seo/meta.ts";

export interface FrenchText {
  title: string;
  heading: string;
  description: string;
}

/** The JSON-LD's type and what it says besides the text's name, address and description. */
export type FrenchTextAbout = { "@type": string } & Record<string, unknown>;

export function frenchTextMeta(
  site: SiteIdentity,
  path: string,
  text: FrenchText | undefined,
  about?: FrenchTextAbout,
) {
  const suffix = ` | ${site.name}`;
  const title = text?.title.endsWith(suffix) ? text.title.slice(0, -suffix.length) : text?.title;
  const { "@type": type, ...more } = about ?? {
    "@type": "WebPage",
    publisher: { "@type": "Organization", name: site.name, url: site.url },
  };
  return buildMeta(site, {
    title,
    description: text?.description,
    path,
    locale: "fr",
    jsonLd: {
      "@type": type,
      name: text?.heading,
      url: `${site.url}${path}`,
      description: text?.description,
      inLanguage: "fr",
      ...more,
    },
  });
}
