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
  let onParsed: () => void = () => {};
  new Function("document", "addEventListener", "setTimeout", RELEASE_SCRIPT)(
    document,
    (type: string, listener: () => void) => type === "DOMContentLoaded" && (onParsed = listener),
    (callback: () => void) => callback(),
  );
  return { held, added, parsed: () => onParsed() };
}

describe("the inline script that releases held hydration scripts", () => {
  it("waits for the document to be parsed, then adds the preloads and runs the module script", () => {
    const page = runRelease();
    expect(page.added).toEqual([]);
    page.parsed();
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
});
