// `npm start`: builds the site when there is no build yet, then serves the production build.
// Opening the database applies migrations and the idempotent seed.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.js")) {
  console.log("No build found: building the site first (about a minute)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("#server/index.ts");
