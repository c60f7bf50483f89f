import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { buildAssetList, renderOfflinePage, renderServiceWorker } from "#server/service-worker.ts";

describe("buildAssetList", () => {
  it("lists the manifest, entry and every route's module, imports and CSS once", () => {
    const assets = {
      url: "/assets/manifest-1.js",
      version: "1",
      entry: { module: "/assets/entry.js", imports: ["/assets/chunk-a.js"] },
      routes: {
        root: {
          id: "root",
          module: "/assets/root.js",
          imports: ["/assets/chunk-a.js"],
          css: ["/assets/root.css"],
        },
        home: { id: "home", module: "/assets/home.js" },
      },
    } as unknown as ServerBuild["assets"];
    expect(buildAssetList(assets).sort()).toEqual(
      [
        "/assets/chunk-a.js",
        "/assets/entry.js",
        "/assets/home.js",
        "/assets/manifest-1.js",
        "/assets/root.css",
        "/assets/root.js",
      ].sort(),
    );
  });
});

describe("buildAssetList for a lite reader", () => {
  it("keeps the stylesheets and leaves out every script", () => {
    const assets = {
      url: "/assets/manifest-1.js",
      version: "1",
      entry: { module: "/assets/entry.js", imports: ["/assets/chunk-a.mjs"] },
      routes: {
        root: { id: "root", module: "/assets/root.js", css: ["/assets/root.css"] },
        // React Router's mark on a stylesheet a lazy chunk also needs: the same file.
        page: { id: "page", module: "/assets/page.js", css: ["/assets/root.css#"] },
      },
    } as unknown as ServerBuild["assets"];
    expect(buildAssetList(assets, { isLite: true })).toEqual(["/assets/root.css"]);
  });
});

describe("renderServiceWorker", () => {
  it("calls the worker with a cache named for the build, and the script parses", () => {
    const script = renderServiceWorker("abc123", ["/", "/offline"]);
    expect(script).toContain(
      '({"cacheName":"akwaaba-abc123","cachePrefix":"akwaaba-","precache":["/","/offline"],"offlineUrl":"/offline.html"});',
    );
    expect(() => new Function(script)).not.toThrow();
  });

  it("caches pages and assets, and leaves private paths and writes to the network", async () => {
    const worker = runWorker(renderServiceWorker("v2", ["/", "/offline.html"]));
    await worker.dispatch("install");
    expect(worker.cacheNames()).toEqual(["akwaaba-v2"]);
    expect(worker.cached("akwaaba-v2")).toEqual(["/", "/offline.html"]);

    for (const [method, path] of [
      ["POST", "/contact"],
      ["GET", "/admin/dashboard"],
      ["GET", "/admin.data"],
      ["GET", "/api/hotels"],
    ] as const) {
      expect(await worker.fetch(method, path), `${method} ${path}`).toBeUndefined();
    }
    expect(await worker.fetch("GET", "/assets/app-1.js")).toBe("network /assets/app-1.js");
    worker.goOffline();
    expect(await worker.fetch("GET", "/assets/app-1.js")).toBe("network /assets/app-1.js");
    expect(await worker.fetch("GET", "/", "navigate")).toBe("cached /");
    expect(await worker.fetch("GET", "/faq", "navigate")).toBe("cached /offline.html");
  });

  it("deletes its older caches on activation and leaves other sites' caches", async () => {
    const worker = runWorker(renderServiceWorker("v3", []));
    worker.seedCache("akwaaba-v1");
    worker.seedCache("someone-else");
    await worker.dispatch("install");
    await worker.dispatch("activate");
    expect(worker.cacheNames().sort()).toEqual(["akwaaba-v3", "someone-else"]);
  });
});

/** Runs the served script against an in-memory worker scope, cache and network. */
function runWorker(script: string) {
  const caches = new Map<string, Map<string, string>>();
  let online = true;
  const listeners = new Map<string, (event: unknown) => void>();
  const toPath = (input: string | { url: string }) =>
    new URL(typeof input === "string" ? input : input.url, "https://akwaaba.test").pathname;
  const cacheOf = (name: string) => {
    if (!caches.has(name)) caches.set(name, new Map());
    const entries = caches.get(name)!;
    return {
      addAll: async (paths: string[]) =>
        paths.forEach((path) => entries.set(path, `cached ${path}`)),
      put: async (request: { url: string }, body: { text: string }) =>
        void entries.set(toPath(request), body.text),
      match: async (request: string | { url: string }) => {
        const body = entries.get(toPath(request));
        return body === undefined ? undefined : { text: body };
      },
    };
  };
  const scope = {
    location: { origin: "https://akwaaba.test" },
    clients: { claim: async () => {} },
    skipWaiting: async () => {},
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
  };
  const cacheStorage = {
    open: async (name: string) => cacheOf(name),
    keys: async () => [...caches.keys()],
    delete: async (name: string) => caches.delete(name),
  };
  const network = async (request: { url: string }) => {
    if (!online) throw new TypeError("offline");
    const text = `network ${toPath(request)}`;
    return { ok: true, type: "basic", text, clone: () => ({ text }) };
  };
  new Function("self", "caches", "fetch", script)(scope, cacheStorage, network);

  return {
    async dispatch(type: "install" | "activate") {
      let work: Promise<unknown> = Promise.resolve();
      listeners.get(type)!({ waitUntil: (promise: Promise<unknown>) => (work = promise) });
      await work;
    },
    async fetch(method: string, path: string, mode = "cors") {
      let answer: Promise<{ text: string }> | undefined;
      const request = { method, mode, url: `https://akwaaba.test${path}` };
      listeners.get("fetch")!({
        request,
        respondWith: (promise: typeof answer) => (answer = promise),
      });
      return answer && (await answer).text;
    },
    goOffline: () => (online = false),
    seedCache: (name: string) => void cacheOf(name),
    cacheNames: () => [...caches.keys()],
    cached: (name: string) => [...(caches.get(name)?.keys() ?? [])],
  };
}

describe("renderOfflinePage", () => {
  it("is plain HTML with the stylesheet, links to the saved pages, and no script", () => {
    const html = renderOfflinePage(["/assets/root-1.css"]);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css">');
    expect(html).toContain("You're offline");
    expect(html).toContain('href="/hotels"');
    expect(html).not.toContain("<script");
  });
});
