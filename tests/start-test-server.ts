// Starts the production build on a fresh temporary PGlite directory (removed on exit), for the
// browser tests. PORT comes from the environment.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "akwaaba-e2e-"));
const child = spawn(process.execPath, ["server/index.ts"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", DATABASE_URL: "" },
});

function stop() {
  child.kill("SIGTERM");
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
