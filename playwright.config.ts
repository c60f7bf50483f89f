import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_BROWSER } from "#scripts/chromium.ts";

// Browser tests run against the production build on a fresh temporary PGlite database,
// in Debian's Chromium headless shell (see scripts/chromium.ts).
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // In CI a failed test runs once more, and npm test names every test that passed only then, so
  // one unlucky timing does not refuse a sound change and the flake is still seen and fixed
  // (docs/decisions/055-browser-test-retry-in-ci.md). On a workstation a failure fails.
  retries: process.env.CI ? 1 : 0,
  // npm test runs these beside the server tests on two cores (docs/decisions/037).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // npm test runs the browser tests in two halves at once, each on its own port: each keeps its
  // traces in a folder of its own, since Playwright empties its output folder when it starts.
  outputDir: `test-results/e2e-${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs a fifth of the tests' CPU. CI keeps only the output, where a trace
    // is never read; on a workstation a failing test leaves one.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // The service worker would answer requests that tests route or stub; its own test allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: TEST_BROWSER.path,
      args: [...CHROMIUM_FLAGS, "--disable-quic"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node tests/start-test-server.ts",
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), ADMIN_PASSWORD: "e2e-admin-password" },
    stdout: "pipe",
  },
});
