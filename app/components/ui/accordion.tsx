// A thin wrapper over Radix Accordion with the site's styling. Answers stay in the server HTML
// (forceMount, hidden by CSS while closed) so they are indexed and findable; without JS a
// <noscript> rule shows them all, since the triggers cannot work there.
import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";

const NO_SCRIPT_CSS = "[data-accordion-content][data-state=closed]{display:block!important}";

export function Accordion({
  children,
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root className={className} {...props}>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      {children}
    </AccordionPrimitive.Root>
  );
}

export function AccordionItem({
  className = "",
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={`border-b border-slate-200 last:border-b-0 ${className}`}
      {...props}
    />
  );
}

export function AccordionTrigger({
  children,
  headingLevel = 3,
}: {
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="text-base font-semibold text-slate-900">
        <AccordionPrimitive.Trigger className="group flex w-full items-start justify-between gap-4 rounded-md px-1 py-4 text-left hover:text-brand-800">
          <span>{children}</span>
          <ChevronDown
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ children }: { children: ReactNode }) {
  return (
    <AccordionPrimitive.Content
      forceMount
      data-accordion-content=""
      className="px-1 pb-5 leading-7 text-slate-700 data-[state=closed]:hidden"
    >
      {children}
    </AccordionPrimitive.Content>
  );
}
