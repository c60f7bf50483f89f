// Cards that lead to the resource guides, each to its article: the home page's resources and the
// blog and city pages' guide lists. The home and city pages show them as server-made HTML
// (guide-cards.server.ts): those long pages hydrate less, and their browser bundle does not carry
// this code. The blog page renders them, so a card there opens its guide by client navigation.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Guide } from "#app/content/guides.ts";
import type { HeadingSize } from "#app/components/ui/heading.tsx";
import { Section } from "#app/components/ui/section.tsx";

export interface GuideCardsProps {
  id: string;
  title: string;
  size?: HeadingSize;
  /** Shown between the heading and the cards. */
  children?: ReactNode;
  guides: readonly Guide[];
  /** The grid's columns on a wide screen, such as "lg:grid-cols-4". */
  columns: string;
}

/** Nothing when there are no guides. */
export function GuideCards({ id, title, size, children, guides, columns }: GuideCardsProps) {
  if (guides.length === 0) return null;
  return (
    <Section id={id} title={title} size={size}>
      {children}
      <ul className={`mt-6 grid gap-4 sm:grid-cols-2 ${columns}`}>
        {guides.map((guide) => (
          <li
            key={guide.slug}
            className="relative rounded-xl border border-slate-200 bg-white p-5 transition hover:shadow-md"
          >
            <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
              {guide.category}
            </p>
            <h3 className="mt-2 font-semibold text-slate-900">
              <Link
                to={`/blog/${guide.slug}`}
                className="after:absolute after:inset-0 hover:text-brand-800 hover:underline"
              >
                {guide.title}
              </Link>
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-700">{guide.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
