// Sends each unhandled server error to an error tracker, Sentry or any server that takes its
// envelopes, when SENTRY_DSN is set (docs/decisions/044). The SDK is loaded only then: without a
// DSN the server holds none of it. Each event names the request's id and route, and passes the
// logs' masking first (app/domain/operations/error-event.ts). Like the request store, the running tracker
// lives on globalThis under a registered symbol: the Express host (server/) and the app build each
// load their own copy of this module, and both report to the one the build started.
import type { ServerRuntimeClientOptions } from "@sentry/core/server";
import { scrubEvent } from "#app/domain/operations/error-event.ts";
import { currentRequest } from "#app/observability/request-store.server.ts";

export interface ErrorTrackerConfig {
  dsn: string | undefined;
  environment: string;
  release: string | undefined;
}

/** Where an error was caught; it names the event's mechanism in the tracker. */
export type ErrorSource =
  "request" | "render" | "job" | "startup" | "uncaughtException" | "unhandledRejection";

interface Tracker {
  capture: (error: unknown, source: ErrorSource, tags: Record<string, string>) => void;
  flush: (timeoutMs: number) => Promise<boolean>;
}

const KEY = Symbol.for("akwaaba-stays.error-tracker");
const shared = globalThis as typeof globalThis & { [KEY]?: Tracker };

/** A receiver that does not answer must not hold an event (or a shutdown) for long. */
const SEND_TIMEOUT_MS = 10_000;

/** Starts the tracker when a DSN is set; says whether it runs. */
export async function startErrorTracker(config: ErrorTrackerConfig): Promise<boolean> {
  if (!config.dsn) return false;
  if (shared[KEY]) return true;
  const [sentry, server] = await Promise.all([
    import("@sentry/core"),
    import("@sentry/core/server"),
  ]);
  const options: ServerRuntimeClientOptions = {
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    // Nothing about the visitor or the data (the SDK's successor to sendDefaultPii: false), no
    // source lines or local variables, and no performance traces.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      frameContextLines: 0,
    },
    tracesSampleRate: 0,
    platform: "node",
    runtime: { name: "node", version: process.versions.node },
    stackParser: sentry.createStackParser(server.nodeStackLineParser()),
    // Errors' causes as events' chained exceptions; the same error twice in a row sent once.
    integrations: [sentry.linkedErrorsIntegration(), sentry.dedupeIntegration()],
    beforeSend: scrubEvent,
    transport: (options) =>
      sentry.createTransport(options, async (request) => {
        const response = await fetch(options.url, {
          method: "POST",
          // The SDK encodes envelopes with a TextEncoder: the bytes sit on a plain ArrayBuffer.
          body: request.body as string | Uint8Array<ArrayBuffer>,
          headers: options.headers,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        return {
          statusCode: response.status,
          headers: {
            "x-sentry-rate-limits": response.headers.get("x-sentry-rate-limits"),
            "retry-after": response.headers.get("retry-after"),
          },
        };
      }),
  };
  sentry.initAndBind(server.ServerRuntimeClient, options);
  shared[KEY] = {
    capture: (error, source, tags) => {
      const isCrash = source === "uncaughtException" || source === "unhandledRejection";
      sentry.captureException(error, {
        mechanism: { type: source, handled: false },
        captureContext: { tags, level: isCrash ? "fatal" : "error" },
      });
    },
    flush: (timeoutMs) => sentry.flush(timeoutMs),
  };
  return true;
}

/**
 * Sends an unhandled error to the tracker, with the request being handled (its id, route and
 * method) and any `tags` of the caller (a job's queue and id); does nothing while it is off.
 */
export function reportError(
  error: unknown,
  source: ErrorSource,
  tags: Record<string, string> = {},
): void {
  const tracker = shared[KEY];
  if (!tracker) return;
  const request = currentRequest();
  tracker.capture(error, source, {
    ...(request
      ? {
          request_id: request.requestId,
          method: request.method,
          ...(request.route ? { route: request.route } : {}),
        }
      : {}),
    ...tags,
  });
}

/** Waits for events still being sent, at most `timeoutMs`: a stop must not hang on the tracker. */
export async function flushErrors(timeoutMs = 2_000): Promise<void> {
  await shared[KEY]?.flush(timeoutMs);
}
