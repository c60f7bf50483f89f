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

await import("#server/index.ts");
