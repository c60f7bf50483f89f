// An accordion of native <details> elements sharing one `name`, so the browser keeps at most one
// open. It needs no JavaScript, hydrates at almost no cost even with two hundred items (Radix's
// accordion cost about a second of main-thread time on /faq on a mid-range phone; see
// docs/decisions/007), and find-in-page opens the answer that holds a match.
import type { ReactNode } from "react";
import { Icon } from "#app/components/icon.tsx";

export function AccordionItem({
  group,
  question,
  children,
}: {
  /** Items with the same group are exclusive: opening one closes the others. */
  group: string;
  question: ReactNode;
  children: ReactNode;
}) {
  return (
    <details name={group} className="group border-b border-slate-200 last:border-b-0">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md px-1 py-4 text-left hover:text-brand-800 [&::-webkit-details-marker]:hidden">
        <h3 className="text-base font-semibold text-slate-900">{question}</h3>
        <Icon
          name="chevron-down"
          className="mt-0.5 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="px-1 pb-5 leading-7 text-slate-700">{children}</div>
    </details>
  );
}
