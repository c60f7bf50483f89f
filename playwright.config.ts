import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#scripts/chromium.ts";

// Browser tests run against the production build on fresh temporary PGlite databases, in
// Debian's Chromium (see scripts/ensure-chromium.ts). Two servers, one per project, so the two
// halves run side by side on CI's two cores: the operator's screens (which change content,
// accounts and mail) and the public pages (which read them). Within a project the files take
// turns, as they share their server.
const OPERATOR_PORT = Number(process.env.E2E_PORT ?? 4173);
const PUBLIC_PORT = OPERATOR_PORT + 1;
// The operator's server keeps the mailbox port the newsletter and people specs read.
const OPERATOR_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 4175);
const PUBLIC_MAIL_PORT = OPERATOR_MAIL_PORT + 1;

/** Specs that sign in to the dashboard, or change what other specs would read. */
const OPERATOR_SPECS = [
  "accessibility",
  "activity",
  "admin",
  "editorial",
  "newsletter",
  "offline",
  "people",
  "revenue",
  "studio",
  "two-factor",
].map((name) => `**/${name}.spec.ts`);

const server = (port: number, mailPort: number) => ({
  command: "node tests/start-test-server.ts",
  url: `http://127.0.0.1:${port}/healthz`,
  timeout: 120_000,
  reuseExistingServer: false,
  env: {
    PORT: String(port),
    E2E_MAIL_PORT: String(mailPort),
    ADMIN_PASSWORD: "e2e-admin-password",
  },
  stdout: "pipe" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    // The service worker would answer requests that tests route or stub; its own test allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--disable-quic"],
    },
  },
  projects: [
    {
      name: "operator",
      testMatch: OPERATOR_SPECS,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${OPERATOR_PORT}` },
    },
    {
      name: "public",
      testIgnore: OPERATOR_SPECS,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${PUBLIC_PORT}` },
    },
  ],
  webServer: [server(OPERATOR_PORT, OPERATOR_MAIL_PORT), server(PUBLIC_PORT, PUBLIC_MAIL_PORT)],
});
