import { describe, expect, it } from "vitest";
import {
  HELD_MODULE_TYPE,
  HELD_PRELOADS_ATTRIBUTE,
  RELEASE_SCRIPT,
} from "#app/hydration/held-scripts.ts";

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce: string;
  textContent?: string | null;
}

/** Runs the inline script's text against a page holding the module script and two preloads. */
function runRelease() {
  // In order: what the release puts in the head, and the script that replaces the held one.
  const added: FakeElement[] = [];
  const held = {
    nonce: "n0nce",
    textContent: 'import "/assets/root.js";',
    replacedWith: undefined as unknown,
    getAttribute: (name: string) =>
      name === HELD_PRELOADS_ATTRIBUTE ? "/assets/entry.js /assets/root.js" : null,
    replaceWith(node: FakeElement) {
      this.replacedWith = node;
      added.push(node);
    },
  };
  const document = {
    querySelectorAll: (selector: string) =>
      selector === `script[type="${HELD_MODULE_TYPE}"]` && !held.replacedWith ? [held] : [],
    createElement: (tag: string): FakeElement => ({ tag, nonce: "" }),
    head: { append: (node: FakeElement) => added.push(node) },
  };
  let onLoad: () => void = () => {};
  let onTimeout: () => void = () => {};
  // The browser's paint timeline: entries come as the page paints.
  let onPaint: (names: string[]) => void = () => {};
  let isObserving = false;
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(
      callback: (
        list: { getEntriesByName: (name: string) => unknown[] },
        observer: FakePerformanceObserver,
      ) => void,
    ) {
      onPaint = (names) => {
        if (!isObserving) return;
        callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
      };
    }
    observe(options: { type: string; buffered: boolean }) {
      isObserving = options.type === "paint" && options.buffered;
    }
    disconnect() {
      isObserving = false;
    }
  }
  new Function(
    "document",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "PerformanceObserver",
    RELEASE_SCRIPT,
  )(
    document,
    (type: string, listener: () => void) => type === "load" && (onLoad = listener),
    (callback: () => void) => callback(),
    (callback: () => void, ms: number) => (ms === 5000 ? (onTimeout = callback) : callback()),
    FakePerformanceObserver,
  );
  return {
    held,
    added,
    load: () => onLoad(),
    timeout: () => onTimeout(),
    paint: (...names: string[]) => onPaint(names),
    isObserving: () => isObserving,
  };
}

describe("the inline script that releases held hydration scripts", () => {
  it("waits for the page to paint or load, then adds the preloads and runs the module script", () => {
    const page = runRelease();
    expect(page.added).toEqual([]);
    page.load();
    expect(page.added).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.js", nonce: "n0nce" },
      { tag: "link", rel: "modulepreload", href: "/assets/root.js", nonce: "n0nce" },
      {
        tag: "script",
        type: "module",
        nonce: "n0nce",
        textContent: 'import "/assets/root.js";',
      },
    ]);
    expect(page.held.replacedWith).toBe(page.added[2]);
  });

  it("releases at the first contentful paint, not at a paint with nothing in it", () => {
    const page = runRelease();
    page.paint("first-paint");
    expect(page.added).toEqual([]);
    page.paint("first-paint", "first-contentful-paint");
    expect(page.added.map((element) => element.tag)).toEqual(["link", "link", "script"]);
    expect(page.isObserving()).toBe(false);
    page.load();
    expect(page.added).toHaveLength(3);
  });

  it("releases after 5 s at the latest, and only once", () => {
    const page = runRelease();
    page.timeout();
    page.load();
    expect(page.added.filter((element) => element.tag === "script")).toHaveLength(1);
    expect(page.added).toHaveLength(3);
  });
});
