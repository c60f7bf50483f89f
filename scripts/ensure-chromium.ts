// The e2e tests drive Debian's Chromium (Playwright's own browser download cannot work here).
// Installs it when missing and we are root; otherwise says how.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "#scripts/chromium.ts";

const CHROMIUM = CHROMIUM_PATH;

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is not installed at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
}
