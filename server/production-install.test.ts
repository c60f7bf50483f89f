// What `npm install --omit=dev` installs (docs/decisions/042): every package the server and its
// commands import when they run, and none of the tools. npm's lock marks a package `dev` when
// only devDependencies reach it, so the lock says what a production install leaves out.
// `npm run smoke:production` proves the same on a real install; this catches it in a unit run.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

interface LockEntry {
  dev?: boolean;
}
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockEntry>;
};
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
};

/** Packages bundled into the server build at build time, as vite.config.ts's ssr.noExternal lists them. */
const BUNDLED = new Set(
  [
    ...(
      /noExternal:\s*\[([^\]]*)\]/.exec(readFileSync("vite.config.ts", "utf8"))?.[1] ?? ""
    ).matchAll(/"([^"]+)"/g),
  ].map(([, name]) => name!),
);
/** Files that run at build time only: React Router reads the route table while it builds. */
const BUILD_TIME = new Set(["app/routes.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Bare package names a file imports for its values (type-only imports vanish when it runs). */
function runtimePackages(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const imports = text.matchAll(
    /^(?:import|export)\s+(?!type\s)(?:[\w$*{},\s]+?\s+from\s+)?["']([^"'.#][^"']*)["']/gm,
  );
  return [...imports]
    .map(([, specifier]) => specifier!)
    .filter((specifier) => !specifier.startsWith("node:"))
    .map((specifier) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/"),
    );
}

describe("the production install", () => {
  it("holds every package the server, the build's modules and the run-time scripts import", () => {
    const files = [
      ...sourceFiles("app"),
      ...sourceFiles("server"),
      ...sourceFiles("db"),
      "scripts/start.ts",
      "scripts/backup.ts",
      "scripts/restore.ts",
      "scripts/hash-password.ts",
      "scripts/create-bucket.ts",
      "scripts/facts-coverage.ts",
    ].filter((file) => !BUILD_TIME.has(file));
    const missing = new Set<string>();
    for (const file of files) {
      for (const name of runtimePackages(file)) {
        if (!(name in manifest.dependencies) && !BUNDLED.has(name))
          missing.add(`${name} (${file})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("leaves out the tools: react-email's preview server, the bundlers, the test runners", () => {
    const tools = [
      "react-email",
      "socket.io",
      "@babel/parser",
      "vite",
      "esbuild",
      "@react-router/dev",
      "vitest",
      "@playwright/test",
      "tailwindcss",
      "drizzle-kit",
      "eslint",
      "lighthouse",
    ];
    const installed = tools.filter((name) => {
      const entry = lock.packages[`node_modules/${name}`];
      return entry && !entry.dev;
    });
    expect(installed).toEqual([]);
  });

  it("keeps the renderer the bundled e-mail components call", () => {
    expect(lock.packages["node_modules/@react-email/render"]?.dev).toBeUndefined();
    expect(manifest.dependencies["@react-email/render"]).toBeDefined();
  });
});
