// Renders pages on the server with the request's CSP nonce, and exposes start-up and shutdown
// to server/index.ts so the database has exactly one owner: the app build.
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  isRouteErrorResponse,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { NonceProvider } from "#app/components/nonce.tsx";
import type { PackedOutcome } from "#app/components/names/name-generator.tsx";
import { LiteModeProvider } from "#app/components/lite-mode.tsx";
import { isLitePage } from "#app/http/lite-page.server.ts";
import { holdHydrationScripts } from "#app/hydration/hold-scripts.server.ts";
import { stripScripts } from "#app/hydration/strip-scripts.ts";
import { stylesheetPreloadHeader } from "#app/domain/pages/stylesheet-preload.ts";
import { withFrenchSuggestion } from "#app/i18n/french-suggestion.server.ts";
import type { Chrome } from "#app/i18n/chrome.ts";
import type { RootData } from "#app/root-data.ts";
import { writePageWeight } from "#app/pages/page-weight.server.ts";
import { keepNotFoundPage, notFoundPageKey } from "#app/pages/not-found-page.server.ts";
import { keepDrawnNamesPage, NAME_GENERATOR_PATH } from "#app/pages/drawn-names-page.server.tsx";
import { cspNonceContext, serverMarkupContext } from "#app/http/request-context.server.ts";
import { ServerMarkupContext } from "#app/components/server-markup.tsx";
import { closeDb, getDb, getEngine } from "#app/models/db.server.ts";
import { getEnv } from "#app/env.server.ts";
import { refreshContent } from "#app/models/content-snapshot/serve.server.ts";
import { runDataMigrations } from "#app/seed/data-migrations.server.ts";
import { seedDatabase } from "#app/seed/seed.server.ts";
import { seedFrenchVersions } from "#app/seed/french-versions.server.ts";
import { startQueue, stopQueue } from "#app/jobs/queue.server.ts";
import { registerJobs } from "#app/jobs/registry.server.ts";
import { resumePendingPhotos } from "#app/use-cases/studio/photos.server.ts";
import { releaseClaimsOfEarlierRuns, wakeMailer } from "#app/mail/outbox.server.ts";
import { closeMailTransport } from "#app/mail/transport.server.ts";
import { flushSearchCounts } from "#app/models/search-counts.server.ts";
import { reportError, startErrorTracker } from "#app/observability/error-tracker.server.ts";
import { errorField, log } from "#app/observability/log.server.ts";
import { alertOnFailedBackups } from "#app/use-cases/system/alerts.server.ts";
import { answerBackupCommands } from "#app/use-cases/system/run-backup.server.ts";
import { bootstrapOwner } from "#app/use-cases/people/sign-in.server.ts";

export const streamTimeout = 5_000;

// server/app.ts builds each request's context with the build's own context keys.
export { createRequestContext } from "#app/http/request-context.server.ts";
// The page cache in front of rendering (server/page-cache.ts) drops pages of older content.
export { contentGeneration } from "#app/models/content-snapshot/serve.server.ts";
// What a page's loader does per request, done for the pages that cache answers (a search's count).
export { onCachedPage } from "#app/pages/cached-page-hits.server.ts";
// Pages that cache answers from a stored page before React Router: a 404, names drawn (045).
export { answerStoredPage } from "#app/pages/stored-pages.server.ts";

/**
 * Keeps a rendered page that can be answered before React Router next time (decision 045): a 404
 * the loaders give every address of its kind, or the name generator's page around names drawn.
 */
async function keepStoredPage(
  request: Request,
  status: number,
  routerContext: EntryContext,
  isLite: boolean,
  nonce: string,
  html: string,
) {
  const url = new URL(request.url);
  const { matches, loaderData } = routerContext.staticHandlerContext;
  if (status === 404) {
    const key = await notFoundPageKey(url, matches, isLite);
    if (key !== undefined) keepNotFoundPage(key, url, nonce, html);
  } else if (status === 200 && url.pathname === NAME_GENERATOR_PATH) {
    const outcome = (loaderData["routes/name-generator"] as { outcome?: PackedOutcome } | undefined)
      ?.outcome;
    if (outcome?.status === "found") keepDrawnNamesPage(url, isLite, nonce, html, outcome.names);
  }
}

/** The page's language signals, from the root's data (none when the root loader failed). */
function rootChrome(routerContext: EntryContext): Chrome | undefined {
  return (routerContext.staticHandlerContext.loaderData.root as RootData | undefined)?.chrome;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  const isLite = isLitePage(request);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Every page is rendered whole before the first byte: crawlers and people without JS
    // get the full content, and no layout shift comes from streamed chunks.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <LiteModeProvider value={isLite}>
          <ServerMarkupContext.Provider value={loadContext.get(serverMarkupContext) ?? new Map()}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ServerMarkupContext.Provider>
        </LiteModeProvider>
      </NonceProvider>,
      {
        nonce,
        // Never outline a Suspense boundary to stream it in later by script: the page must be
        // whole without JavaScript (a lazy search tab asked for by ?tab= included).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // Done rendering: the abort timer would only keep this render alive in memory.
          clearTimeout(timer);
          const body = holdHydrationScripts();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The same address answers a lite page or a full one (app/domain/pages/lite-mode.ts).
          responseHeaders.append("Vary", "Save-Data, Cookie");
          pipe(body);
          // Whole, so lite pages lose their scripts and the footer can say what the page weighs.
          text(body)
            .then(async (html) => {
              // Lite pages carry no scripts, the French suggestion's included.
              const rendered = isLite
                ? stripScripts(html)
                : withFrenchSuggestion(html, rootChrome(routerContext), nonce);
              // A page that could not be kept is still sent, rendered, as before.
              await keepStoredPage(request, status, routerContext, isLite, nonce, rendered).catch(
                (error: unknown) =>
                  log.error("Could not keep a page to answer before rendering", {
                    error: errorField(error),
                  }),
              );
              const page = writePageWeight(rendered);
              const preload = stylesheetPreloadHeader(rendered);
              if (preload) responseHeaders.append("Link", preload);
              resolve(new Response(page, { headers: responseHeaders, status }));
            })
            .catch(reject);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          log.error("Rendering failed", { error: errorField(error) });
          reportError(error, "render");
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A client's mistake (a POST to a page with no form, say) is a one-line warning: a stack trace
  // per bad request would bury the server's own errors (issue 27).
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn(`Bad request: ${error.status} ${error.statusText}`, {
      method: request.method,
      status: error.status,
    });
    return;
  }
  // The server's own failure: the stack goes in the error field, on the same line.
  log.error("Request failed", { method: request.method, error: errorField(error) });
  reportError(error, "request");
};

/** Parses config, opens and migrates the database, seeds it and warms the content cache. */
export async function startup() {
  const env = getEnv();
  // First, so a failure while the database opens reaches the tracker too.
  const isTracking = await startErrorTracker({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT,
    release: env.SENTRY_RELEASE,
  });
  if (isTracking) {
    log.info(`Unhandled errors go to the error tracker at ${new URL(env.SENTRY_DSN!).host}`, {
      environment: env.SENTRY_ENVIRONMENT,
    });
  }
  const db = await getDb();
  await runDataMigrations(db);
  const seeded = await seedDatabase(db);
  // After the items: the French texts become the French versions of the items they translate.
  await seedFrenchVersions(db);
  // Nobody has an account on first start (or the first start after the upgrade): the owner.
  await bootstrapOwner();
  await refreshContent();
  // Every job, recurring ones as the queue's schedules, registered before it starts (036, 027).
  await registerJobs();
  await releaseClaimsOfEarlierRuns();
  alertOnFailedBackups();
  await startQueue();
  await answerBackupCommands();
  // Whatever was left on the outbox (a crash, a restart) goes out now.
  await wakeMailer();
  // Photos left processing (a crash mid-job, a restore, a move to another host) are cut now.
  await resumePendingPhotos();
  return {
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    isProduction: env.isProduction,
    engine: await getEngine(),
    seeded: { ...seeded },
  };
}

export async function shutdown() {
  await stopQueue();
  await closeMailTransport();
  await flushSearchCounts();
  await closeDb();
}
