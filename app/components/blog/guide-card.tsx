// One resource guide as a card: its category, its title linking to its article, and its
// description. The blog's related guides and the home page's resources show the same card; the
// home page's is tighter, and is a plain link because the server renders it to HTML once.
import { Link } from "react-router";
import type { Guide } from "#app/content/guides.ts";

const LOOKS = {
  roomy: {
    item: "relative rounded-xl border border-slate-200 bg-white p-5 transition hover:shadow-md",
    gap: "mt-2",
  },
  compact: {
    item: "relative rounded-lg border border-slate-200 bg-white p-5 hover:shadow-md",
    gap: "mt-1",
  },
} as const;

export function GuideCard({ guide, isCompact = false }: { guide: Guide; isCompact?: boolean }) {
  const look = LOOKS[isCompact ? "compact" : "roomy"];
  const href = `/blog/${guide.slug}`;
  return (
    <li className={look.item}>
      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
        {guide.category}
      </p>
      <h3 className={`${look.gap} font-semibold text-slate-900`}>
        {isCompact ? (
          <a href={href} className="after:absolute after:inset-0 hover:underline">
            {guide.title}
          </a>
        ) : (
          <Link
            to={href}
            className="after:absolute after:inset-0 hover:text-brand-800 hover:underline"
          >
            {guide.title}
          </Link>
        )}
      </h3>
      <p className={`${look.gap} text-sm leading-6 text-slate-700`}>{guide.description}</p>
    </li>
  );
}
