// A hotel page's stay form, held as server HTML (stay-forms.server.ts), filled in with the
// remembered stay once scripts run (that code loads after hydration, not with the page), and
// again whenever the reader comes back to the tab.
import { useEffect } from "react";
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import type { ServerMarkup } from "#app/domain/text/markdown-html.ts";

export function HeldStayForm({ part, className }: { part: ServerMarkup; className?: string }) {
  useEffect(() => {
    let fill = () => {};
    let isGone = false;
    void import("#app/browser/remembered-stay.ts").then(({ fillStayForm }) => {
      if (isGone) return;
      fill = () => fillStayForm(document.getElementById(part.id)?.querySelector("form"));
      fill();
      window.addEventListener("focus", fill);
    });
    return () => {
      isGone = true;
      window.removeEventListener("focus", fill);
    };
  }, [part]);
  return <ServerMarkupBlock part={part} className={className} />;
}
