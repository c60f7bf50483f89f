// The polite suggestion a French browser gets on an English page with a French twin (issue 44).
// The page cache keeps one copy per address (docs/decisions/005), so the browser decides, from
// navigator.languages, never the server from Accept-Language; and it never redirects. It is an
// inline script outside React (french-suggestion.server.ts), so no page's bundle grows for it.

/** Where a "Non merci", or a followed link, is remembered for every page. */
export const FRENCH_SUGGESTION_KEY = "akwaaba-stays:french-suggestion";

/**
 * Runs in the page as an inline script at the end of <body>, from its source text, so it must
 * not use anything outside itself: the storage key and the notice's markup come in as arguments.
 */
export function suggestFrench(key: string, noticeHtml: string): void {
  // French must come before English in the visitor's own order of languages. Asked first: the
  // first read of localStorage waits on the browser's storage (up to 60 ms measured on a cold
  // start), which most visitors, who read English, never need to pay.
  const first = navigator.languages.find((tag) => /^(fr|en)\b/i.test(tag));
  if (!first || !/^fr/i.test(first)) return;
  try {
    if (localStorage.getItem(key)) return;
  } catch {
    // Storage refused (a private window's policy): a notice that could not stay closed would nag.
    return;
  }
  const box = document.createElement("div");
  box.innerHTML = noticeHtml;
  const notice = box.firstElementChild as HTMLElement;
  const link = notice.querySelector("a")!;
  // React Router changes the page without reloading: the notice follows the page's own
  // alternate, shown only while the page is English and has one.
  const follow = () => {
    const twin = document.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang="fr"]');
    notice.hidden = !twin || document.documentElement.lang !== "en";
    if (twin) link.href = new URL(twin.href).pathname;
  };
  const observer = new MutationObserver(follow);
  const stop = () => {
    try {
      localStorage.setItem(key, "1");
    } catch {
      // Nothing to keep it in: it closes for this page only.
    }
    observer.disconnect();
    notice.remove();
  };
  link.onclick = stop;
  notice.querySelector("button")!.onclick = stop;
  follow();
  observer.observe(document.head, { childList: true, subtree: true, attributes: true });
  // After the skip link, so it stays the first stop of the keyboard; fixed at the bottom, so it
  // moves nothing the visitor is reading.
  document.querySelector('a[href="#main"]')?.after(notice);
}
