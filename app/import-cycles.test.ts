// No module in app/ may reach itself through its imports, type-only ones included (decision 036):
// a runtime cycle makes evaluation order depend on which module loads first (the root route once
// imported the components that import it), and a type-only one still ties two modules' meanings
// together, so neither can move or change alone. Dynamic import() loads later and does not count.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve("app");

function sourceFiles(dir: string, { withTests = false } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(full, { withTests });
    return /\.tsx?$/.test(entry.name) && (withTests || !/\.test\.tsx?$/.test(entry.name))
      ? [full]
      : [];
  });
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?[^'";]*?\s*from\s*["']([^"']+)["']/gm;

function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const targets: string[] = [];
  for (const [, specifier] of text.matchAll(STATIC_IMPORT)) {
    const bare = specifier!.split("?")[0]!;
    let target: string | undefined;
    if (bare.startsWith("#app/")) target = path.join(APP, bare.slice("#app/".length));
    else if (bare.startsWith(".")) target = path.resolve(path.dirname(file), bare);
    if (target?.startsWith(APP) && /\.tsx?$/.test(target)) targets.push(target);
  }
  return targets;
}

function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, "visiting");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "visiting") return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of graph.keys()) {
    if (!state.has(node)) {
      const cycle = visit(node);
      if (cycle) return cycle;
    }
  }
  return null;
}

describe("app/ imports", () => {
  it("have no cycle, type-only imports included", () => {
    const graph = new Map(sourceFiles(APP).map((file) => [file, staticImports(file)]));
    expect(graph.size).toBeGreaterThan(100);
    const cycle = findCycle(graph);
    expect(cycle && cycle.map((file) => path.relative(APP, file))).toBeNull();
  });

  it("never come from db/, which is the schema and its migrations (tests included)", () => {
    const files = sourceFiles(path.resolve("db"), { withTests: true });
    expect(files.length).toBeGreaterThan(1);
    // Any mention counts, dynamic import() and re-exports included.
    const intoApp = files.filter((file) => readFileSync(file, "utf8").includes("#app/"));
    expect(intoApp.map((file) => path.relative(".", file))).toEqual([]);
  });

  it("keep app/domain grouped by subject: every rule sits in its subject's folder", () => {
    const domain = path.join(APP, "domain");
    const loose = readdirSync(domain, { withFileTypes: true }).filter(
      (entry) => !entry.isDirectory(),
    );
    expect(loose.map((entry) => entry.name)).toEqual([]);
  });

  it("would see a cycle through the root route", () => {
    const graph = new Map([
      ["root.tsx", ["header.tsx"]],
      ["header.tsx", ["root.tsx"]],
    ]);
    expect(findCycle(graph)).toEqual(["root.tsx", "header.tsx", "root.tsx"]);
  });
});
