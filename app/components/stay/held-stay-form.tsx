// A hotel page's stay form, held as server HTML (stay-forms.server.ts), filled in with the
// remembered stay once scripts run, and again whenever the reader comes back to the tab.
import { useEffect } from "react";
import { fillStayForm } from "#app/browser/remembered-stay.ts";
import { HeldHtmlBlock } from "#app/components/held-html.tsx";
import type { HeldHtml } from "#app/content/markdown-html.ts";

export function HeldStayForm({ part, className }: { part: HeldHtml; className?: string }) {
  useEffect(() => {
    const fill = () => fillStayForm(document.getElementById(part.id)?.querySelector("form"));
    fill();
    window.addEventListener("focus", fill);
    return () => window.removeEventListener("focus", fill);
  }, [part]);
  return <HeldHtmlBlock part={part} className={className} />;
}
