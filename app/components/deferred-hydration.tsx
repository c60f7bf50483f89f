// Every page is complete server-rendered HTML that works before hydration (links, forms, the
// FAQ's <details>), so its JavaScript need not compete with the HTML, stylesheet, font and
// first images on a slow connection. The server holds React Router's scripts back
// (app/http/deferred-hydration.server.ts) and this inline script releases them once the page
// has loaded and painted, or after 5 s at the latest.

/** The type the server gives React Router's module script so the browser does not run it yet. */
export const HELD_MODULE_TYPE = "text/x-held-module";
/** The attribute the server moves each modulepreload's rel into so the browser does not fetch yet. */
export const HELD_REL_ATTRIBUTE = "data-held-rel";

const RELEASE = `(() => {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    for (const link of document.querySelectorAll("link[${HELD_REL_ATTRIBUTE}]")) {
      link.rel = link.getAttribute("${HELD_REL_ATTRIBUTE}");
    }
    for (const held of document.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = held.nonce;
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
  };
  addEventListener("load", () => requestAnimationFrame(() => setTimeout(release, 0)), { once: true });
  setTimeout(release, 5000);
})();`;

export function ReleaseHeldScripts({ nonce }: { nonce: string | undefined }) {
  // A fixed string with no user data in it. Browsers hide a nonce from script once the page has
  // loaded, so the client's empty one is not a mismatch worth a warning.
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RELEASE }} />
  );
}
