// The browser tests drive Debian's Chromium headless shell (Playwright's own browser download
// cannot work here: scripts/chromium.ts). Installs it when missing and we are root; otherwise
// says how.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { TEST_BROWSER } from "#scripts/chromium.ts";

const { path, debianPackage } = TEST_BROWSER;

if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The test browser is not installed at ${path}. Install it with: sudo apt-get update && sudo apt-get install -y ${debianPackage}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${debianPackage} for the browser tests...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`,
    { stdio: "inherit" },
  );
}
