// The dark title band at the top of the editorial pages: trail, title, lead and anything the page
// adds under them (the FAQ's search box).
import type { ReactNode } from "react";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import type { Crumb } from "#app/seo/breadcrumbs.ts";

export function PageHero(props: {
  title: string;
  lead: ReactNode;
  crumbs?: readonly Crumb[];
  width?: "max-w-5xl" | "max-w-6xl";
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className={`mx-auto ${props.width ?? "max-w-5xl"} px-4 py-14`}>
        {props.crumbs ? <Breadcrumbs tone="light" crumbs={props.crumbs} /> : null}
        <Heading level={1} size="display" className={props.crumbs ? "mt-4" : undefined}>
          {props.title}
        </Heading>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-brand-50">{props.lead}</p>
        {props.children}
      </div>
    </section>
  );
}
