// npm run test:faults (3): a second server on the same embedded database refuses to start and
// says why, while the first keeps serving; once the first is gone, its directory opens again.
import { describe, expect, it } from "vitest";
import { makeDataDir, startServer } from "#tests/server-process.ts";

describe("two servers on one DATA_DIR", () => {
  it("lets the first serve and turns the second away with a message", async () => {
    const dataDir = makeDataDir();
    const first = await startServer({ dataDir, env: { DATABASE_URL: "" } });
    try {
      const refused = await startServer({ dataDir, env: { DATABASE_URL: "" } }).then(
        async (second) => {
          await second.stop();
          return "started";
        },
        (error: Error) => error.message,
      );
      expect(refused).toMatch(/exited with code [1-9]/);
      expect(refused).toContain(`is in use by another server (process ${first.child.pid}`);
      expect(refused).toContain("DATABASE_URL");

      const response = await fetch(`${first.url}/api/cities`);
      expect(response.status).toBe(200);
    } finally {
      await first.stop("SIGKILL");
    }
    // A lock left by a killed server does not keep its data shut.
    const after = await startServer({ dataDir, env: { DATABASE_URL: "" } });
    try {
      expect((await fetch(`${after.url}/api/cities`)).status).toBe(200);
    } finally {
      await after.stop();
      after.cleanUp();
    }
  });
});
