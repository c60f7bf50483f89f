import { describe, expect, it } from "vitest";
import {
  HELD_MODULE_TYPE,
  HELD_REL_ATTRIBUTE,
  RELEASE_SCRIPT,
} from "#app/hydration/held-scripts.ts";

/** Runs the inline script's text against a page holding two preloads and the module script. */
function runRelease() {
  const links = ["/assets/entry.js", "/assets/root.js"].map((href) => ({
    href,
    rel: "",
    getAttribute: (name: string) => (name === HELD_REL_ATTRIBUTE ? "modulepreload" : null),
  }));
  const created: { type: string; nonce: string; textContent: string | null }[] = [];
  const held = {
    nonce: "n0nce",
    textContent: 'import "/assets/root.js";',
    replacedWith: undefined as unknown,
    replaceWith(node: unknown) {
      this.replacedWith = node;
    },
  };
  const document = {
    querySelectorAll: (selector: string) =>
      selector === `link[${HELD_REL_ATTRIBUTE}]`
        ? links
        : selector === `script[type="${HELD_MODULE_TYPE}"]`
          ? held.replacedWith
            ? []
            : [held]
          : [],
    createElement: () => {
      const script = { type: "", nonce: "", textContent: null as string | null };
      created.push(script);
      return script;
    },
  };
  let onLoad: () => void = () => {};
  let onTimeout: () => void = () => {};
  new Function(
    "document",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    RELEASE_SCRIPT,
  )(
    document,
    (type: string, listener: () => void) => type === "load" && (onLoad = listener),
    (callback: () => void) => callback(),
    (callback: () => void, ms: number) => (ms === 5000 ? (onTimeout = callback) : callback()),
  );
  return { links, held, created, load: () => onLoad(), timeout: () => onTimeout() };
}

describe("the inline script that releases held hydration scripts", () => {
  it("waits for the page to load, then restores the preloads and runs the module script", () => {
    const page = runRelease();
    expect(page.links.map((link) => link.rel)).toEqual(["", ""]);
    page.load();
    expect(page.links.map((link) => link.rel)).toEqual(["modulepreload", "modulepreload"]);
    expect(page.created).toEqual([
      { type: "module", nonce: "n0nce", textContent: 'import "/assets/root.js";' },
    ]);
    expect(page.held.replacedWith).toBe(page.created[0]);
  });

  it("releases after 5 s at the latest, and only once", () => {
    const page = runRelease();
    page.timeout();
    page.load();
    expect(page.created).toHaveLength(1);
  });
});
