// Global set-up for suites whose tests start servers of their own: the seeded templates alone.
import { makeSeededTemplates } from "#tests/seeded-template.ts";

let dropTemplates: (() => Promise<void>) | undefined;

export async function setup() {
  dropTemplates = await makeSeededTemplates();
}

export async function teardown() {
  await dropTemplates?.();
}
