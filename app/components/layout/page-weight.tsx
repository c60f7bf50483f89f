// "This page: 46 KB", "Cette page : 46 Ko" (app/domain/pages/page-weight.ts). The server renders a placeholder and writes the
// measured figure into the finished HTML (app/pages/page-weight.server.ts), so the browser takes
// the figure from the page it hydrates. A page opened later inside the app loads only its data,
// so the figure shows only on the page the document was served for.
import { useState } from "react";
import { useLocation } from "react-router";
import { PAGE_WEIGHT_PLACEHOLDER } from "#app/domain/pages/page-weight.ts";
import { useChrome } from "#app/site-config.ts";

const FIGURE_ID = "page-weight";

/** The figure the server wrote, read from the document once, before React replaces anything. */
let servedFigure: string | undefined;
function figureOnThisPage(): string {
  if (typeof document === "undefined") return PAGE_WEIGHT_PLACEHOLDER;
  servedFigure ??= document.getElementById(FIGURE_ID)?.textContent ?? "";
  return servedFigure;
}

export function PageWeight() {
  const { pathname } = useLocation();
  const [servedPath] = useState(pathname);
  // In the page's language, from the root's data (app/content/i18n/).
  const { notes } = useChrome();
  if (pathname !== servedPath) return null;
  return (
    <p>
      {/* One text node each side of the figure, as the markup was before it was translated. */}
      {`${notes.weight} `}
      <span id={FIGURE_ID}>{figureOnThisPage()}</span>
      {` ${notes.unit} `}
      <span className="text-slate-400">{notes.measured}</span>
    </p>
  );
}
