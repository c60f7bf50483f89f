// The footer's links and notes, rendered on the server only (footer-links.server.ts): plain links,
// the same on every page of a language; its words come translated (app/content/i18n/).
import { BrandMark } from "#app/components/layout/brand-mark.tsx";
import type { SiteConfig } from "#app/site-config.server.ts";

export interface FooterWords {
  /** The home page in the footer's language. */
  home: string;
  tagline: string;
  social: string;
  newTab: string;
  rights: string;
  disclosure: string;
  sections: readonly {
    title: string;
    links: readonly { href: string; label: string; lang?: string }[];
  }[];
}

export function FooterLinks(props: { site: SiteConfig; year: number; words: FooterWords }) {
  const { site, year, words } = props;
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <a href={words.home} className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark />
            {site.name}
          </a>
          <p className="mt-3 text-sm leading-6">{words.tagline}</p>
          {site.socials.length > 0 ? (
            <ul aria-label={words.social} className="mt-4 flex flex-wrap gap-3 text-sm">
              {site.socials.map((profile) => (
                <li key={profile.label}>
                  <a
                    href={profile.href}
                    rel="me noopener noreferrer"
                    target="_blank"
                    className="underline underline-offset-2 hover:text-white"
                  >
                    {profile.label}
                    <span className="sr-only"> {words.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {words.sections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {section.title}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {section.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    hrefLang={link.lang}
                    className="hover:text-white hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl space-y-2 px-4 pt-6 text-xs leading-5 text-slate-400">
          <p>{words.disclosure}</p>
          <p>
            © {year} {site.name}. {words.rights}
          </p>
        </div>
      </div>
    </>
  );
}
