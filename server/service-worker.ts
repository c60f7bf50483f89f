// GET /sw.js: the service worker (app/browser/service-worker.ts) for the current build. It
// precaches the app shell (the build's hashed assets, a few pages and the offline page) under a
// cache named for the build's version, so a new deploy installs a new cache and deletes the old.
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { isLiteRequest } from "#app/domain/pages/lite-mode.ts";
import {
  serviceWorker as serviceWorkerCode,
  type ServiceWorkerSettings,
} from "#app/browser/service-worker.ts";

/** Pages saved on install, so they open without a connection; the offline page links to them. */
const SAVED_PAGES = [
  { href: "/", label: "Home" },
  { href: "/hotels", label: "All hotels" },
  { href: "/cities", label: "Cities" },
  { href: "/blog", label: "Travel blog" },
];
const OFFLINE_PATH = "/offline.html";
const PRECACHED_PAGES = [...SAVED_PAGES.map((page) => page.href), OFFLINE_PATH];
const PRECACHED_FILES = ["/favicon.svg", "/icons.svg", "/manifest.webmanifest"];

/**
 * The build's files saved on install. A lite reader's pages load no scripts (issue 25), so their
 * worker saves none either: each deploy would otherwise cost them every script of the site.
 */
export function buildAssetList(
  assets: ServerBuild["assets"],
  options: { isLite?: boolean } = {},
): string[] {
  const files = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports]);
  for (const route of Object.values(assets.routes)) {
    if (!route) continue;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
    for (const file of route.css ?? []) files.add(withoutFragment(file));
  }
  return options.isLite ? [...files].filter((file) => !/\.m?js$/.test(file)) : [...files];
}

const CACHE_PREFIX = "akwaaba-";

/** /sw.js: the worker's function (app/browser/service-worker.ts) called with this build's settings. */
export function renderServiceWorker(version: string, precache: readonly string[]): string {
  const settings: ServiceWorkerSettings = {
    cacheName: `${CACHE_PREFIX}${version}`,
    cachePrefix: CACHE_PREFIX,
    precache,
    offlineUrl: OFFLINE_PATH,
  };
  return `// Akwaaba Stays service worker, build ${version}.
(${serviceWorkerCode.toString()})(${JSON.stringify(settings)});
`;
}

export function serviceWorkerHandler(getBuild: () => Promise<ServerBuild>): RequestHandler {
  return (req, res, next) => {
    const isLite = isLiteRequest({ saveData: req.get("save-data"), cookie: req.get("cookie") });
    getBuild()
      .then((build) => {
        const precache = [
          ...PRECACHED_PAGES,
          ...PRECACHED_FILES,
          ...buildAssetList(build.assets, { isLite }),
        ];
        res.setHeader("Content-Type", "text/javascript; charset=utf-8");
        // Turning Lite on or off changes the worker at the browser's next check.
        res.setHeader("Vary", "Save-Data, Cookie");
        // Browsers check for a new worker on navigation; it must never be stale.
        res.setHeader("Cache-Control", "no-cache");
        res.setHeader("Service-Worker-Allowed", "/");
        res.send(renderServiceWorker(build.assets.version, precache));
      })
      .catch(next);
  };
}

/**
 * GET /offline.html: what the worker shows for a page it cannot fetch or find. Plain HTML with
 * the site's stylesheet and no scripts, so it never hydrates into the app under another URL.
 */
export function renderOfflinePage(stylesheets: readonly string[]): string {
  const links = SAVED_PAGES.map(
    (page) =>
      `<li><a class="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50" href="${page.href}">${page.label}</a></li>`,
  ).join("");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>You're offline</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n")}
</head>
<body>
<main class="mx-auto max-w-2xl px-4 py-20 text-center">
<h1 class="text-3xl font-bold text-slate-900">You're offline</h1>
<p class="mt-4 text-slate-700">This page needs a connection. These pages were saved on this device and open without one:</p>
<ul class="mt-8 flex flex-wrap justify-center gap-3">${links}</ul>
<p class="mt-8 text-sm text-slate-600">Pages you opened recently may also work. Booking needs a connection.</p>
</main>
</body>
</html>
`;
}

/**
 * React Router marks a stylesheet that a lazily loaded chunk also needs with a "#" (the root's,
 * for app/components/error-screen.tsx); the file is the same, and the worker keeps it once.
 */
function withoutFragment(file: string): string {
  return file.replace(/#.*$/, "");
}

export function offlinePage(getBuild: () => Promise<ServerBuild>): RequestHandler {
  return (_req, res, next) => {
    getBuild()
      .then((build) => {
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", "no-cache");
        res.send(renderOfflinePage((build.assets.routes.root?.css ?? []).map(withoutFragment)));
      })
      .catch(next);
  };
}
