// A hotel list's "Your dates" form, held as server HTML (stay-forms.server.ts). It stays closed
// until the reader opens it, so the code that fills in the remembered stay loads only then: the
// lists pay no script for it up front.
import { useEffect, useRef } from "react";
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import type { ServerMarkup } from "#app/domain/text/markdown-html.ts";

export function HeldYourDatesForm({ part, className }: { part: ServerMarkup; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    // "toggle" does not bubble: listen while it passes down to the <details>.
    const onToggle = () => {
      void import("#app/browser/remembered-stay.ts").then(({ fillStayForm }) =>
        fillStayForm(element?.querySelector("form")),
      );
    };
    element?.addEventListener("toggle", onToggle, true);
    return () => element?.removeEventListener("toggle", onToggle, true);
  }, [part]);
  return (
    <div ref={box} className={className}>
      <ServerMarkupBlock part={part} />
    </div>
  );
}
