// A French text's page (routes/fr-page.tsx, fr-contact.tsx, fr-newsletter.tsx): one column under
// the text's heading, and for a text with no English twin, a note leading to the closest English
// page. A form the text places with `{{block:name}}` stands outside the text's prose styles.
import type { ReactNode } from "react";
import { HtmlBody } from "#app/components/html-body.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import type { HtmlPart } from "#app/domain/text/markdown-html.ts";

export interface EnglishOnlyNote {
  /** The closest English page. */
  href: string;
  text: string;
  link: string;
}

export function FrenchArticle(props: {
  heading: string;
  englishOnly?: EnglishOnlyNote | null;
  children: ReactNode;
}) {
  const note = props.englishOnly;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header className="border-b border-slate-200 pb-6">
        <Heading level={1} size="page">
          {props.heading}
        </Heading>
        {note ? (
          <p className="mt-4 text-sm text-slate-600">
            {note.text}{" "}
            <a href={note.href} hrefLang="en" className="text-brand-700 underline">
              {note.link}
            </a>
          </p>
        ) : null}
      </header>
      {props.children}
    </article>
  );
}

/** The text before the slot named `slot`, then `children` (the form), then the rest. */
export function TextAroundSlot(props: {
  parts: readonly HtmlPart[];
  slot: string;
  children: ReactNode;
}) {
  const at = props.parts.findIndex((part) => "slot" in part && part.slot === props.slot);
  const before = at < 0 ? props.parts : props.parts.slice(0, at);
  const after = at < 0 ? [] : props.parts.slice(at + 1);
  return (
    <>
      <HtmlBody parts={before} className="mt-8" />
      <div className="mt-6 max-w-3xl">{props.children}</div>
      {after.length > 0 ? <HtmlBody parts={after} className="mt-10" /> : null}
    </>
  );
}
