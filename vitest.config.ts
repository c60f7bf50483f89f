import { configDefaults, defineConfig } from "vitest/config";

// Integration files whose every server runs on the embedded database whatever DATABASE_URL says
// (they stop a server and edit its PGlite files, or copy its data directory elsewhere): CI's
// PostgreSQL pass would only run them a second time, the same way.
const EMBEDDED_ONLY = [
  "audit-chain",
  "lifecycle",
  "people",
  "photo-resume",
  "schedules",
  "secret-rotation",
  "system",
].map((name) => `tests/integration/${name}.test.ts`);

// Unit tests sit beside the code; integration tests start the built server against a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "db/**/*.test.ts", "server/**/*.test.ts"],
          environment: "node",
          // Migrations on an embedded database and AVIF encoding take seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "fuzz",
          include: ["tests/fuzz/**/*.test.ts"],
          environment: "node",
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "budget",
          include: ["tests/budget/**/*.test.ts"],
          environment: "node",
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/seeded-setup.ts"],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? EMBEDDED_ONLY : [])],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          // npm test runs these beside the browser tests on two cores (docs/decisions/037).
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
