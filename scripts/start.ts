// `npm start`: serves the production build. Opening the database applies migrations and the
// idempotent seed. Outside production it builds first when there is no build, so a fresh clone's
// `npm install && npm start` works; production never builds (its install has no build tools, and
// a deploy builds before it ships), so a missing build there is one line and exit 1.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.js")) {
  if (process.env.NODE_ENV === "production") {
    console.error(
      "No build found in build/: run `npm run build` before starting (production never builds).",
    );
    process.exit(1);
  }
  console.log("No build found: building the site first (about a minute)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Production runs with glibc's malloc held to two arenas (docs/decisions/046): by default each
// thread that allocates (the thread pool compressing pages, sharp cutting photos, V8's helpers)
// may get an arena of its own, and memory freed there stays resident. glibc reads the variable
// when a process starts, so this process becomes the server anew, with the same process id (the
// one systemd and the container watch, and signal). An operator's own setting is kept.
if (
  process.env.NODE_ENV === "production" &&
  process.platform === "linux" &&
  process.env.MALLOC_ARENA_MAX === undefined
) {
  process.execve!(
    process.execPath,
    [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      ...process.env,
      MALLOC_ARENA_MAX: "2",
    },
  );
}

await import("#server/index.ts");
