// One server for the integration suite: the production build on a fresh PGlite directory, or on
// PostgreSQL when DATABASE_URL is set (CI runs the suite both ways).
import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "#tests/server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  server = await startServer();
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  await server?.stop();
  server?.cleanUp();
}
