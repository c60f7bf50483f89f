// A page that is only a message (not found, gone, an error, a French page not written yet): its
// heading and a line of text, centred, then the ways on that each screen gives.
import type { ReactNode } from "react";
import { Heading } from "#app/components/ui/heading.tsx";

export function MessageScreen(props: { title: ReactNode; text: ReactNode; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <Heading level={1} size="title">
        {props.title}
      </Heading>
      <p className="mt-4 text-slate-700">{props.text}</p>
      {props.children}
    </section>
  );
}
