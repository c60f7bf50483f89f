// Docs and comments that name a file name one that exists: the README, the decision records and
// every module's comments are read when code moves, and a path that no longer leads anywhere
// sends the next reader looking for code that moved (issue 30).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOTS = ["app", "server", "db", "scripts", "tests"];
const SKIP = new Set(["node_modules", "migrations", "+types", "build", "fonts"]);
// A quoted path is a string the code uses (a build's file), not a file named for a reader.
const NAMED_FILE =
  /(?<![\w#/.'"-])((?:app|server|db|scripts|tests|docs)\/[\w./+-]*\.(?:tsx?|md|json|js|sql))(?![\w/])/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : filesUnder(full);
    return /\.(tsx?|md)$/.test(entry.name) ? [full] : [];
  });
}

function readers(): string[] {
  return [
    "README.md",
    "docs/DECISIONS.md",
    ...readdirSync("docs/decisions").map((name) => `docs/decisions/${name}`),
    ...ROOTS.flatMap(filesUnder),
  ];
}

describe("paths named in docs and comments", () => {
  it("all lead to a file that exists", () => {
    const missing: string[] = [];
    for (const file of readers()) {
      for (const [, named] of readFileSync(file, "utf8").matchAll(NAMED_FILE)) {
        const target = named!.replace(/\.$/, "");
        if (!existsSync(target)) missing.push(`${file} names ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
