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

type Listener = (event: { target: { rel?: string } }) => void;

/**
 * Runs the inline script's text as the head runs it: its own element lists three preloads, the
 * framework's among them, and the page holds the module script at the end.
 */
function runRelease() {
  // In order: what the release puts in the head, and the script that replaces the held one.
  const added: FakeElement[] = [];
  const held = {
    textContent: 'import "/assets/root.js";',
    replacedWith: undefined as unknown,
    replaceWith(node: FakeElement) {
      this.replacedWith = node;
      added.push(node);
    },
  };
  const loadListeners = new Set<Listener>();
  const document = {
    currentScript: {
      nonce: "n0nce",
      getAttribute: (name: string) =>
        name === HELD_PRELOADS_ATTRIBUTE
          ? "/assets/entry.js /assets/framework-A1.js /assets/root.js"
          : null,
    },
    querySelectorAll: (selector: string) =>
      selector === `script[type="${HELD_MODULE_TYPE}"]` && !held.replacedWith ? [held] : [],
    createElement: (tag: string): FakeElement => ({ tag, nonce: "" }),
    head: { append: (node: FakeElement) => added.push(node) },
    addEventListener: (type: string, listener: Listener, capture: boolean) =>
      type === "load" && capture && loadListeners.add(listener),
    removeEventListener: (type: string, listener: Listener) =>
      type === "load" && loadListeners.delete(listener),
  };
  // The resource timing entries the page's observer is told of, as each response ends.
  const observers = new Set<(list: { getEntries: () => { name: string }[] }) => void>();
  type Callback = (list: { getEntries: () => { name: string }[] }) => void;
  class FakePerformanceObserver {
    readonly callback: Callback;
    constructor(callback: Callback) {
      this.callback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      if (options.type === "resource" && options.buffered) observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  let onParsed: () => void = () => {};
  new Function("document", "addEventListener", "setTimeout", "PerformanceObserver", RELEASE_SCRIPT)(
    document,
    (type: string, listener: () => void) => type === "DOMContentLoaded" && (onParsed = listener),
    (callback: () => void) => callback(),
    FakePerformanceObserver,
  );
  const loaded = (rel: string) => {
    for (const listener of [...loadListeners]) listener({ target: { rel } });
  };
  const arrived = (name: string) => {
    for (const callback of [...observers]) callback({ getEntries: () => [{ name }] });
  };
  const isListening = () => loadListeners.size + observers.size > 0;
  return { held, added, loaded, arrived, isListening, parsed: () => onParsed() };
}

const FRAMEWORK = {
  tag: "link",
  rel: "modulepreload",
  href: "/assets/framework-A1.js",
  nonce: "n0nce",
};
const PRELOADS = [
  FRAMEWORK,
  { tag: "link", rel: "modulepreload", href: "/assets/entry.js", nonce: "n0nce" },
  { tag: "link", rel: "modulepreload", href: "/assets/root.js", nonce: "n0nce" },
];
const MODULE = {
  tag: "script",
  type: "module",
  nonce: "n0nce",
  textContent: 'import "/assets/root.js";',
};

describe("the inline script that releases held hydration scripts", () => {
  it("preloads the framework at once, the other modules once the stylesheet has arrived, and runs them once the document is parsed", () => {
    const page = runRelease();
    expect(page.added).toEqual([FRAMEWORK]);
    page.arrived("https://example.test/images/hotel.svg");
    page.loaded("preload");
    expect(page.added).toEqual([FRAMEWORK]);
    page.arrived("https://example.test/assets/shell-A1.css#");
    expect(page.added).toEqual(PRELOADS);
    expect(page.isListening()).toBe(false);
    page.parsed();
    expect(page.added).toEqual([...PRELOADS, MODULE]);
    expect(page.held.replacedWith).toBe(page.added[3]);
  });

  it("preloads on the stylesheet's load event when its resource entry has not come first", () => {
    const page = runRelease();
    page.loaded("stylesheet");
    expect(page.added).toEqual(PRELOADS);
    page.arrived("https://example.test/assets/shell-A1.css");
    expect(page.added).toEqual(PRELOADS);
    expect(page.isListening()).toBe(false);
  });

  it("preloads at the latest when the document is parsed, if the stylesheet never loads", () => {
    const page = runRelease();
    page.parsed();
    expect(page.added).toEqual([...PRELOADS, MODULE]);
    page.loaded("stylesheet");
    expect(page.added).toHaveLength(4);
  });
});
