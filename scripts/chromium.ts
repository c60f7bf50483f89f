// Debian's Chromium, as every browser run here launches it: the tests, Lighthouse and screenshots.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * What the browser tests drive: Debian's chromium-headless-shell, the same Chromium release built
 * without the desktop browser around the engine (as Playwright itself runs headless tests). On the
 * same tests it took 40% less CPU than the full browser (docs/decisions/054). CHROMIUM_PATH, when
 * set, names the browser for the tests too.
 */
export const TEST_BROWSER = process.env.CHROMIUM_PATH
  ? { path: process.env.CHROMIUM_PATH, debianPackage: "chromium" }
  : { path: "/usr/lib/chromium/chromium-headless-shell", debianPackage: "chromium-headless-shell" };

/** Headless in a container without a GPU, and quiet: no update, sync or background traffic. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
