// Shows Markdown the server has rendered (app/domain/text/markdown-html.ts): the browser neither
// re-renders nor re-parses a long article. The HTML comes only from
// app/components/markdown-html.server.tsx, which escapes it.
import { Fragment, type ReactNode } from "react";
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import type { HtmlPart } from "#app/domain/text/markdown-html.ts";

export function HtmlBody({
  parts,
  slots,
  className,
}: {
  parts: readonly HtmlPart[];
  slots?: Readonly<Record<string, ReactNode>>;
  className?: string;
}) {
  const classes = className ? `prose-body ${className}` : "prose-body";
  const only = parts.length === 1 ? parts[0]! : undefined;
  if (only && "id" in only) return <ServerMarkupBlock part={only} className={classes} />;
  return (
    <div className={classes}>
      {parts.map((part) =>
        "slot" in part ? (
          <Fragment key={`slot-${part.slot}`}>{slots?.[part.slot]}</Fragment>
        ) : (
          // `contents`: the wrapper adds no box, so the body lays out as one run of blocks.
          <ServerMarkupBlock key={part.id} part={part} className="contents" />
        ),
      )}
    </div>
  );
}

/** Inline HTML (an intro or lead) inside the caller's paragraph; short, so sent as it is. */
export function HtmlInline({ html }: { html: string }) {
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}
