// How one log event reads in development: a short line for a terminal. Production writes the
// event as one JSON line (pino, app/observability/log.server.ts); the fields are redacted before
// either (app/domain/operations/redact.ts).

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogEntry {
  level: LogLevel;
  /** ISO 8601, UTC. */
  time: string;
  msg: string;
  [field: string]: unknown;
}

const LEAD = new Set(["level", "time", "msg", "requestId", "error"]);

/**
 * `12:04:05.123 INFO  GET /hotels/:slug 200 12ms [3f2b9c1e] key=value`, then an error's stack
 * on the lines below, which is what a developer wants to read in a terminal.
 */
export function formatPretty(entry: LogEntry): string {
  const time = entry.time.slice(11, 23);
  const level = entry.level.toUpperCase().padEnd(5);
  const id = typeof entry.requestId === "string" ? ` [${entry.requestId.slice(0, 8)}]` : "";
  const rest = Object.entries(entry)
    .filter(([key]) => !LEAD.has(key))
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
  const error = entry.error as { stack?: string; message?: string } | undefined;
  const trace = error ? `\n${error.stack ?? error.message ?? JSON.stringify(error)}` : "";
  return `${time} ${level} ${entry.msg}${id}${rest ? ` ${rest}` : ""}${trace}`;
}
