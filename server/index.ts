// Boots the server: production build by default, Vite in development (--dev). Opens the
// database (migrate and seed) before listening, and shuts down gracefully on SIGTERM/SIGINT.
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { CachedPageHit } from "#app/pages/cached-page-hits.server.ts";
import {
  flushErrors,
  reportError,
  type ErrorSource,
} from "#app/observability/error-tracker.server.ts";
import { errorField, log } from "#app/observability/log.server.ts";
import { createApp } from "#server/app.ts";

/** What app/entry.server.tsx exports besides the renderer (config parsed once, by zod, there). */
interface EntryServerExtras {
  startup: () => Promise<{
    port: number;
    host: string;
    trustProxy: string;
    isProduction: boolean;
    engine: string;
    seeded: Record<string, number>;
  }>;
  shutdown: () => Promise<void>;
  contentGeneration: () => number;
  onCachedPage: (hit: CachedPageHit) => void;
}

const SHUTDOWN_GRACE_MS = 8_000;
const IDLE_SOCKET_GRACE_MS = 500;
/** How long a stop or a crash waits for error events still being sent. */
const ERROR_FLUSH_MS = 2_000;
const isDev = process.argv.includes("--dev");

function extras(build: ServerBuild): EntryServerExtras {
  return build.entry.module as unknown as EntryServerExtras;
}

async function main() {
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let devMiddleware;
  let clientDir: string | undefined;
  let closeVite = async () => {};

  if (isDev) {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true } });
    devMiddleware = server.middlewares;
    build = () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    closeVite = () => server.close();
  } else {
    const buildDir = path.resolve("build");
    build = (await import(
      pathToFileURL(path.join(buildDir, "server/index.js")).href
    )) as ServerBuild;
    clientDir = path.join(buildDir, "client");
  }
  const getBuild = typeof build === "function" ? build : async () => build;

  const firstBuild = await getBuild();
  const started = await extras(firstBuild).startup();

  const app = createApp({
    build,
    isProduction: started.isProduction,
    trustProxy: started.trustProxy,
    clientDir,
    devMiddleware,
    contentGeneration: extras(firstBuild).contentGeneration,
    onCachedPage: extras(firstBuild).onCachedPage,
  });

  const server = app.listen(started.port, started.host, () => {
    const address = server.address();
    const actualPort = typeof address === "object" && address ? address.port : started.port;
    log.info(
      `Akwaaba Stays listening on http://localhost:${actualPort} (${isDev ? "development" : "production build"}, Node ${process.versions.node}, ${started.engine})`,
      { seeded: started.seeded },
    );
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting new connections. A client may be writing a request on a kept-alive socket
    // that still looks idle, so idle sockets get a moment before they close (http.Server#close
    // would drop them at once; net.Server#close only stops listening). Every answer from now on
    // says `Connection: close`, so busy sockets close after their response.
    server.prependListener("request", (_request, response) =>
      response.setHeader("Connection", "close"),
    );
    await new Promise<void>((resolve) => {
      net.Server.prototype.close.call(server, () => resolve());
      setTimeout(() => server.closeIdleConnections(), IDLE_SOCKET_GRACE_MS).unref();
    });
    clearTimeout(force);
    await extras(await getBuild()).shutdown();
    await closeVite();
    await flushErrors(ERROR_FLUSH_MS);
    log.info("Shut down cleanly");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

/**
 * An error nothing caught leaves the process in a state nobody knows: as Node does by default,
 * the server exits (with 1, and its supervisor starts it again), but first the log and the error
 * tracker get the error.
 */
let isCrashing = false;
async function crash(error: unknown, source: ErrorSource) {
  if (isCrashing) return;
  isCrashing = true;
  log.error(source === "uncaughtException" ? "Uncaught exception" : "Unhandled promise rejection", {
    error: errorField(error),
  });
  reportError(error, source);
  await flushErrors(ERROR_FLUSH_MS);
  process.exit(1);
}
process.on("uncaughtException", (error) => void crash(error, "uncaughtException"));
process.on("unhandledRejection", (reason) => void crash(reason, "unhandledRejection"));

main().catch(async (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  // Whoever starts the server reads why it did not on stderr, in one line naming the variable
  // when it is configuration; the log (stdout) gets the event with its stack.
  process.stderr.write(`${message}\n`);
  log.error(`Start-up failed: ${message}`, { error: errorField(error) });
  reportError(error, "startup");
  await flushErrors(ERROR_FLUSH_MS);
  process.exit(1);
});
