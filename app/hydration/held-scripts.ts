// Every page is complete server-rendered HTML that works before hydration (links, forms, the
// FAQ's <details>), so its JavaScript need not compete with the HTML, stylesheet, font and first
// images on a slow connection. The server holds React Router's scripts back
// (hold-scripts.server.ts) and releaseHeldScripts, inlined in every page, lets them go once the
// page has loaded and painted, or after 5 s at the latest (docs/decisions/010).

/** The type the server gives React Router's module script so the browser does not run it yet. */
export const HELD_MODULE_TYPE = "text/x-held-module";
/** The attribute the server moves each modulepreload's rel into so the browser does not fetch yet. */
export const HELD_REL_ATTRIBUTE = "data-held-rel";

/**
 * Runs in the page as an inline script, from its source text, so it must not use anything
 * outside itself: the held markers come in as arguments.
 */
export function releaseHeldScripts(heldRelAttribute: string, heldModuleType: string): void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${heldRelAttribute}]`)) {
      link.rel = link.getAttribute(heldRelAttribute) ?? "";
    }
    for (const held of document.querySelectorAll<HTMLScriptElement>(
      `script[type="${heldModuleType}"]`,
    )) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = held.nonce ?? "";
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
  };
  addEventListener("load", () => requestAnimationFrame(() => setTimeout(release, 0)), {
    once: true,
  });
  setTimeout(release, 5000);
}

/** The inline script's text: the function above, called with the markers. */
export const RELEASE_SCRIPT = `(${releaseHeldScripts.toString()})(${JSON.stringify(HELD_REL_ATTRIBUTE)}, ${JSON.stringify(HELD_MODULE_TYPE)});`;
