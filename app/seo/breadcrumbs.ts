// A page's breadcrumb trail, declared once per route and used twice: for the visible trail
// (components/breadcrumbs.tsx) and for its BreadcrumbList JSON-LD (structured-data.ts).

export interface Crumb {
  label: string;
  href: string;
}

export const HOME_CRUMB: Crumb = { label: "Home", href: "/" };
export const HOTELS_CRUMB: Crumb = { label: "Hotels", href: "/hotels" };
export const CITIES_CRUMB: Crumb = { label: "Cities", href: "/cities" };
export const BLOG_CRUMB: Crumb = { label: "Blog", href: "/blog" };

/** Home, then the given crumbs; the last is the page itself. */
export function trail(...crumbs: Crumb[]): Crumb[] {
  return [HOME_CRUMB, ...crumbs];
}
