// The server's logger: one line per event on stdout, JSON in production and readable in
// development (LOG_FORMAT overrides), at LOG_LEVEL and above (info by default). Each line carries
// the current request's id and route when there is one, and passes through redaction first, so
// no password, token, cookie or e-mail address reaches the logs (docs/decisions/030).
import {
  formatJson,
  formatPretty,
  isLevelShown,
  LOG_LEVELS,
  type LogEntry,
  type LogFormat,
  type LogLevel,
} from "#app/domain/log-line.ts";
import { redact, redactText } from "#app/domain/redact.ts";
import { currentRequest } from "#app/observability/request-store.server.ts";

export type LogFields = Record<string, unknown>;

function chosenFormat(): LogFormat {
  const asked = process.env.LOG_FORMAT;
  if (asked === "json" || asked === "pretty") return asked;
  return process.env.NODE_ENV === "production" ? "json" : "pretty";
}

function chosenLevel(): LogLevel {
  const asked = process.env.LOG_LEVEL as LogLevel | undefined;
  return asked && LOG_LEVELS.includes(asked) ? asked : "info";
}

// Read once: the logger must work before (and when) the rest of the configuration fails to parse.
const format = chosenFormat();
const threshold = chosenLevel();

function write(level: LogLevel, msg: string, fields: LogFields = {}) {
  if (!isLevelShown(level, threshold)) return;
  const request = currentRequest();
  const entry: LogEntry = {
    level,
    time: new Date().toISOString(),
    msg: redactText(msg),
    ...(request ? { requestId: request.requestId, route: request.route } : {}),
    ...(redact(fields) as LogFields),
  };
  const line = format === "json" ? formatJson(entry) : formatPretty(entry);
  // Every level on stdout, so one stream holds the events in the order they happened.
  process.stdout.write(`${line}\n`);
}

export const log = {
  debug: (msg: string, fields?: LogFields) => write("debug", msg, fields),
  info: (msg: string, fields?: LogFields) => write("info", msg, fields),
  warn: (msg: string, fields?: LogFields) => write("warn", msg, fields),
  /** Pass the error as `{ error }`: its stack goes in that field, on the same line. */
  error: (msg: string, fields?: LogFields) => write("error", msg, fields),
};

/** An unknown thrown value as a field: an Error keeps its stack, anything else its text. */
export function errorField(error: unknown): unknown {
  return error instanceof Error ? error : String(error);
}
