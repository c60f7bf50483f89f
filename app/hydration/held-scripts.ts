// Every page is complete server-rendered HTML that works before hydration (links, forms, the
// FAQ's <details>), so its JavaScript need not compete with the HTML, stylesheet and first
// images on a slow connection. The server holds React Router's scripts back
// (hold-scripts.server.ts) and releaseHeldScripts, inlined in every page, lets them go once the
// document has been parsed (docs/decisions/010).

/** The type the server gives React Router's module script so the browser does not run it yet. */
export const HELD_MODULE_TYPE = "text/x-held-module";
/**
 * The held script's attribute listing the modulepreloads the server took out of the page (a link
 * without a rel is invalid HTML, and with one the browser fetches at once), space-separated.
 */
export const HELD_PRELOADS_ATTRIBUTE = "data-modulepreload";

/**
 * Runs in the page as an inline script, from its source text, so it must not use anything
 * outside itself: the held markers come in as arguments.
 */
export function releaseHeldScripts(heldModuleType: string, heldPreloadsAttribute: string): void {
  const release = () => {
    for (const held of document.querySelectorAll<HTMLScriptElement>(
      `script[type="${heldModuleType}"]`,
    )) {
      // Preloads first, so the browser fetches every module in parallel rather than as the
      // module script discovers its imports one level at a time.
      for (const href of (held.getAttribute(heldPreloadsAttribute) ?? "").split(" ")) {
        if (!href) continue;
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        link.nonce = held.nonce ?? "";
        document.head.append(link);
      }
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = held.nonce ?? "";
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
  };
  // Once the document is parsed: the stylesheet, asked for from the head, is on its way, and the
  // scripts' download then overlaps the first render, where waiting for load kept the link idle
  // while the font (before decision 056) and eager images finished (issue 42, decision 010). A
  // task of its own, so it does not lengthen the parser's last one.
  addEventListener("DOMContentLoaded", () => setTimeout(release, 0), { once: true });
}

function releaseScriptText(): string {
  return `(${releaseHeldScripts.toString()})(${JSON.stringify(HELD_MODULE_TYPE)}, ${JSON.stringify(HELD_PRELOADS_ATTRIBUTE)});`;
}

/**
 * The inline script's text: the function above, called with the markers. Pure, so a browser
 * bundle that does not use it (release-held-scripts.tsx renders it on the server only) leaves
 * the function out.
 */
export const RELEASE_SCRIPT = /* @__PURE__ */ releaseScriptText();
