import { Link } from "react-router";
import type { Crumb } from "#app/seo/breadcrumbs.ts";
import { Icon } from "#app/components/icon.tsx";

/** A breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({
  crumbs,
  tone = "dark",
  label = "Breadcrumb",
}: {
  crumbs: readonly Crumb[];
  tone?: "dark" | "light";
  /** The trail's name in the page's language. */
  label?: string;
}) {
  const text = tone === "light" ? "text-brand-50" : "text-slate-600";
  return (
    <nav aria-label={label} className={`text-sm ${text}`}>
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {index > 0 ? <Icon name="chevron-right" /> : null}
              {isLast ? (
                <span aria-current="page" className="font-semibold">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className="underline-offset-2 hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
