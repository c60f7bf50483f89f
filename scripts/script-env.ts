// What the operator's scripts (backup, restore, facts:coverage) do first: read the server's
// environment, and stop with one line on standard error, not a stack trace, when it is wrong.
import { getEnv, type Env } from "#app/env.server.ts";

/** Prints the message and ends the script with status 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The server's environment; a variable it refuses ends the script with the message naming it. */
export function envOrFail(): Env {
  try {
    return getEnv();
  } catch (error) {
    fail((error as Error).message);
  }
}
