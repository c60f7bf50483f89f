// One server for the integration suite: the production build on a fresh PGlite directory, or on
// PostgreSQL when DATABASE_URL is set (CI runs the suite both ways). First the seeded templates
// the files' own servers start on (tests/seeded-template.ts).
import type { TestProject } from "vitest/node";
import { makeSeededTemplates } from "#tests/seeded-template.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;
let dropTemplates: (() => Promise<void>) | undefined;

export async function setup(project: TestProject) {
  dropTemplates = await makeSeededTemplates();
  server = await startServer();
  project.provide("baseUrl", server.url);
}

export async function teardown() {
  await server?.stop();
  server?.cleanUp();
  await dropTemplates?.();
}
