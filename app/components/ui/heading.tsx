// The site's heading scale: each step is one size and weight, so pages pick a step instead of
// retyping class lists. The level stays the document's outline; the size is only how it looks.
import type { HTMLAttributes } from "react";

const SIZES = {
  /** Page titles on the dark hero bands; they take the band's text colour. */
  display: "text-4xl font-bold sm:text-5xl",
  page: "text-4xl font-bold text-slate-900",
  title: "text-3xl font-bold text-slate-900",
  section: "text-2xl font-bold text-slate-900 sm:text-3xl",
  subsection: "text-2xl font-bold text-slate-900",
  card: "text-xl font-bold text-slate-900",
  minor: "text-xl font-semibold text-slate-900",
} as const;

export type HeadingSize = keyof typeof SIZES;

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: 1 | 2 | 3;
  size: HeadingSize;
}

export function Heading({ level, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...props} className={className ? `${SIZES[size]} ${className}` : SIZES[size]} />;
}
