// The service worker's code. server/service-worker.ts serves it at /sw.js as this function's
// source text called with the build's settings, so it must not use anything outside itself.
// Pages are network-first, falling back to the cache and then to the offline page; hashed
// assets are cache-first. It never touches /admin, /api or anything but GET.

export interface ServiceWorkerSettings {
  /** Named for the build, so a new deploy installs a new cache and deletes the old ones. */
  cacheName: string;
  /** The cache names this site has used, so only our own old caches are deleted. */
  cachePrefix: string;
  precache: readonly string[];
  offlineUrl: string;
}

// The parts of the worker scope used here: the DOM library this project compiles against
// cannot be combined with the WebWorker one.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

export function serviceWorker(settings: ServiceWorkerSettings): void {
  const scope = self as unknown as WorkerScope;
  const { cacheName, cachePrefix, precache, offlineUrl } = settings;

  scope.addEventListener("install", (event) => {
    event.waitUntil(
      caches
        .open(cacheName)
        .then((cache) => cache.addAll(precache))
        .then(() => scope.skipWaiting()),
    );
  });

  scope.addEventListener("activate", (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((keys) =>
          Promise.all(
            keys
              .filter((key) => key.startsWith(cachePrefix) && key !== cacheName)
              .map((key) => caches.delete(key)),
          ),
        )
        .then(() => scope.clients.claim()),
    );
  });

  const isPrivate = (url: URL) =>
    // "/admin.data" is the login screen's data as React Router fetches it on client navigation.
    url.pathname === "/admin" ||
    url.pathname === "/admin.data" ||
    url.pathname.startsWith("/admin/") ||
    url.pathname.startsWith("/api/");

  const networkFirst = async (request: Request) => {
    const cache = await caches.open(cacheName);
    try {
      const response = await fetch(request);
      if (response.ok && response.type === "basic") void cache.put(request, response.clone());
      return response;
    } catch (error) {
      const cached = await cache.match(request, { ignoreVary: true });
      if (cached) return cached;
      if (request.mode === "navigate") {
        const offline = await cache.match(offlineUrl);
        if (offline) return offline;
      }
      throw error;
    }
  };

  const cacheFirst = async (request: Request) => {
    const cache = await caches.open(cacheName);
    const cached = await cache.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok) void cache.put(request, response.clone());
    return response;
  };

  scope.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET") return;
    const url = new URL(request.url);
    if (url.origin !== scope.location.origin || isPrivate(url)) return;
    event.respondWith(
      url.pathname.startsWith("/assets/") ? cacheFirst(request) : networkFirst(request),
    );
  });
}
