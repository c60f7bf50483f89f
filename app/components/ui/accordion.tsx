// An accordion of native <details> elements sharing one `name`, so the browser keeps at most one
// open. It needs no JavaScript, hydrates at almost no cost (Radix's accordion cost about a second
// of main-thread time on the FAQ on a mid-range phone; see docs/decisions/007), and find-in-page
// opens the answer that holds a match.
import type { ReactNode } from "react";
import { Icon } from "#app/components/icon.tsx";

export function AccordionItem({
  group,
  question,
  anchor,
  headingLevel = 3,
  isOpen = false,
  children,
}: {
  /** Items with the same group are exclusive: opening one closes the others. */
  group: string;
  question: ReactNode;
  /** The question's heading level: one below the heading the accordion sits under. */
  headingLevel?: 2 | 3;
  /**
   * The item's fragment id. It sits inside the answer, pinned to the item's top edge: browsers
   * open a closed <details> whose content holds the target of a link's #fragment (the HTML
   * spec's ancestor revealing), so `#anchor` opens the item without scripts and shows its question.
   */
  anchor?: string;
  /** Rendered open, for a link that names the item (?open=). */
  isOpen?: boolean;
  children: ReactNode;
}) {
  const Question = `h${headingLevel}` as const;
  return (
    <details
      name={group}
      open={isOpen}
      className="group relative border-b border-slate-200 last:border-b-0 has-[:target]:bg-amber-50"
    >
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md px-1 py-4 text-left hover:text-brand-800 [&::-webkit-details-marker]:hidden">
        <Question className="text-base font-semibold text-slate-900">{question}</Question>
        <Icon
          name="chevron-down"
          className="mt-0.5 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="px-1 pb-5 leading-7 text-slate-700">
        {anchor ? <span id={anchor} className="absolute top-0 scroll-mt-24" /> : null}
        {children}
      </div>
    </details>
  );
}
