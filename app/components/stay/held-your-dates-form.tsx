// A hotel list's "Your dates" form, held as server HTML (stay-forms.server.ts). It stays closed
// until the reader opens it, so the code that fills in the remembered stay loads only then: the
// lists pay no script for it up front.
import { useEffect, useRef } from "react";
import { HeldHtmlBlock } from "#app/components/held-html.tsx";
import type { HeldHtml } from "#app/domain/markdown-html.ts";

export function HeldYourDatesForm({ part, className }: { part: HeldHtml; className?: string }) {
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
      <HeldHtmlBlock part={part} />
    </div>
  );
}
