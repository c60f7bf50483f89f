import { Link } from "react-router";
import { affiliateDisclosure, footerSections } from "#app/content/site.ts";
import { useSiteConfig } from "#app/site-config.ts";
import { BrandMark } from "#app/components/layout/brand-mark.tsx";
import { LiteModeForm } from "#app/components/layout/lite-mode-form.tsx";
import { PageWeight } from "#app/components/layout/page-weight.tsx";

export function SiteFooter() {
  const site = useSiteConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark />
            {site.name}
          </Link>
          <p className="mt-3 text-sm leading-6">
            Independent guides to hotels and travel in Ghana, from Accra to Tamale.
          </p>
          {site.socials.length > 0 ? (
            <ul aria-label="Social media" className="mt-4 flex flex-wrap gap-3 text-sm">
              {site.socials.map((profile) => (
                <li key={profile.label}>
                  <a
                    href={profile.href}
                    rel="me noopener noreferrer"
                    target="_blank"
                    className="underline underline-offset-2 hover:text-white"
                  >
                    {profile.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {footerSections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {section.title}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs leading-5 text-slate-400">
          <p>{affiliateDisclosure}</p>
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <PageWeight />
          <LiteModeForm />
        </div>
      </div>
    </footer>
  );
}
