// A titled part of a page: a <section> named by its heading, so landmarks and the outline agree.
import type { ReactNode } from "react";
import { Heading, type HeadingSize } from "#app/components/ui/heading.tsx";

export function Section(props: {
  /** An aside is related to the page but apart from its main flow (a booking box). */
  as?: "section" | "aside";
  id: string;
  title: string;
  size?: HeadingSize;
  /** Shown beside the heading, such as how the list is sorted. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <Heading level={2} size={props.size ?? "title"} id={props.id}>
      {props.title}
    </Heading>
  );
  const Tag = props.as ?? "section";
  return (
    <Tag aria-labelledby={props.id} className={props.className}>
      {props.aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {props.aside}
        </div>
      ) : (
        heading
      )}
      {props.children}
    </Tag>
  );
}

/** Paragraphs of plain editorial text in the body style. */
export function Paragraphs({
  items,
  children,
}: {
  items: readonly string[];
  children?: ReactNode;
}) {
  return (
    <div className="prose-body">
      {items.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </div>
  );
}

/** A bulleted list of plain sentences. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 list-disc space-y-2 pl-5 leading-7 text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
