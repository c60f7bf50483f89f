// The server's logger: pino, one line per event on stdout, JSON in production and readable in
// development (LOG_FORMAT overrides), at LOG_LEVEL and above (info by default). Each line carries
// the current request's id and route when there is one, and passes through redaction first, so
// no password, token, cookie or e-mail address reaches the logs (docs/decisions/030).
import pino, { type DestinationStream } from "pino";
import {
  formatPretty,
  LOG_LEVELS,
  type LogEntry,
  type LogLevel,
} from "#app/domain/operations/log-line.ts";
import { redact } from "#app/domain/operations/redact.ts";
import { currentRequest } from "#app/observability/request-store.server.ts";

export type LogFields = Record<string, unknown>;

function isPretty(): boolean {
  const asked = process.env.LOG_FORMAT;
  if (asked === "json" || asked === "pretty") return asked === "pretty";
  return process.env.NODE_ENV !== "production";
}

function chosenLevel(): LogLevel {
  const asked = process.env.LOG_LEVEL as LogLevel | undefined;
  return asked && LOG_LEVELS.includes(asked) ? asked : "info";
}

// Both write synchronously, so the line logged just before a crash or process.exit is on stdout
// when the process ends, not in a buffer. Every level on stdout: one stream holds the events in
// the order they happened.
const destination: DestinationStream = isPretty()
  ? { write: (line) => process.stdout.write(`${formatPretty(JSON.parse(line) as LogEntry)}\n`) }
  : pino.destination({ dest: 1, sync: true });

// Read once: the logger must work before (and when) the rest of the configuration fails to parse.
const logger = pino(
  {
    level: chosenLevel(),
    // No pid or hostname on every line: the supervisor's journal names both.
    base: null,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  destination,
);

function write(level: LogLevel, msg: string, fields?: LogFields) {
  if (!logger.isLevelEnabled(level)) return;
  const request = currentRequest();
  // The message goes inside the object so that it comes third, after level and time, as operators
  // read it. pino's own `redact` is not used: it censors fixed paths only, and these rules also
  // match secret keys at any depth and mask addresses and tokens inside every string.
  logger[level](
    redact({
      msg,
      ...(request ? { requestId: request.requestId, route: request.route } : {}),
      ...fields,
    }) as LogFields,
  );
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
