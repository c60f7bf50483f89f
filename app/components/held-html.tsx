// Server-rendered HTML shown as it is (app/http/held-html.server.ts). React leaves markup set with
// dangerouslySetInnerHTML alone when it hydrates, so a page document's copy is all the browser
// needs: while hydrating, the HTML is read back from that markup instead of from the data.
import { createContext, useContext, useState } from "react";
import type { HeldHtml } from "#app/domain/markdown-html.ts";

/** The HTML a page document holds, by id; entry.server.tsx provides it while rendering. */
export const HeldHtmlContext = createContext<ReadonlyMap<string, string>>(new Map());

export function useHeldHtml(part: HeldHtml): string {
  const held = useContext(HeldHtmlContext);
  const [fromDocument] = useState(() =>
    part.html === undefined && typeof document !== "undefined"
      ? (document.getElementById(part.id)?.innerHTML ?? "")
      : "",
  );
  return part.html ?? held.get(part.id) ?? fromDocument;
}

export function HeldHtmlBlock({ part, className }: { part: HeldHtml; className?: string }) {
  return (
    <div
      id={part.id}
      className={className}
      dangerouslySetInnerHTML={{ __html: useHeldHtml(part) }}
    />
  );
}
