// Server-rendered HTML shown as it is (app/hydration/server-markup.server.ts). React leaves markup set with
// dangerouslySetInnerHTML alone when it hydrates, so a page document's copy is all the browser
// needs: while hydrating, the HTML is read back from that markup instead of from the data.
import { createContext, useContext, useState } from "react";
import type { ServerMarkup } from "#app/domain/text/markdown-html.ts";

/** The HTML a page document holds, by id; entry.server.tsx provides it while rendering. */
export const ServerMarkupContext = createContext<ReadonlyMap<string, string>>(new Map());

export function useServerMarkup(part: ServerMarkup): string {
  const held = useContext(ServerMarkupContext);
  const [fromDocument] = useState(() =>
    part.html === undefined && typeof document !== "undefined"
      ? (document.getElementById(part.id)?.innerHTML ?? "")
      : "",
  );
  return part.html ?? held.get(part.id) ?? fromDocument;
}

export function ServerMarkupBlock({ part, className }: { part: ServerMarkup; className?: string }) {
  return (
    <div
      id={part.id}
      className={className}
      dangerouslySetInnerHTML={{ __html: useServerMarkup(part) }}
    />
  );
}
