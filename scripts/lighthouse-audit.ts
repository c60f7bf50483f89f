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

/** What a first visit finds empty ("all" fails in this Chromium on types it has no store for). */
const STORAGE_TYPES = "cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems";

/**
 * Forgets everything the browser keeps for the page's origin. Lighthouse clears only caches and
 * service workers between runs, keeping cookies and storage so that a signed-in audit stays signed
 * in; a first visit has none of them. Without this, every run after the first audited a returning
 * visitor: the web font remembered (decision 056), hotels recently viewed on the home page.
 */
async function forgetOrigin(chrome: LighthouseChrome, url: string): Promise<void> {
  // A page's session: the browser's own answers this command with an internal error.
  const targets = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const page = targets.find((target) => target.type === "page");
  if (!page) throw new Error("Clearing the browser's data: no page to ask");
  const socket = new WebSocket(page.webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    const answer = new Promise<void>((resolve, reject) => {
      socket.onmessage = (message) => {
        const reply = JSON.parse(String(message.data)) as { error?: { message: string } };
        if (reply.error) reject(new Error(`Clearing the browser's data: ${reply.error.message}`));
        else resolve();
      };
    });
    const params = { origin: new URL(url).origin, storageTypes: STORAGE_TYPES };
    socket.send(JSON.stringify({ id: 1, method: "Storage.clearDataForOrigin", params }));
    await answer;
  } finally {
    socket.close();
  }
}

/**
 * Audits one page as a first visit; the caller warms the server's caches first, as a visitor
 * would find them.
 */
export async function auditPage(
  chrome: LighthouseChrome,
  url: string,
  categories: string[],
): Promise<Result> {
  await forgetOrigin(chrome, url);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}
