// Every page is complete server-rendered HTML that works before hydration (links, forms, the
// FAQ's <details>), so its JavaScript need not compete with the HTML, stylesheet and first
// images on a slow connection. The server holds React Router's scripts back
// (hold-scripts.server.ts) and releaseHeldScripts, inlined in every page's head, lets the
// framework's download go at once, the other modules' once the stylesheet has arrived, and runs
// them once the document has been parsed (docs/decisions/010).

/** The type the server gives React Router's module script so the browser does not run it yet. */
export const HELD_MODULE_TYPE = "text/x-held-module";
/**
 * The releaser's attribute listing the modulepreloads the server took out of the page (a link
 * without a rel is invalid HTML, and with one the browser fetches at once), space-separated.
 */
export const HELD_PRELOADS_ATTRIBUTE = "data-modulepreload";
/**
 * The name of the bundle holding React and React Router (scripts/client-chunks.ts), whose files
 * are `/assets/framework-<hash>.js`.
 */
export const FRAMEWORK_CHUNK = "framework";

/**
 * Runs in the page's head as an inline script, from its source text, so it must not use anything
 * outside itself: the held markers come in as arguments, the preloads on its own element.
 */
export function releaseHeldScripts(
  heldModuleType: string,
  heldPreloadsAttribute: string,
  frameworkChunk: string,
): void {
  const releaser = document.currentScript as HTMLScriptElement;
  const nonce = releaser.nonce ?? "";
  const hrefs = (releaser.getAttribute(heldPreloadsAttribute) ?? "").split(" ").filter(Boolean);
  const isFramework = (href: string) => href.includes(`/${frameworkChunk}-`);
  const preloadEach = (chosen: string[]) => {
    for (const href of chosen) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.nonce = nonce;
      document.head.append(link);
    }
  };
  // The framework at once (issue 42): on a slow, distant link the stylesheet's request and the
  // first images' leave it idle for most of a round trip, which the largest script fills. Every
  // page needs it and it waits for nothing of the page's. On the phone profile (1 Mbps, 300 ms
  // round trip) a city page hydrated 0.28 s sooner and painted 0-0.05 s later.
  preloadEach(hrefs.filter(isFramework));
  let isPreloaded = false;
  // The rest at once, so the browser fetches them in parallel rather than as the module script
  // discovers its imports one level at a time.
  const preload = () => {
    if (isPreloaded) return;
    isPreloaded = true;
    document.removeEventListener("load", onStylesheet, true);
    arrivals.disconnect();
    preloadEach(hrefs.filter((href) => !isFramework(href)));
  };
  // Once the stylesheet has arrived the link is the scripts' alone: the page paints while they
  // download (issue 42). Its resource timing entry comes as its last byte does; its load event
  // only once it is parsed and, on a slow phone, often after the first render, 0.15-0.2 s
  // later. Whichever comes first. A resource's load event does not bubble, but the document sees
  // it while capturing.
  const isStylesheet = (name: string) => /\.css(#|$)/.test(name);
  const arrivals = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => isStylesheet(entry.name))) preload();
  });
  try {
    arrivals.observe({ type: "resource", buffered: true });
  } catch {
    // A browser without resource entries to observe waits for the load event.
  }
  const onStylesheet = (event: Event) => {
    if ((event.target as HTMLLinkElement).rel === "stylesheet") preload();
  };
  document.addEventListener("load", onStylesheet, true);
  // The module script once the document is parsed: an added module script runs as soon as it has
  // loaded, and React must find the whole page to hydrate it. A task of its own, so it does not
  // lengthen the parser's last one.
  const run = () => {
    preload();
    for (const held of document.querySelectorAll<HTMLScriptElement>(
      `script[type="${heldModuleType}"]`,
    )) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = nonce;
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
  };
  addEventListener("DOMContentLoaded", () => setTimeout(run, 0), { once: true });
}

function releaseScriptText(): string {
  const markers = [HELD_MODULE_TYPE, HELD_PRELOADS_ATTRIBUTE, FRAMEWORK_CHUNK];
  return `(${releaseHeldScripts.toString()})(${markers.map((marker) => JSON.stringify(marker)).join(", ")});`;
}

/**
 * The inline script's text: the function above, called with the markers. Pure, so a browser
 * bundle that does not use it (release-held-scripts.tsx renders it on the server only) leaves
 * the function out.
 */
export const RELEASE_SCRIPT = /* @__PURE__ */ releaseScriptText();
