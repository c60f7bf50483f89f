// One Lighthouse audit in Debian's Chromium with Lighthouse's default mobile settings: shared by
// `npm run lighthouse` (every category) and `npm run bench:pages` (performance only).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#scripts/chromium.ts";

export type LighthouseChrome = chromeLauncher.LaunchedChrome;

export function launchLighthouseChrome(): Promise<LighthouseChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
}

/** Audits one page; the caller warms the server's caches first, as a visitor would find them. */
export async function auditPage(
  chrome: LighthouseChrome,
  url: string,
  categories: string[],
): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}
