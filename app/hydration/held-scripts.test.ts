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
 * Runs the inline script's text as the head runs it: its own element lists two preloads, and the
 * page holds the module script at the end.
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
        name === HELD_PRELOADS_ATTRIBUTE ? "/assets/entry.js /assets/root.js" : null,
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
  let onParsed: () => void = () => {};
  new Function("document", "addEventListener", "setTimeout", RELEASE_SCRIPT)(
    document,
    (type: string, listener: () => void) => type === "DOMContentLoaded" && (onParsed = listener),
    (callback: () => void) => callback(),
  );
  const loaded = (rel: string) => {
    for (const listener of [...loadListeners]) listener({ target: { rel } });
  };
  return { held, added, loaded, parsed: () => onParsed(), loadListeners };
}

const PRELOADS = [
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
  it("preloads the modules once the stylesheet has loaded, and runs them once the document is parsed", () => {
    const page = runRelease();
    expect(page.added).toEqual([]);
    page.loaded("preload");
    expect(page.added).toEqual([]);
    page.loaded("stylesheet");
    expect(page.added).toEqual(PRELOADS);
    expect(page.loadListeners.size).toBe(0);
    page.parsed();
    expect(page.added).toEqual([...PRELOADS, MODULE]);
    expect(page.held.replacedWith).toBe(page.added[2]);
  });

  it("preloads at the latest when the document is parsed, if the stylesheet never loads", () => {
    const page = runRelease();
    page.parsed();
    expect(page.added).toEqual([...PRELOADS, MODULE]);
    page.loaded("stylesheet");
    expect(page.added).toHaveLength(3);
  });
});
